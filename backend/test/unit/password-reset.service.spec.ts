import {
  RESET_CODE_RESEND_COOLDOWN_MS,
  RESET_CODE_TTL_MS,
} from '../../src/accounts/domain/password-reset-code';
import { accountsWithFakes } from '../fakes/accounts';

async function withUser(language: 'English' | 'Hindi' | 'Gujarati' = 'English') {
  const f = accountsWithFakes();
  const user = await f.accounts.signup({
    name: 'Ravi Kumar',
    mobile: '9876543210',
    email: 'ravi@example.com',
    password: 'old-harvest-2025',
    confirmPassword: 'old-harvest-2025',
    state: 'Tamil Nadu',
    address: 'Madurai',
    language,
  });
  return { ...f, user };
}

describe('PasswordResetService', () => {
  it("mails a code in the user's language, with text and HTML parts", async () => {
    const { reset, mailer } = await withUser('Hindi');
    await reset.sendCode({ email: 'RAVI@example.com' });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0];
    expect(mail.to).toBe('ravi@example.com');
    expect(mail.subject).toContain('पासवर्ड');
    expect(mail.text).toContain('123456');
    expect(mail.html).toContain('123456');
  });

  it('says nothing different and sends nothing for an unknown email', async () => {
    const { reset, mailer } = await withUser();
    await expect(reset.sendCode({ email: 'nobody@example.com' })).resolves.toBeUndefined();
    expect(mailer.sent).toHaveLength(0);
  });

  it('sends no second code within 60 seconds, and a new one after', async () => {
    const { reset, mailer, clock } = await withUser();
    await reset.sendCode({ email: 'ravi@example.com' });
    clock.advance(RESET_CODE_RESEND_COOLDOWN_MS - 1000);
    await reset.sendCode({ email: 'ravi@example.com' });
    expect(mailer.sent).toHaveLength(1);
    clock.advance(2000);
    await reset.sendCode({ email: 'ravi@example.com' });
    expect(mailer.sent).toHaveLength(2);
  });

  it('resets the password with the latest code, once, and ends every session', async () => {
    const { reset, users, user, accounts, sessions, userSessions, clock } = await withUser();
    await accounts.login('9876543210', 'old-harvest-2025', false);
    await accounts.login('9876543210', 'old-harvest-2025', true);
    await reset.sendCode({ email: 'ravi@example.com' });
    await reset
      .resetPassword({ email: 'ravi@example.com' }, '000000', 'new-harvest-2026')
      .catch(() => null);
    expect(sessions.forgotten).toEqual([]);
    await reset.resetPassword({ email: 'ravi@example.com' }, '123456', 'new-harvest-2026');
    // Once committed, a replica that remembers sessions is told to forget this user's.
    expect(sessions.forgotten).toEqual([user.id]);
    expect(users.rows.get(user.id)).toMatchObject({ passwordHash: 'hashed:new-harvest-2026' });
    // Both devices' sessions are over.
    expect([...userSessions.rows.values()].map((s) => s.isCurrent(clock.now()))).toEqual([
      false,
      false,
    ]);
    await expect(
      reset.resetPassword({ email: 'ravi@example.com' }, '123456', 'another-pass-2027'),
    ).rejects.toThrow('Invalid OTP or error updating password.');
    await expect(accounts.login('9876543210', 'new-harvest-2026', false)).resolves.toMatchObject({
      userId: user.id,
    });
  });

  it('refuses an expired code', async () => {
    const { reset, clock } = await withUser();
    await reset.sendCode({ email: 'ravi@example.com' });
    clock.advance(RESET_CODE_TTL_MS + 1);
    await expect(
      reset.resetPassword({ email: 'ravi@example.com' }, '123456', 'new-harvest-2026'),
    ).rejects.toMatchObject({ code: 'ACCOUNT.INVALID_RESET_CODE' });
  });

  it('stops accepting even the right code after 5 wrong guesses', async () => {
    const { reset } = await withUser();
    await reset.sendCode({ email: 'ravi@example.com' });
    for (let i = 0; i < 5; i++) {
      await expect(
        reset.resetPassword({ email: 'ravi@example.com' }, '000000', 'new-harvest-2026'),
      ).rejects.toThrow('Invalid OTP');
    }
    await expect(
      reset.resetPassword({ email: 'ravi@example.com' }, '123456', 'new-harvest-2026'),
    ).rejects.toThrow('Invalid OTP');
  });

  it('only the latest code counts once a new one is sent', async () => {
    const { reset, clock } = await withUser();
    await reset.sendCode({ email: 'ravi@example.com' });
    clock.advance(RESET_CODE_RESEND_COOLDOWN_MS);
    await reset.sendCode({ email: 'ravi@example.com' });
    await expect(
      reset.resetPassword({ email: 'ravi@example.com' }, '123456', 'new-harvest-2026'),
    ).rejects.toThrow('Invalid OTP');
    await expect(
      reset.resetPassword({ email: 'ravi@example.com' }, '654321', 'new-harvest-2026'),
    ).resolves.toBeUndefined();
  });

  it('checks the new password against the policy before touching the code', async () => {
    const { reset, codes } = await withUser();
    await reset.sendCode({ email: 'ravi@example.com' });
    await expect(
      reset.resetPassword({ email: 'ravi@example.com' }, '123456', 'password'),
    ).rejects.toThrow('most common');
    expect(codes.rows[0].consumedAt).toBeNull();
    expect(codes.rows[0].attempts).toBe(0);
  });

  it('still answers normally when the mail cannot be sent', async () => {
    const { reset, mailer } = await withUser();
    mailer.failNext = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(reset.sendCode({ email: 'ravi@example.com' })).resolves.toBeUndefined();
  });

  it('answers a request for a code before storing or mailing anything (same time for every e-mail)', async () => {
    const { reset, mailer, codes } = await withUser();
    let release = () => {};
    mailer.send = () => new Promise<void>((done) => (release = done));
    reset.requestCode({ email: 'ravi@example.com' });
    reset.requestCode({ email: 'nobody@example.com' });
    // Nothing happened on the caller's path: no lookup finished, no code stored yet.
    expect(codes.rows).toHaveLength(0);
    const settled = reset.settled();
    await new Promise((r) => setImmediate(r));
    expect(codes.rows).toHaveLength(1);
    release();
    await settled;
  });

  it('lets the owner log in at once after a reset, even while the account was being guessed', async () => {
    const { reset, accounts, user } = await withUser();
    for (let i = 0; i < 5; i++)
      await accounts.login('9876543210', `guess-${i}-wrong`, false).catch(() => null);
    await expect(accounts.login('9876543210', 'old-harvest-2025', false)).rejects.toMatchObject({
      code: 'AUTH.LOGIN_LOCKED',
    });
    await reset.sendCode({ email: 'ravi@example.com' });
    await reset.resetPassword({ email: 'ravi@example.com' }, '123456', 'new-harvest-2026');
    await expect(accounts.login('9876543210', 'new-harvest-2026', false)).resolves.toMatchObject({
      userId: user.id,
    });
  });
});
