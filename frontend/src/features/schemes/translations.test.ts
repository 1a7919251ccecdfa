import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/schemes/en.json';
import gu from '../../i18n/locales/schemes/gu.json';
import hi from '../../i18n/locales/schemes/hi.json';

type Catalogue = { [key: string]: string | Catalogue };

function entriesOf(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

describe('scheme texts', () => {
  it.each([
    ['hi', hi],
    ['gu', gu],
  ])('%s has exactly the English keys, each translated', (_language, catalogue) => {
    const english = new Map(entriesOf(en));
    const entries = entriesOf(catalogue);
    expect(entries.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of entries) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(english.get(key));
    }
  });

  it('keeps the exact English texts of the older app', () => {
    expect(en.searchStates).toBe('Search states');
    expect(en.noStates).toBe('No states found');
    expect(en.backToFeatures).toBe('Back to Features');
    expect(en.quickReports.title).toBe('Quick Reports');
    expect(en.state.backToStates).toBe('Back to States');
    expect(en.state.empty).toBe('No schemes available for this state.');
    expect(en.state.failed).toBe('Failed to fetch schemes. Please try again later.');
    expect(en.scheme.applyNow).toBe('Apply Now');
  });
});
