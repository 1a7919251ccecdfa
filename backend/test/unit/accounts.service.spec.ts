import type { SignupCommand } from '../../src/accounts/application/accounts.service';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  UnauthenticatedError,
} from '../../src/shared/domain/domain-error';
import { accountsWithFakes } from '../fakes/accounts';

const asha: SignupCommand = {
  name: 'Asha Patel',
  mobile: '+91 98250 12345',
  email: ' Asha@Example.com ',
  password: 'green-fields-2026',
  confirmPassword: 'green-fields-2026',
  state: 'gujarat',
  address: 'Anand, Gujarat',
  language: 'Gujarati',
};

describe('AccountsService', () => {
  describe('signup', () => {
    it('stores normalised contact details, the canonical state and only a hash of the password', async () => {
      const { accounts, users } = accountsWithFakes();
      const user = await accounts.signup(asha);
      const stored = users.rows.get(user.id)!;
      expect(stored).toMatchObject({
        mobile: '9825012345',
        email: 'asha@example.com',
        state: 'Gujarat',
        role: 'user',
      });
      expect(stored.passwordHash).toBe('hashed:green-fields-2026');
    });

    it("refuses passwords that don't match with 'Passwords do not match'", async () => {
      const { accounts } = accountsWithFakes();
      await expect(accounts.signup({ ...asha, confirmPassword: 'other-password' })).rejects.toThrow(
        'Passwords do not match',
      );
    });

    it.each([
      ['short1', 'at least 8 characters'],
      ['Password', 'most common'],
      ['x'.repeat(129), 'at most 128'],
    ])('refuses the weak password %p', async (password, message) => {
      const { accounts } = accountsWithFakes();
      const attempt = accounts.signup({ ...asha, password, confirmPassword: password });
      await expect(attempt).rejects.toBeInstanceOf(InvalidInputError);
      await expect(attempt).rejects.toThrow(message);
    });

    it.each(['12345', '5825012345', '+1 9825012345', 'abcdefghij'])(
      'refuses the mobile %p',
      async (mobile) => {
        const { accounts } = accountsWithFakes();
        await expect(accounts.signup({ ...asha, mobile })).rejects.toMatchObject({
          code: 'ACCOUNT.INVALID_MOBILE',
        });
      },
    );

    it('refuses a state that is not in India', async () => {
      const { accounts } = accountsWithFakes();
      await expect(accounts.signup({ ...asha, state: 'Atlantis' })).rejects.toMatchObject({
        code: 'ACCOUNT.UNKNOWN_STATE',
      });
    });

    it('refuses a second account with the same mobile or email (any spelling)', async () => {
      const { accounts } = accountsWithFakes();
      await accounts.signup(asha);
      await expect(
        accounts.signup({ ...asha, email: 'other@example.com', mobile: '09825012345' }),
      ).rejects.toMatchObject({
        code: 'ACCOUNT.MOBILE_TAKEN',
      });
      await expect(
        accounts.signup({ ...asha, mobile: '9825099999', email: 'ASHA@example.com' }),
      ).rejects.toBeInstanceOf(ConflictError);
    });
  });

  describe('login', () => {
    it('issues a 1-day token, or a 30-day one with remember', async () => {
      const { accounts, tokens } = accountsWithFakes();
      const user = await accounts.signup(asha);
      await expect(accounts.login('9825012345', 'green-fields-2026', false)).resolves.toEqual({
        token: `token-${user.id}-0`,
        userId: user.id,
      });
      await accounts.login('+919825012345', 'green-fields-2026', true);
      expect(tokens.issued.map((i) => i.remember)).toEqual([false, true]);
    });

    it.each([
      ['9825012345', 'wrong-password'],
      ['9825099999', 'green-fields-2026'],
      ['not-a-phone', 'green-fields-2026'],
    ])('answers %p / %p with the one generic message', async (mobile, password) => {
      const { accounts } = accountsWithFakes();
      await accounts.signup(asha);
      const attempt = accounts.login(mobile, password, false);
      await expect(attempt).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(attempt).rejects.toThrow('Invalid phone number or password.');
    });
  });

  describe('profile', () => {
    it('shows a user their own profile and nobody else', async () => {
      const { accounts } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const b = await accounts.signup({ ...asha, mobile: '9825099999', email: 'ravi@example.com' });
      await expect(accounts.getProfile({ id: a.id, role: 'user' }, a.id)).resolves.toMatchObject({
        name: 'Asha Patel',
      });
      await expect(accounts.getProfile({ id: b.id, role: 'user' }, a.id)).rejects.toBeInstanceOf(
        ForbiddenError,
      );
      await expect(
        accounts.updateProfile({ id: b.id, role: 'user' }, a.id, { name: 'Hacked' }),
      ).rejects.toBeInstanceOf(ForbiddenError);
    });

    it('keeps the password when the new one is blank, and re-hashes a new one', async () => {
      const { accounts, users, sessions } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const me = { id: a.id, role: 'user' as const };
      await accounts.updateProfile(me, a.id, { name: 'Asha P.', password: '   ' });
      // The profile's language answers requests: remembered sessions are told to forget it.
      expect(sessions.forgotten).toEqual([a.id]);
      expect(users.rows.get(a.id)).toMatchObject({
        name: 'Asha P.',
        passwordHash: 'hashed:green-fields-2026',
      });
      await accounts.updateProfile(me, a.id, { password: 'new-monsoon-2027' });
      expect(users.rows.get(a.id)!.passwordHash).toBe('hashed:new-monsoon-2027');
      await expect(accounts.updateProfile(me, a.id, { password: '12345678' })).rejects.toThrow(
        'most common',
      );
    });

    it('keeps email, mobile and username unique when they change', async () => {
      const { accounts } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const b = await accounts.signup({ ...asha, mobile: '9825099999', email: 'ravi@example.com' });
      const me = { id: b.id, role: 'user' as const };
      await accounts.updateProfile({ id: a.id, role: 'user' }, a.id, { username: 'asha' });
      await expect(
        accounts.updateProfile(me, b.id, { email: 'ASHA@example.com' }),
      ).rejects.toMatchObject({ code: 'ACCOUNT.EMAIL_TAKEN' });
      await expect(
        accounts.updateProfile(me, b.id, { mobile: '98250 12345' }),
      ).rejects.toMatchObject({ code: 'ACCOUNT.MOBILE_TAKEN' });
      await expect(accounts.updateProfile(me, b.id, { username: 'Asha' })).rejects.toMatchObject({
        code: 'ACCOUNT.USERNAME_TAKEN',
      });
      await expect(
        accounts.updateProfile(me, b.id, { email: 'ravi@example.com', username: 'ravi' }),
      ).resolves.toMatchObject({ username: 'ravi' });
    });
  });

  it('creates administrators only through createAdmin', async () => {
    const { accounts } = accountsWithFakes();
    const admin = await accounts.createAdmin({
      name: 'Ops',
      mobile: '9000000001',
      email: 'ops@example.com',
      password: 'long-admin-secret',
      state: 'Delhi',
    });
    expect(admin.role).toBe('admin');
    expect(
      (await accounts.signup({ ...asha, mobile: '9000000002', email: 'x@example.com' })).role,
    ).toBe('user');
  });
});
