import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fromProfileLanguage } from '../../i18n/language';
import type { AdvisoryLanguage } from '../domain/language';
import { UserLanguages } from '../application/ports/user-languages';

/** Reads the profile language straight from the accounts table (a read-only view of it). */
@Injectable()
export class SqlUserLanguages extends UserLanguages {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async of(userId: string): Promise<AdvisoryLanguage | null> {
    const rows = await this.em.execute<{ language: string }[]>(
      'select language from users where id = ?',
      [userId],
    );
    return fromProfileLanguage(rows[0]?.language);
  }
}
