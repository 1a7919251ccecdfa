import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { SessionTokens } from '../../src/shared/auth/session-tokens';
import type { TestApp } from './test-app';

/**
 * Many users at once for concurrency tests: rows written directly (no argon2 per user) and
 * tokens issued by the app's own SessionTokens, so every request still passes the real guard.
 */
export async function createUsersFast(
  t: TestApp,
  count: number,
  role: 'user' | 'admin' = 'user',
): Promise<{ id: string; token: string; mobile: string; email: string }[]> {
  const orm = t.app.get(MikroORM);
  const tokens = t.app.get(SessionTokens);
  const users = Array.from({ length: count }, (_, i) => {
    const id = randomUUID();
    const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    return { id, i, mobile, email: `fast-${id}@example.com` };
  });
  const now = new Date();
  const em = orm.em.fork();
  for (let start = 0; start < users.length; start += 100) {
    const batch = users.slice(start, start + 100);
    await em.getConnection().execute(
      `insert into users (id, name, username, email, mobile, password_hash, language, state, address, role, created_at, updated_at)
       values ${batch.map(() => "(?, ?, null, ?, ?, 'x', 'English', 'Gujarat', 'Anand', ?, ?, ?)").join(', ')}`,
      batch.flatMap((u) => [u.id, `Buyer ${u.i}`, u.email, u.mobile, role, now, now]),
    );
  }
  // One session per user, as a login makes.
  const sessions = users.map((u) => ({ ...u, sessionId: randomUUID() }));
  const expiresAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  for (let start = 0; start < sessions.length; start += 100) {
    const batch = sessions.slice(start, start + 100);
    await em.getConnection().execute(
      `insert into user_sessions (id, user_id, created_at, expires_at)
       values ${batch.map(() => '(?, ?, ?, ?)').join(', ')}`,
      batch.flatMap((u) => [u.sessionId, u.id, now, expiresAt]),
    );
  }
  return Promise.all(
    sessions.map(async (u) => ({
      id: u.id,
      token: await tokens.issue({ userId: u.id, role, sessionId: u.sessionId }, expiresAt),
      mobile: u.mobile,
      email: u.email,
    })),
  );
}
