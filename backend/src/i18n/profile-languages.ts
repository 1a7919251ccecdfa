import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANG, fromProfileLanguage, type Lang } from './language';

/** The language a user chose in their profile: what their notifications and mails are written in. */
export abstract class ProfileLanguages {
  /** English when the user is unknown. */
  abstract of(userId: string): Promise<Lang>;
}

/** Reads `users.language` (through the current transaction when there is one). */
@Injectable()
export class SqlProfileLanguages extends ProfileLanguages {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async of(userId: string): Promise<Lang> {
    const rows = await this.em.execute<{ language: string }[]>(
      'select language from users where id = ?',
      [userId],
    );
    return fromProfileLanguage(rows[0]?.language) ?? DEFAULT_LANG;
  }
}
