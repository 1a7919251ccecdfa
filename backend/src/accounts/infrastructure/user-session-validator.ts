import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fromProfileLanguage, type Lang } from '../../i18n/language';
import type { UserRole } from '../../shared/auth/authenticated-user';
import { SessionValidator } from '../../shared/auth/session-tokens';
import { UserSchema } from './user.schema';

/** A token is current while its user exists and has not reset the password since it was issued. */
@Injectable()
export class UserSessionValidator extends SessionValidator {
  constructor(private readonly em: EntityManager) {
    super();
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
    const row = await this.em
      .fork()
      .findOne(UserSchema, { id: userId }, { fields: ['role', 'sessionVersion', 'language'] });
    if (!row || row.sessionVersion !== sessionVersion) return null;
    return { role: row.role, language: fromProfileLanguage(row.language) ?? undefined };
  }
}
