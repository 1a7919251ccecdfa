import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_LANGS } from '../../src/content/domain/localized-text';
import { RESOURCE_TEXT_FIELDS } from '../../src/content/domain/machinery-resource';
import { SCHEME_TEXT_FIELDS } from '../../src/content/domain/scheme';
import { FileReferenceContentSource } from '../../src/content/infrastructure/file-reference-content.source';
import { englishWordsIn } from '../support/english-words';

// Every shipped content record is written in Hindi and Gujarati too (issue #20): a record without
// its translation fails here, it is never shown in English to a Hindi or Gujarati reader.
const source = new FileReferenceContentSource();
const SCRIPT = { hi: /[\u0900-\u097f]/, gu: /[\u0a80-\u0aff]/ } as const;

describe.each(TRANSLATED_LANGS)('shipped content in %s', (lang) => {
  it('has every scheme, every text field, in the language and its script', async () => {
    const { schemes } = await source.translation(lang);
    const shipped = await source.schemes();
    expect(Object.keys(schemes).sort()).toEqual(shipped.map((s) => s.code).sort());
    for (const s of shipped) {
      for (const field of SCHEME_TEXT_FIELDS) {
        const value = schemes[s.code]![field];
        expect({ code: s.code, field, ok: SCRIPT[lang].test(value) }).toEqual({
          code: s.code,
          field,
          ok: true,
        });
        expect({ code: s.code, field, english: englishWordsIn(value) }).toEqual({
          code: s.code,
          field,
          english: [],
        });
      }
    }
  });

  it('names every state agriculture department', async () => {
    const { departments } = await source.translation(lang);
    for (const d of await source.agricultureDepartments()) {
      expect({ state: d.state, name: departments[d.state] }).toEqual({
        state: d.state,
        name: expect.stringMatching(SCRIPT[lang]),
      });
      expect(englishWordsIn(departments[d.state]!)).toEqual([]);
    }
  });

  it('has every machinery guide, every text field, with the same steps', async () => {
    const { resources } = await source.translation(lang);
    const shipped = await source.resources();
    expect(Object.keys(resources).sort()).toEqual(shipped.map((r) => r.code).sort());
    for (const r of shipped) {
      const texts = resources[r.code]!;
      for (const field of RESOURCE_TEXT_FIELDS) {
        expect({ code: r.code, field, english: englishWordsIn(texts[field]) }).toEqual({
          code: r.code,
          field,
          english: [],
        });
        expect(texts[field]).toMatch(SCRIPT[lang]);
      }
      const steps = (text: string) => (text.match(/(^|\s)\d+\.\s/g) ?? []).length;
      expect({ code: r.code, steps: steps(texts.howToUse) }).toEqual({
        code: r.code,
        steps: steps(r.howtouse),
      });
    }
  });

  it('names every state and union territory', async () => {
    for (const s of await source.indianStates()) {
      expect({ code: s.code, name: s[lang] }).toEqual({
        code: s.code,
        name: expect.stringMatching(SCRIPT[lang]),
      });
    }
  });
});

describe('the mandi names dictionary', () => {
  const dictionary = JSON.parse(
    readFileSync(
      join(__dirname, '../../src/market-prices/infrastructure/data/mandi-names.json'),
      'utf8',
    ),
  ) as Record<string, Record<string, { hi: string; gu: string; aliases?: string[] }>>;
  const sample = JSON.parse(
    readFileSync(
      join(__dirname, '../../src/market-prices/infrastructure/data/sample-mandi-prices.json'),
      'utf8',
    ),
  ) as { records: Record<string, string>[] };

  it.each([
    ['state', 'states'],
    ['district', 'districts'],
    ['market', 'markets'],
    ['commodity', 'commodities'],
    ['variety', 'varieties'],
    ['grade', 'grades'],
  ])('names every %s of the shipped sample in Hindi and Gujarati', (field, section) => {
    const names = new Set(sample.records.map((r) => r[field]!));
    for (const name of names) {
      const entry = dictionary[section]![name];
      expect({ name, hi: entry?.hi, gu: entry?.gu }).toEqual({
        name,
        hi: expect.stringMatching(SCRIPT.hi),
        gu: expect.stringMatching(SCRIPT.gu),
      });
    }
  });

  it('holds the 300 most traded commodities of the national feed, with the words farmers type', () => {
    const commodities = Object.entries(dictionary.commodities!);
    expect(commodities.length).toBeGreaterThanOrEqual(300);
    for (const [name, entry] of commodities) {
      expect({ name, hi: englishWordsIn(entry.hi), gu: englishWordsIn(entry.gu) }).toEqual({
        name,
        hi: [],
        gu: [],
      });
      for (const alias of entry.aliases ?? []) expect(alias).toBe(alias.toLowerCase());
    }
    expect(dictionary.commodities!.Wheat?.aliases).toEqual(expect.arrayContaining(['gehu']));
  });
});
