import { createHmac, generateKeyPairSync, randomUUID, sign as rsaSign } from 'node:crypto';
import request from 'supertest';
import { latestCodeFor, signUpAndLogIn } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';
import { auth, createAdmin, type Account } from './support/world';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const b64 = (v: object | string) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** A JWT signed by hand, so every field (alg included) can be chosen. */
function jwt(
  payload: Record<string, unknown>,
  opts: { alg?: string; secret?: string; header?: object } = {},
): string {
  const alg = opts.alg ?? 'HS256';
  const head = b64(opts.header ?? { alg, typ: 'JWT' });
  const body = b64(payload);
  const input = `${head}.${body}`;
  if (alg === 'none') return `${input}.`;
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg] ?? 'sha256';
  return `${input}.${createHmac(hash, opts.secret ?? SECRET)
    .update(input)
    .digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Session tokens against the real app with a known JWT_SECRET: a correctly signed token is let in
 * (so the forging below is right), and each way of getting one wrong is a 401.
 */
describe('session tokens', () => {
  let t: TestApp;
  let farmer: Account;
  let admin: Account;
  /** The farmer's real session id, read from the token the login gave. */
  const sessionId = () =>
    (JSON.parse(Buffer.from(farmer.token.split('.')[1], 'base64url').toString()) as { sid: string })
      .sid;
  const claims = () => ({
    sub: farmer.id,
    role: 'user',
    sid: sessionId(),
    iss: 'agrosense',
    iat: now(),
    exp: now() + 3600,
  });
  const profile = (token: string) =>
    request(t.http).get(`/api/auth/users/${farmer.id}`).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await startTestApp('pglite', { JWT_SECRET: SECRET });
    farmer = await signUpAndLogIn(t, { name: 'Token Tara' });
    admin = await createAdmin(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('lets in a token signed with the server secret (the control for the cases below)', async () => {
    await profile(jwt(claims())).expect(200);
  });

  it.each<[string, () => string]>([
    ['expired', () => jwt({ ...claims(), iat: now() - 7200, exp: now() - 60 })],
    ['with a broken signature', () => `${jwt(claims()).slice(0, -4)}AAAA`],
    [
      'tampered (payload changed to admin, signature kept)',
      () => {
        const [h, , s] = jwt(claims()).split('.');
        return `${h}.${b64({ ...claims(), role: 'admin' })}.${s}`;
      },
    ],
    ['signed with another secret', () => jwt(claims(), { secret: `${SECRET}-not` })],
    ['alg none', () => jwt(claims(), { alg: 'none' })],
    ['alg NONE', () => jwt(claims(), { alg: 'none', header: { alg: 'NONE', typ: 'JWT' } })],
    ['HS512 with the right secret (only HS256 is accepted)', () => jwt(claims(), { alg: 'HS512' })],
    [
      'RS256 signed with an attacker key',
      () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const input = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims())}`;
        return `${input}.${rsaSign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
      },
    ],
    ['from another issuer', () => jwt({ ...claims(), iss: 'someone-else' })],
    ['not valid yet', () => jwt({ ...claims(), nbf: now() + 3600 })],
    ['without a session id', () => jwt({ ...claims(), sid: undefined })],
    ['with a session id that does not exist', () => jwt({ ...claims(), sid: randomUUID() })],
    ['with a session id that is not a uuid', () => jwt({ ...claims(), sid: "x' or 1=1 --" })],
    [
      "with another user's session id",
      () =>
        jwt({
          ...claims(),
          sid: (
            JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString()) as {
              sid: string;
            }
          ).sid,
        }),
    ],
    [
      'in the old format (session version, no session id)',
      () => jwt({ ...claims(), sid: undefined, sv: 0 }),
    ],
    ['with a role that does not exist', () => jwt({ ...claims(), role: 'root' })],
    ['for a user that does not exist', () => jwt({ ...claims(), sub: randomUUID() })],
    ['garbage', () => 'not.a.token'],
    ['empty', () => ''],
  ])('refuses a token %s with 401 and a message', async (_, forge) => {
    const res = await profile(forge()).expect(401);
    expect(res.body.message).toBe('Please log in to continue');
  });

  it('does not take a user token that claims admin, even correctly signed', async () => {
    // The role comes from the database, not the token: this one is signed right but lies.
    const token = jwt({ ...claims(), role: 'admin' });
    await request(t.http).get('/api/contact/messages').set(auth({ token })).expect(403);
    await request(t.http).get('/api/contact/messages').set(auth(admin)).expect(200);
  });

  it('reads the token only from the Authorization header', async () => {
    const token = jwt(claims());
    await request(t.http).get(`/api/auth/users/${farmer.id}?access_token=${token}`).expect(401);
    await request(t.http)
      .get(`/api/auth/users/${farmer.id}`)
      .set('Cookie', `authToken=${token}`)
      .expect(401);
    await request(t.http)
      .get(`/api/auth/users/${farmer.id}`)
      .set('Authorization', `Basic ${token}`)
      .expect(401);
  });

  it('ends every older session on a password reset, end to end', async () => {
    const u = await signUpAndLogIn(t, { name: 'Reset Ravi' });
    const phone = await request(t.http)
      .post('/api/auth/login')
      .send({ mobile: u.mobile, password: u.password, remember: true })
      .expect(200);
    const sessions = [u.token, phone.body.token as string];
    for (const token of sessions)
      await request(t.http).get(`/api/orders/${u.id}`).set(auth({ token })).expect(200);

    await request(t.http).post('/api/auth/send-otp').send({ email: u.email }).expect(200);
    const code = await latestCodeFor(t, u.email);
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({ email: u.email, otp: code, newPassword: 'after-the-reset-2026' })
      .expect(200);

    for (const token of sessions) {
      await request(t.http).get(`/api/orders/${u.id}`).set(auth({ token })).expect(401);
      await request(t.http)
        .put(`/api/auth/users/${u.id}`)
        .set(auth({ token }))
        .send({ address: 'Taken over' })
        .expect(401);
    }
    await request(t.http)
      .post('/api/auth/login')
      .send({ mobile: u.mobile, password: u.password })
      .expect(401);
    const fresh = await request(t.http)
      .post('/api/auth/login')
      .send({ mobile: u.mobile, password: 'after-the-reset-2026' })
      .expect(200);
    // A new session: not one of the revoked ones.
    const sid = (token: string) =>
      (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    expect(sessions.map(sid)).not.toContain(sid(fresh.body.token as string));
    await request(t.http).get(`/api/orders/${u.id}`).set(auth(fresh.body)).expect(200);
  });

  it('refuses a token once its session logged out, here and for every later request', async () => {
    const u = await signUpAndLogIn(t, { name: 'Logout Lata' });
    const laptop = await request(t.http)
      .post('/api/auth/login')
      .send({ mobile: u.mobile, password: u.password })
      .expect(200);
    await request(t.http)
      .get(`/api/orders/${u.id}`)
      .set(auth({ token: u.token }))
      .expect(200);
    await request(t.http)
      .post('/api/auth/logout')
      .set(auth({ token: u.token }))
      .expect(204);
    const after = await request(t.http)
      .get(`/api/orders/${u.id}`)
      .set(auth({ token: u.token }));
    expect(after.status).toBe(401);
    await request(t.http)
      .post('/api/auth/logout')
      .set(auth({ token: u.token }))
      .expect(401);
    // The other device stays logged in.
    await request(t.http)
      .get(`/api/orders/${u.id}`)
      .set(auth({ token: laptop.body.token as string }))
      .expect(200);
    await request(t.http).post('/api/auth/logout').expect(401);
  });
});
