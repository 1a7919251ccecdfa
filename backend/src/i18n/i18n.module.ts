import { Module } from '@nestjs/common';
import { ProfileLanguages, SqlProfileLanguages } from './profile-languages';

/** Server-side languages (en, hi, gu): each user's profile language. */
@Module({
  providers: [{ provide: ProfileLanguages, useClass: SqlProfileLanguages }],
  exports: [ProfileLanguages],
})
export class I18nModule {}
