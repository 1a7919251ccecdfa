import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
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

/** The 6-digit code in the newest outbox mail to `email`. */
export function latestCodeFor(dataDir: string, email: string): string {
  const dir = join(dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort();
  if (files.length === 0) throw new Error(`no mail for ${email}`);
  const eml = readFileSync(join(dir, files[files.length - 1]), 'utf8');
  const match = /^\s{4}(\d{6})$/m.exec(eml);
  if (!match) throw new Error('no code in the mail');
  return match[1];
}
