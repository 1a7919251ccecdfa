import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/market/en.json';
import gu from '../../i18n/locales/market/gu.json';
import hi from '../../i18n/locales/market/hi.json';

type Catalogue = { [key: string]: string | Catalogue };

function entriesOf(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : entriesOf(value, `${prefix}${key}.`),
  );
}

describe('market texts', () => {
  it.each([
    ['hi', hi],
    ['gu', gu],
  ])('%s has exactly the keys of English, none empty', (_language, catalogue) => {
    const keys = entriesOf(catalogue).map(([key]) => key);
    expect(keys.sort()).toEqual(
      entriesOf(en)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, text] of entriesOf(catalogue)) expect(text.trim(), key).not.toBe('');
  });

  it('keeps the exact English texts of the older app', () => {
    expect(en.sell.title).toBe('Create a New Crop Listing');
    expect(en.sell.success).toBe('Successfully Added to Sell');
    expect(en.sell.tooManyImages).toBe('You can only upload a maximum of 4 images');
    expect(en.sell.notAuthenticated).toBe('User not authenticated');
    expect(en.buy.success).toBe('Order placed! The seller has been notified.');
    expect(en.buy.failed).toBe('Failed to place order. Please try again.');
    expect(en.buy.loginRequired).toBe('You must be logged in to buy crops.');
    expect(en.defaults).toEqual({
      uncategorized: 'Uncategorized',
      noDescription: 'No description available.',
      unknown: 'Unknown',
      notProvided: 'Not provided',
    });
  });
});
