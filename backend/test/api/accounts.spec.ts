import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { codesMailed, latestCodeFor, signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { startTestApp, type TestApp } from '../support/test-app';

const signupBody = (over: Record<string, unknown> = {}) => ({
  name: '  Meena Devi ',
  mobile: '+91 91234 56780',
  email: 'Meena@Example.com',
  password: 'rabi-wheat-2026',
  confirmPassword: 'rabi-wheat-2026',
  state: 'tamil nadu',
  address: 'Salem',
  language: 'Hindi',
  ...over,
});

describe.each(apiDatabaseTargets)('accounts API on %s', (target) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestApp(target);
    owner = await signUpAndLogIn(t);
    other = await signUpAndLogIn(t);
  });
  afterAll(() => t.close());

  describe('signup', () => {
    it('creates an account on both paths and answers { message } 201', async () => {
      const res = await request(t.http).post('/api/auth/signup').send(signupBody()).expect(201);
      expect(res.body).toEqual({ message: 'Account created. You can now log in.' });
      await request(t.http)
        .post('/auth/signup')
        .send(signupBody({ mobile: '9123456781', email: 'legacy@example.com' }))
        .expect(201);
    });

    it('refuses a taken mobile or email with a readable 409', async () => {
      const again = await request(t.http)
        .post('/api/auth/signup')
        .send(signupBody({ email: 'new@example.com' }))
        .expect(409);
      expect(again.body.message).toBe('An account with this mobile number already exists');
      const email = await request(t.http)
        .post('/api/auth/signup')
        .send(signupBody({ mobile: '9123456782', email: 'MEENA@example.com' }))
        .expect(409);
      expect(email.body.message).toBe('An account with this email already exists');
    });

    it('lets exactly one of two simultaneous signups with the same mobile through (409, not 500)', async () => {
      const body = signupBody({ mobile: '9345678901', email: 'race-a@example.com' });
      const results = await Promise.all([
        request(t.http).post('/api/auth/signup').send(body),
        request(t.http)
          .post('/api/auth/signup')
          .send({ ...body, email: 'race-b@example.com' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it.each([
      [{ name: '   ' }, 'Please fill in your name'],
      [{ confirmPassword: 'something-else-1' }, 'Passwords do not match'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ mobile: '12345' }, 'valid 10-digit Indian mobile number'],
      [{ password: 'password', confirmPassword: 'password' }, 'most common'],
      [{ password: 'short', confirmPassword: 'short' }, 'at least 8 characters'],
      [{ language: 'French' }, 'language must be one of English, Hindi, Gujarati'],
      [{ state: 'Atlantis' }, 'is not a state or union territory of India'],
    ])('refuses %p with a 400 saying %p', async (over, message) => {
      const res = await request(t.http)
        .post('/api/auth/signup')
        .send(signupBody({ mobile: '9000000011', email: 'bad@example.com', ...over }))
        .expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('login', () => {
    it('returns { token, userId } for the right mobile and password', async () => {
      const res = await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: `+91${owner.mobile}`, password: owner.password })
        .expect(200);
      expect(res.body).toEqual({ token: expect.any(String), userId: owner.id });
    });

    it.each([
      ['a wrong password', () => ({ mobile: owner.mobile, password: 'wrong-password-1' })],
      ['an unknown mobile', () => ({ mobile: '9999999999', password: owner.password })],
    ])('answers %s with one generic 401', async (_, body) => {
      const res = await request(t.http).post('/api/auth/login').send(body()).expect(401);
      expect(res.body).toMatchObject({
        statusCode: 401,
        message: 'Invalid phone number or password.',
      });
    });

    it('makes a 1-day token, or a 30-day one with remember', async () => {
      const expiry = async (remember: boolean) => {
        const res = await request(t.http)
          .post('/api/auth/login')
          .send({ mobile: owner.mobile, password: owner.password, remember });
        const payload = JSON.parse(
          Buffer.from(res.body.token.split('.')[1], 'base64url').toString(),
        );
        return (payload.exp - payload.iat) / 86400;
      };
      expect(await expiry(false)).toBe(1);
      expect(await expiry(true)).toBe(30);
    });
  });

  describe('GET /api/auth/users/{userId}', () => {
    it('needs a login (401 for anonymous)', async () => {
      const res = await request(t.http).get(`/api/auth/users/${owner.id}`).expect(401);
      expect(res.body.message).toBe('Please log in to continue');
    });

    it('shows the owner their profile without any password field', async () => {
      const res = await request(t.http)
        .get(`/api/auth/users/${owner.id}`)
        .set('Authorization', `Bearer ${owner.token}`)
        .expect(200);
      expect(Object.keys(res.body).sort()).toEqual([
        '_id',
        'address',
        'email',
        'language',
        'mobile',
        'mobileToAcceptedBuyersOnly',
        'name',
        'quietHoursEnd',
        'quietHoursStart',
        'role',
        'smsAlerts',
        'state',
        'upiId',
        'username',
        'whatsappAlerts',
      ]);
      expect(res.body.role).toBe('user');
      // Until the member says otherwise: no UPI ID, and the number shown on their listings.
      expect(res.body).toMatchObject({ upiId: null, mobileToAcceptedBuyersOnly: false });
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon/i);
    });

    it("refuses another user's profile with 403", async () => {
      const res = await request(t.http)
        .get(`/api/auth/users/${owner.id}`)
        .set('Authorization', `Bearer ${other.token}`)
        .expect(403);
      expect(res.body.code).toBe('ACCOUNT.NOT_YOURS');
    });

    it("answers a malformed id as someone else's (403), not 500", async () => {
      await request(t.http)
        .get('/api/auth/users/not-a-uuid')
        .set('Authorization', `Bearer ${owner.token}`)
        .expect(403);
    });
  });

  describe('PUT /api/auth/users/{userId}', () => {
    it('needs a login (401 for anonymous)', async () => {
      await request(t.http).put(`/api/auth/users/${owner.id}`).send({ name: 'X' }).expect(401);
    });

    it("refuses to change another user's profile (403) and changes nothing", async () => {
      await request(t.http)
        .put(`/api/auth/users/${owner.id}`)
        .set('Authorization', `Bearer ${other.token}`)
        .send({ name: 'Hacked' })
        .expect(403);
      const res = await request(t.http)
        .get(`/api/auth/users/${owner.id}`)
        .set('Authorization', `Bearer ${owner.token}`);
      expect(res.body.name).toBe('Test Farmer');
    });

    it('updates the owner, ignores unknown fields and keeps the password when blank', async () => {
      const res = await request(t.http)
        .put(`/api/auth/users/${owner.id}`)
        .set('Authorization', `Bearer ${owner.token}`)
        .send({
          name: 'Asha Ben',
          username: 'AshaBen',
          language: 'Gujarati',
          state: 'delhi',
          password: '',
          role: 'admin',
          _id: 'x',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        _id: owner.id,
        name: 'Asha Ben',
        username: 'ashaben',
        language: 'Gujarati',
        state: 'Delhi',
      });
      await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: owner.mobile, password: owner.password })
        .expect(200);
    });

    it('refuses to blank out required fields', async () => {
      for (const body of [{ address: '  ' }, { name: '' }, { state: '' }]) {
        await request(t.http)
          .put(`/api/auth/users/${owner.id}`)
          .set('Authorization', `Bearer ${owner.token}`)
          .send(body)
          .expect(400);
      }
    });

    it('re-hashes a new password given the current one, and ends every other session', async () => {
      const fresh = await signUpAndLogIn(t);
      const otherDevice = await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: fresh.mobile, password: fresh.password })
        .expect(200);
      const change = (body: object) =>
        request(t.http)
          .put(`/api/auth/users/${fresh.id}`)
          .set('Authorization', `Bearer ${fresh.token}`)
          .send(body);
      // One stolen token is not enough to take the account over.
      const missing = await change({ password: 'zaid-crop-2027' }).expect(403);
      expect(missing.body.code).toBe('AUTH.CURRENT_PASSWORD_REQUIRED');
      const wrong = await change({ password: 'zaid-crop-2027', currentPassword: 'guess-2026' });
      expect(wrong.status).toBe(403);
      expect(wrong.body.code).toBe('AUTH.CURRENT_PASSWORD_WRONG');
      for (const body of [{ email: 'thief@example.com' }, { mobile: '9111111111' }]) {
        expect((await change(body)).status).toBe(403);
      }
      await change({ password: 'zaid-crop-2027', currentPassword: fresh.password }).expect(200);
      // This device goes on; the other one is logged out.
      await request(t.http)
        .get(`/api/auth/users/${fresh.id}`)
        .set('Authorization', `Bearer ${fresh.token}`)
        .expect(200);
      await request(t.http)
        .get(`/api/auth/users/${fresh.id}`)
        .set('Authorization', `Bearer ${otherDevice.body.token as string}`)
        .expect(401);
      await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: fresh.mobile, password: fresh.password })
        .expect(401);
      await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: fresh.mobile, password: 'zaid-crop-2027' })
        .expect(200);
    });

    it('changes the e-mail with the current password, and ignores an unchanged one without it', async () => {
      const fresh = await signUpAndLogIn(t);
      const put = (body: object) =>
        request(t.http)
          .put(`/api/auth/users/${fresh.id}`)
          .set('Authorization', `Bearer ${fresh.token}`)
          .send(body);
      await put({ email: fresh.email, name: 'Same Mail' }).expect(200);
      const moved = `moved-${fresh.email}`;
      await put({ email: moved, currentPassword: fresh.password }).expect(200);
      expect((await put({}).expect(200)).body.email).toBe(moved);
    });

    it('keeps a UPI ID as typed (trimmed), refuses what is not one (400), and removes it when blank or null', async () => {
      const fresh = await signUpAndLogIn(t);
      const put = (body: object, as: TestUser = fresh) =>
        request(t.http)
          .put(`/api/auth/users/${fresh.id}`)
          .set('Authorization', `Bearer ${as.token}`)
          .send({ currentPassword: as.password, ...body });
      const stored = async () =>
        (
          await request(t.http)
            .get(`/api/auth/users/${fresh.id}`)
            .set('Authorization', `Bearer ${fresh.token}`)
            .expect(200)
        ).body.upiId as string | null;

      // It is where buyers' money goes: a stolen token alone must not change it.
      const noPassword = await request(t.http)
        .put(`/api/auth/users/${fresh.id}`)
        .set('Authorization', `Bearer ${fresh.token}`)
        .send({ upiId: 'thief@ybl' })
        .expect(403);
      expect(noPassword.body.code).toBe('AUTH.CURRENT_PASSWORD_REQUIRED');
      await put({ upiId: 'thief@ybl', currentPassword: 'not-my-password-1' }).expect(403);
      expect(await stored()).toBeNull();
      const saved = await put({ upiId: '  Savita.Patel@okaxis ' }).expect(200);
      expect(saved.body.upiId).toBe('Savita.Patel@okaxis');
      expect(await stored()).toBe('Savita.Patel@okaxis');
      await put({ upiId: '9876543210@ybl' }).expect(200);
      expect(await stored()).toBe('9876543210@ybl');

      for (const upiId of [
        'savita',
        'savita@',
        '@okaxis',
        's@okaxis',
        'savita@ok-axis',
        'savita@9bank',
        'savita patel@okaxis',
        'savita@okaxis@ybl',
        `${'a'.repeat(290)}@okaxis`,
      ]) {
        const res = await put({ upiId });
        expect([upiId, res.status]).toEqual([upiId, 400]);
        expect(res.body.code).toBe('ACCOUNT.INVALID_UPI_ID');
      }
      const english = await put({ upiId: 'savita' });
      expect(english.body.message).toBe(
        'Please enter a valid UPI ID, like savita.patel@okaxis or 9876543210@ybl',
      );
      const hindi = await put({ upiId: 'savita' }).set('Accept-Language', 'hi');
      expect(hindi.body.message).toBe('कृपया सही UPI आईडी लिखें, जैसे 9876543210@UPI');
      // Too long for any UPI ID, and not a string: refused before the service.
      await put({ upiId: `${'a'.repeat(300)}@okaxis` }).expect(400);
      await put({ upiId: 42 }).expect(400);
      expect(await stored()).toBe('9876543210@ybl');

      // Only the owner.
      await request(t.http).put(`/api/auth/users/${fresh.id}`).send({ upiId: null }).expect(401);
      const stranger = await put({ upiId: 'thief@ybl' }, other).expect(403);
      expect(stranger.body.code).toBe('ACCOUNT.NOT_YOURS');
      expect(await stored()).toBe('9876543210@ybl');

      // Leaving it out keeps it; blank or null removes it.
      await put({ name: 'Savita Patel' }).expect(200);
      expect(await stored()).toBe('9876543210@ybl');
      expect((await put({ upiId: '   ' }).expect(200)).body.upiId).toBeNull();
      await put({ upiId: 'savita.patel@okaxis' }).expect(200);
      expect((await put({ upiId: null }).expect(200)).body.upiId).toBeNull();
      expect(await stored()).toBeNull();
    });

    it('turns "mobile only to accepted buyers" on and off, for the owner only', async () => {
      const fresh = await signUpAndLogIn(t);
      const put = (body: object, as: TestUser = fresh) =>
        request(t.http)
          .put(`/api/auth/users/${fresh.id}`)
          .set('Authorization', `Bearer ${as.token}`)
          .send(body);
      const stored = async () =>
        (
          await request(t.http)
            .get(`/api/auth/users/${fresh.id}`)
            .set('Authorization', `Bearer ${fresh.token}`)
            .expect(200)
        ).body.mobileToAcceptedBuyersOnly as boolean;

      expect((await put({ mobileToAcceptedBuyersOnly: true }).expect(200)).body).toMatchObject({
        mobileToAcceptedBuyersOnly: true,
        mobile: fresh.mobile,
      });
      expect(await stored()).toBe(true);
      for (const value of ['yes', 1, null]) {
        await put({ mobileToAcceptedBuyersOnly: value }).expect(400);
      }
      await put({ mobileToAcceptedBuyersOnly: false }, other).expect(403);
      await request(t.http)
        .put(`/api/auth/users/${fresh.id}`)
        .send({ mobileToAcceptedBuyersOnly: false })
        .expect(401);
      expect(await stored()).toBe(true);
      await put({ name: 'Still Private' }).expect(200);
      expect(await stored()).toBe(true);
      await put({ mobileToAcceptedBuyersOnly: false }).expect(200);
      expect(await stored()).toBe(false);
    });

    it('keeps email and username unique (409)', async () => {
      const res = await request(t.http)
        .put(`/api/auth/users/${other.id}`)
        .set('Authorization', `Bearer ${other.token}`)
        .send({ email: owner.email.toUpperCase() })
        .expect(409);
      expect(res.body.code).toBe('ACCOUNT.EMAIL_TAKEN');
      await request(t.http)
        .put(`/api/auth/users/${other.id}`)
        .set('Authorization', `Bearer ${other.token}`)
        .send({ username: 'ashaben' })
        .expect(409);
    });
  });

  describe('tokens', () => {
    it.each([
      [
        'a tampered payload',
        (tok: string) => {
          const [h, , s] = tok.split('.');
          return `${h}.${Buffer.from(JSON.stringify({ sub: owner.id, role: 'admin', sv: 0 })).toString('base64url')}.${s}`;
        },
      ],
      [
        'alg none',
        () =>
          `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: owner.id, role: 'user', sv: 0, iss: 'agrosense' })).toString('base64url')}.`,
      ],
      ['garbage', () => 'not.a.token'],
    ])('refuses %s with 401', async (_, forge) => {
      await request(t.http)
        .get(`/api/auth/users/${owner.id}`)
        .set('Authorization', `Bearer ${forge(owner.token)}`)
        .expect(401);
    });
  });

  describe('password reset by e-mailed code', () => {
    it('answers send-otp the same for known and unknown e-mails, mailing only the known one', async () => {
      const known = await request(t.http)
        .post('/api/auth/send-otp')
        .send({ email: other.email })
        .expect(200);
      const unknown = await request(t.http)
        .post('/api/auth/send-otp')
        .send({ email: 'nobody@example.com' })
        .expect(200);
      expect(known.body).toEqual(unknown.body);
      await codesMailed(t);
      const outbox = readdirSync(join(t.dataDir, 'outbox'));
      expect(outbox.some((f) => f.endsWith(`-${other.email}.eml`))).toBe(true);
      expect(outbox.some((f) => f.includes('nobody'))).toBe(false);
    });

    it('mails a multipart message with text and HTML', () => {
      const dir = join(t.dataDir, 'outbox');
      const file = readdirSync(dir).find((f) => f.endsWith(`-${other.email}.eml`))!;
      const eml = readFileSync(join(dir, file), 'utf8');
      expect(eml).toMatch(/Content-Type: multipart\/alternative/);
      expect(eml).toMatch(/Content-Type: text\/plain/);
      expect(eml).toMatch(/Content-Type: text\/html/);
      expect(eml).toContain('Subject: Your AgroSense password reset code');
    });

    it('resets with the mailed code once, and every older session stops working', async () => {
      const code = await latestCodeFor(t, other.email);
      await request(t.http)
        .post('/api/auth/reset-password')
        .send({ email: other.email, otp: code, newPassword: 'fresh-start-2026' })
        .expect(200, { message: 'Password reset successful.' });
      await request(t.http)
        .get(`/api/auth/users/${other.id}`)
        .set('Authorization', `Bearer ${other.token}`)
        .expect(401);
      const reuse = await request(t.http)
        .post('/api/auth/reset-password')
        .send({ email: other.email, otp: code, newPassword: 'second-try-2026' })
        .expect(400);
      expect(reuse.body.message).toBe('Invalid OTP or error updating password.');
      const login = await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: other.mobile, password: 'fresh-start-2026' })
        .expect(200);
      await request(t.http)
        .get(`/api/auth/users/${other.id}`)
        .set('Authorization', `Bearer ${login.body.token}`)
        .expect(200);
    });

    it('refuses a wrong code with the same message', async () => {
      const res = await request(t.http)
        .post('/api/auth/reset-password')
        .send({ email: owner.email, otp: '000000', newPassword: 'fresh-start-2026' })
        .expect(400);
      expect(res.body.message).toBe('Invalid OTP or error updating password.');
    });
  });
});

