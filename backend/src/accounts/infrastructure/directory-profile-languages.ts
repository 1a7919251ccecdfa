import { Injectable } from '@nestjs/common';
import type { Lang } from '../../i18n/language';
import { ProfileLanguages } from '../../i18n/profile-languages';
import { MemberDirectory } from '../application/member-directory';

/** Profile languages as the member directory knows them. */
@Injectable()
export class DirectoryProfileLanguages extends ProfileLanguages {
  constructor(private readonly directory: MemberDirectory) {
    super();
  }

  of(userId: string): Promise<Lang> {
    return this.directory.languageOf(userId);
  }
}
