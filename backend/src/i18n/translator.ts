import { Injectable } from '@nestjs/common';
import type { Lang } from './language';
import type { MessageKey } from './messages.en';
import { translate, type MessageParams } from './translate';

/** The translation table as an injectable, for services that word texts for people. */
@Injectable()
export class Translator {
  t(lang: Lang, key: MessageKey, params?: MessageParams): string {
    return translate(lang, key, params);
  }
}
