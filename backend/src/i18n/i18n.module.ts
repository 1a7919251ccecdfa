import { Global, Module } from '@nestjs/common';
import { ProfileLanguages, SqlProfileLanguages } from './profile-languages';
import { Translator } from './translator';

/** Server-side languages (en, hi, gu): the translator and each user's profile language. */
@Global()
@Module({
  providers: [Translator, { provide: ProfileLanguages, useClass: SqlProfileLanguages }],
  exports: [Translator, ProfileLanguages],
})
export class I18nModule {}
