import { Injectable } from '@nestjs/common';
import { MemberDirectory } from '../../accounts/index';
import type { AdvisoryLanguage } from '../domain/language';
import { UserLanguages } from '../application/ports/user-languages';

/** The profile language, from the accounts context's member directory. */
@Injectable()
export class DirectoryUserLanguages extends UserLanguages {
  constructor(private readonly directory: MemberDirectory) {
    super();
  }

  async of(userId: string): Promise<AdvisoryLanguage | null> {
    return (await this.directory.card(userId))?.lang ?? null;
  }
}
