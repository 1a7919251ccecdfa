import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
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
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return null;
    const row = await this.em
      .fork()
      .findOne(UserSchema, { id: userId }, { fields: ['role', 'sessionVersion'] });
    return row && row.sessionVersion === sessionVersion ? row.role : null;
  }
}
