import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatNumber,
  formatQuantity,
  formatRupees,
  intlLocale,
  unitName,
} from './format';
import { changeLanguage } from './i18n';

describe('formatting for en-IN, hi-IN and gu-IN', () => {
  it.each(['en', 'hi', 'gu'])('%s groups rupees the Indian way', (language) => {
    // Paise only when there are some: ₹2,650 and ₹1,20,000, but ₹1,23,456.50.
    expect(formatRupees(100000, language)).toBe('₹1,00,000');
    expect(formatRupees(2650, language)).toBe('₹2,650');
    expect(formatRupees(0.5, language)).toBe('₹0.50');
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

  it('says the time of day in words in Hindi and Gujarati, never "am" or "pm"', () => {
    const evening = new Date(2026, 10, 23, 18, 40);
    expect(formatDate(evening, true, 'en')).toMatch(/^23 Nov 2026, 6:40\s?pm$/i);
    const hi = formatDate(evening, true, 'hi');
    const gu = formatDate(evening, true, 'gu');
    expect(hi).toContain('शाम');
    expect(gu).toContain('સાંજે');
    for (const text of [hi, gu]) expect(text).not.toMatch(/am|pm/i);
    expect(formatDate(new Date(2026, 10, 23, 9, 5), true, 'hi')).toContain('सुबह 9:05');
  });

  it('names units and writes quantities in the reader’s language', async () => {
    await changeLanguage('hi');
    await changeLanguage('gu');
    await changeLanguage('en');
    expect(formatQuantity(12.5, 'kg', 'en')).toBe('12.5 kg');
    expect(formatQuantity(1200, 'kg', 'hi')).toBe('1,200 किलो');
    expect(formatQuantity(2, 'dozen', 'gu')).toBe('2 ડઝન');
    expect(unitName('each', 'hi')).toBe('नग');
    expect(unitName('quintal', 'hi')).toBe('quintal');
  });

  it('maps interface languages to Indian locales', () => {
    expect(intlLocale('hi')).toBe('hi-IN');
    expect(intlLocale('gu-IN')).toBe('gu-IN');
    expect(intlLocale('')).toBe('en-IN');
  });
});
