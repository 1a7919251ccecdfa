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
      `insert into users (id, name, username, email, mobile, password_hash, language, state, address, role, session_version, created_at, updated_at)
       values ${batch.map(() => "(?, ?, null, ?, ?, 'x', 'English', 'Gujarat', 'Anand', ?, 0, ?, ?)").join(', ')}`,
      batch.flatMap((u) => [u.id, `Buyer ${u.i}`, u.email, u.mobile, role, now, now]),
    );
  }
  return Promise.all(
    users.map(async (u) => ({
      id: u.id,
      token: await tokens.issue({ userId: u.id, role, sessionVersion: 0 }, false),
      mobile: u.mobile,
      email: u.email,
    })),
  );
}
