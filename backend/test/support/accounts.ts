import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { PasswordResetService } from '../../src/accounts/application/password-reset.service';
import type { TestApp } from './test-app';

let counter = 0;

export interface TestUser {
  id: string;
  token: string;
  mobile: string;
  email: string;
  password: string;
}

/** Signs up and logs in a fresh user through the API. */
export async function signUpAndLogIn(
  t: TestApp,
  overrides: Record<string, string> = {},
): Promise<TestUser> {
  counter += 1;
  const mobile =
    overrides.mobile ??
    `98${String(Date.now() % 1e6).padStart(6, '0')}${String(counter % 100).padStart(2, '0')}`;
  const email = overrides.email ?? `farmer${counter}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'kharif-season-2026';
  await request(t.http)
    .post('/api/auth/signup')
    .send({
      name: 'Test Farmer',
      mobile,
      email,
      password,
      confirmPassword: password,
      state: 'Gujarat',
      address: 'Anand',
      language: 'English',
      ...overrides,
    })
    .expect(201);
  const login = await request(t.http)
    .post('/api/auth/login')
    .send({ mobile, password })
    .expect(200);
  return { id: login.body.userId, token: login.body.token, mobile, email, password };
}

/**
 * The 6-digit code in the newest outbox mail to `email`. Codes are mailed after send-otp has
 * answered: given the test app, this waits until its pending codes went out; given only a data
 * folder (a server in another process), it looks again for up to 10 s.
 */
export async function latestCodeFor(app: TestApp | string, email: string): Promise<string> {
  const dataDir = typeof app === 'string' ? app : app.dataDir;
  if (typeof app !== 'string') await app.app.get(PasswordResetService).settled();
  const deadline = Date.now() + (typeof app === 'string' ? 10_000 : 0);
  for (;;) {
    const code = codeIn(dataDir, email);
    if (code || Date.now() >= deadline) {
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the test app's password reset codes asked for so far have been mailed. */
export function codesMailed(t: TestApp): Promise<void> {
  return t.app.get(PasswordResetService).settled();
}

function codeIn(dataDir: string, email: string): string | null {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort();
  if (files.length === 0) return null;
  const eml = readFileSync(join(dir, files[files.length - 1]), 'utf8');
  const match = /^\s{4}(\d{6})$/m.exec(eml);
  if (!match) throw new Error('no code in the mail');
  return match[1];
}