describe('rate limits on the auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers the 4th login attempt in a minute with 429 and a message', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.http)
        .post('/api/auth/login')
        .send({ mobile: '9999999999', password: 'whatever-123' })
        .expect(401);
    }
    const res = await request(t.http)
      .post('/api/auth/login')
      .send({ mobile: '9999999999', password: 'whatever-123' })
      .expect(429);
    expect(res.body).toMatchObject({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    });
  });

  it('counts send-otp separately from login', async () => {
    await request(t.http).post('/api/auth/send-otp').send({ email: 'a@example.com' }).expect(200);
  });
});

describe('login limit per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each request from another address (X-Forwarded-For behind a proxy), 3 per address a minute.
    t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  let address = 0;
  const login = (mobile: string, password: string) =>
    request(t.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', `203.0.113.${++address}`)
      .send({ mobile, password });

  it('makes guesses wait after 5 failures whatever the address, and lets the owner back in with a reset', async () => {
    const owner = await signUpAndLogIn(t);
    for (let i = 0; i < 5; i++)
      expect((await login(owner.mobile, `guess-${i}-2026`)).status).toBe(401);
    const locked = await login(owner.mobile, owner.password).expect(429);
    expect(locked.body).toMatchObject({ statusCode: 429, code: 'AUTH.LOGIN_LOCKED' });
    expect(locked.body.message).toMatch(/try again in 1 min/);
    // A minute after the 5th failure (less the time the requests took on a busy machine).
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    // In Hindi too.
    const hindi = await login(owner.mobile, owner.password)
      .set('Accept-Language', 'hi')
      .expect(429);
    expect(hindi.body.message).toContain('1 मिनट बाद');
    // Another account from the same addresses is not affected.
    const neighbour = await signUpAndLogIn(t);
    await login(neighbour.mobile, neighbour.password).expect(200);
    // The owner resets with the mailed code and is in at once.
    await request(t.http).post('/api/auth/send-otp').send({ email: owner.email }).expect(200);
    await request(t.http)
      .post('/api/auth/reset-password')
      .send({
        email: owner.email,
        otp: await latestCodeFor(t, owner.email),
        newPassword: 'back-in-2026',
      })
      .expect(200);
    await login(owner.mobile, 'back-in-2026').expect(200);
  });
});
