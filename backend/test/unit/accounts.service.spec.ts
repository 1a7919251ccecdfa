import type { SignupCommand } from '../../src/accounts/application/accounts.service';
import { LOGIN_THROTTLE } from '../../src/accounts/domain/login-throttle';
import {
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  TooManyRequestsError,
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
      const { accounts, tokens, clock } = accountsWithFakes();
      const user = await accounts.signup(asha);
      const login = await accounts.login('9825012345', 'green-fields-2026', false);
      expect(login).toEqual({
        token: expect.stringMatching(`^token-${user.id}-`),
        userId: user.id,
      });
      await accounts.login('+919825012345', 'green-fields-2026', true);
      const days = tokens.issued.map(
        (i) => (i.expiresAt.getTime() - clock.now().getTime()) / 86_400_000,
      );
      expect(days).toEqual([1, 30]);
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
      await accounts.updateProfile(me, a.id, {
        password: 'new-monsoon-2027',
        currentPassword: 'green-fields-2026',
      });
      expect(users.rows.get(a.id)!.passwordHash).toBe('hashed:new-monsoon-2027');
      await expect(
        accounts.updateProfile(me, a.id, {
          password: '12345678',
          currentPassword: 'new-monsoon-2027',
        }),
      ).rejects.toThrow('most common');
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

  describe('payment and number privacy', () => {
    it('stores a UPI ID (with the current password) and the number choice (without)', async () => {
      const { accounts, users } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const me = { id: a.id, role: 'user' as const };
      expect(users.rows.get(a.id)).toMatchObject({
        upiId: null,
        mobileToAcceptedBuyersOnly: false,
      });
      await expect(
        accounts.updateProfile(me, a.id, { upiId: 'asha.patel@okaxis' }),
      ).rejects.toMatchObject({ code: 'AUTH.CURRENT_PASSWORD_REQUIRED' });
      await accounts.updateProfile(me, a.id, { mobileToAcceptedBuyersOnly: true });
      await accounts.updateProfile(me, a.id, {
        upiId: ' asha.patel@okaxis ',
        currentPassword: asha.password,
      });
      expect(users.rows.get(a.id)).toMatchObject({
        upiId: 'asha.patel@okaxis',
        mobileToAcceptedBuyersOnly: true,
      });
      await expect(accounts.updateProfile(me, a.id, { upiId: 'asha' })).rejects.toMatchObject({
        code: 'ACCOUNT.INVALID_UPI_ID',
      });
      expect(users.rows.get(a.id)!.upiId).toBe('asha.patel@okaxis');
      await accounts.updateProfile(me, a.id, { upiId: '', currentPassword: asha.password });
      expect(users.rows.get(a.id)!.upiId).toBeNull();
      expect(await users.cardsByIds([a.id])).toEqual([
        expect.objectContaining({ upiId: null, mobileToAcceptedBuyersOnly: true }),
      ]);
    });

    it('tells who keeps member cards, after saving, when what a card shows changed', async () => {
      const { accounts, cardChanges } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const me = { id: a.id, role: 'user' as const };
      const told: string[] = [];
      cardChanges.subscribe((id) => told.push(id));
      await accounts.updateProfile(me, a.id, { address: 'Near the new dairy' });
      await accounts.updateProfile(me, a.id, { name: 'Asha Patel', upiId: null });
      expect(told).toEqual([]);
      await accounts.updateProfile(me, a.id, { mobileToAcceptedBuyersOnly: true });
      await accounts.updateProfile(me, a.id, { name: 'Asha Ben' });
      await accounts.updateProfile(me, a.id, { upiId: 'asha@ybl', currentPassword: asha.password });
      expect(told).toEqual([a.id, a.id, a.id]);
      // A listener that fails does not undo the saved change.
      cardChanges.subscribe(() => {
        throw new Error('cache gone');
      });
      await expect(
        accounts.updateProfile(me, a.id, { mobileToAcceptedBuyersOnly: false }),
      ).resolves.toMatchObject({ mobileToAcceptedBuyersOnly: false });
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

  describe('sessions', () => {
    /** The session id a login's token names (FakeSessionTokens: token-<user>-<session>). */
    const sessionOf = (token: string, userId: string) => token.slice(`token-${userId}-`.length);

    it('opens a server-side session per login, a day or 30 days long', async () => {
      const { accounts, userSessions, tokens, clock } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const short = await accounts.login('9825012345', 'green-fields-2026', false);
      const long = await accounts.login('9825012345', 'green-fields-2026', true);
      const day = 24 * 60 * 60 * 1000;
      const [s1, s2] = [short, long].map((l) => userSessions.rows.get(sessionOf(l.token, a.id))!);
      expect(s1.expiresAt.getTime() - clock.now().getTime()).toBe(day);
      expect(s2.expiresAt.getTime() - clock.now().getTime()).toBe(30 * day);
      expect(tokens.issued.map((i) => i.expiresAt)).toEqual([s1.expiresAt, s2.expiresAt]);
    });

    it("ends only the caller's session at logout", async () => {
      const { accounts, sessions, clock, userSessions } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const phone = await accounts.login('9825012345', 'green-fields-2026', false);
      const laptop = await accounts.login('9825012345', 'green-fields-2026', false);
      const phoneSession = sessionOf(phone.token, a.id);
      const laptopSession = sessionOf(laptop.token, a.id);
      await accounts.logout({ id: a.id, role: 'user', sessionId: phoneSession });
      const current = (sessionId: string) =>
        sessions.current({ userId: a.id, role: 'user', sessionId });
      await expect(current(phoneSession)).resolves.toBeNull();
      await expect(current(laptopSession)).resolves.toEqual({ role: 'user' });
      expect(sessions.forgotten).toEqual([a.id]);
      // Someone else's session id is not theirs to end.
      const b = await accounts.signup({ ...asha, mobile: '9825099999', email: 'b@example.com' });
      await accounts.logout({ id: b.id, role: 'user', sessionId: laptopSession });
      expect(userSessions.rows.get(laptopSession)!.isCurrent(clock.now())).toBe(true);
    });

    it('ends every other session when the password changes, and keeps this one', async () => {
      const { accounts, sessions } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const here = sessionOf(
        (await accounts.login('9825012345', 'green-fields-2026', false)).token,
        a.id,
      );
      const there = sessionOf(
        (await accounts.login('9825012345', 'green-fields-2026', false)).token,
        a.id,
      );
      await accounts.updateProfile({ id: a.id, role: 'user', sessionId: here }, a.id, {
        password: 'new-monsoon-2027',
        currentPassword: 'green-fields-2026',
      });
      const current = (sessionId: string) =>
        sessions.current({ userId: a.id, role: 'user', sessionId });
      await expect(current(here)).resolves.toEqual({ role: 'user' });
      await expect(current(there)).resolves.toBeNull();
    });
  });

  describe('current password', () => {
    it.each([
      ['a new password', { password: 'new-monsoon-2027' }],
      ['a new e-mail', { email: 'asha.new@example.com' }],
      ['a new mobile', { mobile: '9825054321' }],
    ])('is needed for %s: 403 without it or when wrong', async (_what, change) => {
      const { accounts, users } = accountsWithFakes();
      const a = await accounts.signup(asha);
      const me = { id: a.id, role: 'user' as const };
      const before = { ...users.rows.get(a.id)! };
      await expect(accounts.updateProfile(me, a.id, change)).rejects.toMatchObject({
        code: 'AUTH.CURRENT_PASSWORD_REQUIRED',
      });
      const wrong = accounts.updateProfile(me, a.id, { ...change, currentPassword: 'not-it-2026' });
      await expect(wrong).rejects.toBeInstanceOf(ForbiddenError);
      await expect(wrong).rejects.toMatchObject({ code: 'AUTH.CURRENT_PASSWORD_WRONG' });
      expect(users.rows.get(a.id)).toMatchObject({
        email: before.email,
        mobile: before.mobile,
        passwordHash: before.passwordHash,
      });
      await expect(
        accounts.updateProfile(me, a.id, { ...change, currentPassword: 'green-fields-2026' }),
      ).resolves.toBeDefined();
    });

    it('is not needed for the other fields, nor to send the same e-mail and mobile again', async () => {
      const { accounts } = accountsWithFakes();
      const a = await accounts.signup(asha);
      await expect(
        accounts.updateProfile({ id: a.id, role: 'user' }, a.id, {
          name: 'Asha P.',
          email: 'asha@example.com',
          mobile: '+91 98250 12345',
          address: 'Nadiad',
          password: '',
        }),
      ).resolves.toMatchObject({ name: 'Asha P.', address: 'Nadiad' });
    });
  });

  describe('login throttle per account', () => {
    it('lets 5 wrong passwords through, then makes each attempt wait a doubling delay', async () => {
      const { accounts, clock } = accountsWithFakes();
      await accounts.signup(asha);
      for (let i = 0; i < LOGIN_THROTTLE.freeAttempts; i++) {
        await expect(accounts.login('9825012345', 'wrong-guess-1', false)).rejects.toBeInstanceOf(
          UnauthenticatedError,
        );
      }
      // Even the right password waits now: the guesser cannot tell.
      const locked = accounts.login('9825012345', 'green-fields-2026', false);
      await expect(locked).rejects.toBeInstanceOf(TooManyRequestsError);
      await expect(locked).rejects.toMatchObject({ retryAfterSeconds: 60 });
      clock.advance(60_000);
      await expect(accounts.login('9825012345', 'wrong-guess-2', false)).rejects.toBeInstanceOf(
        UnauthenticatedError,
      );
      // The next wait is twice as long.
      clock.advance(60_000);
      await expect(accounts.login('9825012345', 'green-fields-2026', false)).rejects.toMatchObject({
        retryAfterSeconds: 60,
      });
      clock.advance(60_000);
      // A right password clears the count.
      await expect(accounts.login('9825012345', 'green-fields-2026', false)).resolves.toBeDefined();
      await expect(accounts.login('9825012345', 'wrong-guess-3', false)).rejects.toBeInstanceOf(
        UnauthenticatedError,
      );
    });

    it('counts unknown numbers the same way (nothing to learn from the lock)', async () => {
      const { accounts } = accountsWithFakes();
      for (let i = 0; i < LOGIN_THROTTLE.freeAttempts; i++)
        await accounts.login('9000011111', 'wrong-guess-1', false).catch(() => null);
      await expect(accounts.login('9000011111', 'x-guess-2026', false)).rejects.toBeInstanceOf(
        TooManyRequestsError,
      );
    });

    it('never waits more than a quarter of an hour', async () => {
      const { accounts, clock } = accountsWithFakes();
      await accounts.signup(asha);
      for (let i = 0; i < 30; i++) {
        await accounts.login('9825012345', 'wrong-guess-1', false).catch(() => null);
        clock.advance(LOGIN_THROTTLE.maxDelayMs);
      }
      await expect(accounts.login('9825012345', 'green-fields-2026', false)).resolves.toBeDefined();
    });
  });
});
