import type { Lang } from '../../../i18n/language';

/** What a name in a mandi price report names. */
export type MandiNameKind = 'commodity' | 'variety' | 'grade' | 'state' | 'district' | 'market';

/**
 * The feed's English names in Hindi and Gujarati (data.gov.in reports arrive in English only),
 * and the words farmers type for a commodity ("gehu", "ઘઉં", "kanda").
 */
export abstract class MandiNames {
  /** The name for a reader of `lang`; the feed's own name when we have none (or for English). */
  abstract nameIn(kind: MandiNameKind, name: string, lang: Lang): string;
  /** Lower-case words that find this commodity: its English, Hindi and Gujarati names and aliases. */
  abstract searchWords(commodity: string): string[];
}
