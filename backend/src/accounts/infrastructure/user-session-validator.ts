import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { fromProfileLanguage, type Lang } from '../../i18n/language';
import type { UserRole } from '../../shared/auth/authenticated-user';
import { SessionValidator } from '../../shared/auth/session-tokens';
import { CacheEvents } from '../../shared/cache/cache-events';
import { AppConfig } from '../../shared/config/app-config';

interface SessionRow {
  role: UserRole;
  sessionVersion: number;
  language?: Lang;
}

/**
 * A token is current while its user exists and has not reset the password since it was issued.
 * Checked on every authenticated request, so the user's row is remembered for SESSION_CACHE_MS.
 * When the accounts context changes the user (password reset, profile), every replica forgets it:
 * this one at once, the others when the cache event arrives (and within that time in any case).
 */
@Injectable()
export class UserSessionValidator extends SessionValidator {
  private readonly rows: LRUCache<string, SessionRow> | null;
  /** Bumped by forget(): a read that began before is not kept. */
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
      this.rows?.delete(userId);
    });
  }

  async currentRole(userId: string, sessionVersion: number): Promise<UserRole | null> {
    return (await this.current(userId, sessionVersion))?.role ?? null;
  }

  /** One read gives the role and the profile language (for answers without Accept-Language). */
  override async current(
    userId: string,
    sessionVersion: number,
  ): Promise<{ role: UserRole; language?: Lang } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const row = this.rows?.get(userId) ?? (await this.read(userId));
    if (!row || row.sessionVersion !== sessionVersion) return null;
    return row.language ? { role: row.role, language: row.language } : { role: row.role };
  }

  /** On every replica: here at once, on the others when the cache event arrives. */
  override forget(userId: string): void {
    this.events.publish('session', userId);
  }

  private async read(userId: string): Promise<SessionRow | null> {
    const generation = this.generation;
    // One indexed read, no entity or identity map.
    const [found] = await this.em
      .getConnection()
      .execute<{ role: UserRole; session_version: number; language: string | null }[]>(
        'select role, session_version, language from users where id = ?',
        [userId],
      );
    if (!found) return null;
    const row: SessionRow = {
      role: found.role,
      sessionVersion: Number(found.session_version),
      language: fromProfileLanguage(found.language) ?? undefined,
    };
    if (generation === this.generation) this.rows?.set(userId, row);
    return row;
  }
}
