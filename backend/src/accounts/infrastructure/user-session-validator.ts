import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { fromProfileLanguage, type Lang } from '../../i18n/language';
import type { UserRole } from '../../shared/auth/authenticated-user';
import { SessionValidator, type SessionClaims } from '../../shared/auth/session-tokens';
import { CacheEvents } from '../../shared/cache/cache-events';
import { AppConfig } from '../../shared/config/app-config';

interface SessionRow {
  userId: string;
  role: UserRole;
  language?: Lang;
  expiresAt: number;
  revoked: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A token is current while its session row exists for its user, has not expired and was not
 * revoked (logout, password change or reset). Checked on every authenticated request, so the row
 * (with the user's role and language) is remembered for SESSION_CACHE_MS. When the accounts
 * context changes a user's sessions or profile, every replica forgets that user's rows: this one
 * at once, the others when the cache event arrives (and within SESSION_CACHE_MS in any case).
 */
@Injectable()
export class UserSessionValidator extends SessionValidator {
  private readonly rows: LRUCache<string, SessionRow> | null;
  /** Bumped by every forget: a read that began before it is not kept. */
  private generation = 0;

  constructor(
    private readonly em: EntityManager,
    config: AppConfig,
    private readonly events: CacheEvents,
  ) {
    super();
    this.rows =
      config.sessionCacheMs > 0 ? new LRUCache({ max: 10_000, ttl: config.sessionCacheMs }) : null;
    events.subscribe('session', (userId) => {
      this.generation++;
      if (!this.rows) return;
      const stale = [...this.rows.entries()].filter(([, row]) => row.userId === userId);
      for (const [sessionId] of stale) this.rows.delete(sessionId);
    });
  }

  override async current(
    claims: SessionClaims,
  ): Promise<{ role: UserRole; language?: Lang } | null> {
    if (!UUID.test(claims.sessionId)) return null;
    const row = this.rows?.get(claims.sessionId) ?? (await this.read(claims.sessionId));
    if (!row || row.revoked || row.userId !== claims.userId || Date.now() >= row.expiresAt)
      return null;
    return row.language ? { role: row.role, language: row.language } : { role: row.role };
  }

  /** On every replica: here at once, on the others when the cache event arrives. */
  override forget(userId: string): void {
    this.events.publish('session', userId);
  }

  private async read(sessionId: string): Promise<SessionRow | null> {
    const generation = this.generation;
    // One indexed read, no entity or identity map.
    const [found] = await this.em.getConnection().execute<
      {
        user_id: string;
        expires_at: Date;
        revoked_at: Date | null;
        role: UserRole;
        language: string | null;
      }[]
    >(
      `select s.user_id, s.expires_at, s.revoked_at, u.role, u.language
         from user_sessions s join users u on u.id = s.user_id
        where s.id = ?`,
      [sessionId],
    );
    if (!found) return null;
    const row: SessionRow = {
      userId: found.user_id,
      role: found.role,
      language: fromProfileLanguage(found.language) ?? undefined,
      expiresAt: new Date(found.expires_at).getTime(),
      revoked: found.revoked_at !== null,
    };
    if (generation === this.generation) this.rows?.set(sessionId, row);
    return row;
  }
}
