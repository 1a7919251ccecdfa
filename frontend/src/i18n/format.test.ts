import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees, intlLocale } from './format';

describe('formatting for en-IN, hi-IN and gu-IN', () => {
  it.each(['en', 'hi', 'gu'])('%s groups rupees the Indian way', (language) => {
    expect(formatRupees(100000, language)).toBe('₹1,00,000.00');
    expect(formatRupees(123456.5, language)).toBe('₹1,23,456.50');
    expect(formatNumber(1234567.256, 2, language)).toBe('12,34,567.26');
  });

  it('writes dates in the interface language', () => {
    const day = new Date(2026, 10, 23, 9, 30);
    expect(formatDate(day, false, 'en')).toBe('23 Nov 2026');
    expect(formatDate(day, false, 'hi')).toMatch(/^23 नव/);
    expect(formatDate(day, false, 'gu')).toMatch(/^23 નવે/);
    expect(formatDate('not a date', false, 'en')).toBe('not a date');
  });

  it('maps interface languages to Indian locales', () => {
    expect(intlLocale('hi')).toBe('hi-IN');
    expect(intlLocale('gu-IN')).toBe('gu-IN');
    expect(intlLocale('')).toBe('en-IN');
  });
});
