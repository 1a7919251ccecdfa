import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { UserSession } from '../domain/user-session';
import { UserSessionRepository } from '../application/ports/user-session.repository';

/**
 * Plain statements on user_sessions (through the request's EntityManager, so inside a unit of
 * work they run in its transaction). Revocations are single set-based updates.
 */
@Injectable()
export class SqlUserSessionRepository extends UserSessionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(s: UserSession): Promise<void> {
    await this.em.execute(
      'insert into user_sessions (id, user_id, created_at, expires_at, revoked_at) values (?, ?, ?, ?, ?)',
      [s.id, s.userId, s.createdAt, s.expiresAt, s.revokedAt],
    );
  }

  async revoke(userId: string, sessionId: string, now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      'update user_sessions set revoked_at = ? where id = ? and user_id = ? and revoked_at is null returning id',
      [now, sessionId, userId],
    );
    return rows.length > 0;
  }

  async revokeAllOf(userId: string, now: Date, keep?: string): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update user_sessions set revoked_at = ?
        where user_id = ? and revoked_at is null and expires_at > ?${keep ? ' and id <> ?' : ''}
        returning id`,
      keep ? [now, userId, now, keep] : [now, userId, now],
    );
    return rows.length;
  }

  async purgeEndedBefore(userId: string, before: Date): Promise<void> {
    await this.em.execute(
      'delete from user_sessions where user_id = ? and (expires_at < ? or revoked_at < ?)',
      [userId, before, before],
    );
  }
}
