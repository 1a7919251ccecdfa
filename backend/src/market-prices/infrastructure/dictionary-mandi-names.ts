import type { Lang } from '../../i18n/language';
import { MandiNames, type MandiNameKind } from '../application/ports/mandi-names';
import shipped from './data/mandi-names.json';

interface Entry {
  hi: string;
  gu: string;
  aliases?: string[];
}

export interface MandiDictionary {
  commodities: Record<string, Entry>;
  varieties: Record<string, Entry>;
  grades: Record<string, Entry>;
  states: Record<string, Entry>;
  districts: Record<string, Entry>;
  markets: Record<string, Entry>;
}

const SECTION: Record<MandiNameKind, keyof MandiDictionary> = {
  commodity: 'commodities',
  variety: 'varieties',
  grade: 'grades',
  state: 'states',
  district: 'districts',
  market: 'markets',
};

/** Names are matched without regard to case or spacing: the feed is not always consistent. */
function keyOf(name: string): string {
  return name.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The reviewed dictionary shipped in data/mandi-names.json: every name in the sample data and the
 * 300 most traded commodities of the national feed, written by us in Hindi and Gujarati
 * (docs/languages.md, "Mandi names"). A name it lacks is shown as the feed wrote it.
 */
export class DictionaryMandiNames extends MandiNames {
  private readonly sections: Record<keyof MandiDictionary, Map<string, Entry>>;

  constructor(dictionary: MandiDictionary = shipped as MandiDictionary) {
    super();
    this.sections = Object.fromEntries(
      Object.values(SECTION).map((section) => [
        section,
        new Map(Object.entries(dictionary[section]).map(([name, e]) => [keyOf(name), e])),
      ]),
    ) as Record<keyof MandiDictionary, Map<string, Entry>>;
  }

  nameIn(kind: MandiNameKind, name: string, lang: Lang): string {
    if (lang === 'en') return name;
    return this.sections[SECTION[kind]].get(keyOf(name))?.[lang] ?? name;
  }

  searchWords(commodity: string): string[] {
    const entry = this.sections.commodities.get(keyOf(commodity));
    const words = [commodity, entry?.hi, entry?.gu, ...(entry?.aliases ?? [])];
    return [...new Set(words.filter((w): w is string => !!w).map((w) => w.toLowerCase()))];
  }
}
