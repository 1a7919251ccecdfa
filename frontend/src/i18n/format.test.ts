import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  describeDay,
  formatDate,
  formatNumber,
  formatQuantity,
  formatRelativeDay,
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

describe('days said relatively', () => {
  // 26 Nov 2026, 10:15 in the morning on the reader's clock.
  const now = new Date(2026, 10, 26, 10, 15);
  const daysBack = (days: number, hour = 9) => new Date(2026, 10, 26 - days, hour, 5);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['en', ['today', 'yesterday', '2 days ago', '7 days ago'], '18 Nov 2026'],
    ['hi', ['आज', 'कल', 'परसों', '7 दिन पहले'], '18 नव॰ 2026'],
    ['gu', ['આજે', 'ગઈકાલે', 'ગયા પરમદિવસે', '7 દિવસ પહેલાં'], '18 નવે, 2026'],
  ])('%s: today, yesterday, days ago within a week, then the date', (language, said, date) => {
    expect([0, 1, 2, 7].map((days) => formatRelativeDay(daysBack(days), { language }))).toEqual(
      said,
    );
    expect(formatRelativeDay(daysBack(8), { language })).toBe(date);
    expect(formatRelativeDay(daysBack(8), { language })).toBe(
      formatDate(daysBack(8), false, language),
    );
  });

  it('counts calendar days, not 24-hour spans, and reads ISO text', () => {
    // Late last night is yesterday, though fewer than 24 hours ago.
    expect(formatRelativeDay(daysBack(1, 23), { language: 'en' })).toBe('yesterday');
    expect(formatRelativeDay(new Date(2026, 10, 26, 0, 1).toISOString(), { language: 'en' })).toBe(
      'today',
    );
    expect(describeDay(daysBack(3), { language: 'en' })).toEqual({
      text: '3 days ago',
      relative: true,
    });
    expect(describeDay(daysBack(30), { language: 'en' })).toEqual({
      text: '27 Oct 2026',
      relative: false,
    });
    expect(describeDay('not a date', { language: 'en' })).toEqual({
      text: 'not a date',
      relative: false,
    });
  });

  it('takes a time a few minutes ahead of the clock as today, a later day as a date', () => {
    const justAfterMidnight = new Date(2026, 10, 27, 0, 10);
    const lateEvening = new Date(2026, 10, 26, 23, 55);
    expect(formatRelativeDay(justAfterMidnight, { language: 'en', now: lateEvening })).toBe(
      'today',
    );
    expect(formatRelativeDay(new Date(2026, 10, 29, 9, 0), { language: 'en' })).toBe('29 Nov 2026');
  });

  it.each([
    ['en', /^today, 9:05\s?am$/i, /^yesterday, 6:40\s?pm$/i],
    ['hi', /^आज, सुबह 9:05$/, /^कल, शाम 6:40$/],
    ['gu', /^આજે, 9:05 સવારે$/, /^ગઈકાલે, 6:40 સાંજે$/],
  ])('%s: with the time, today and yesterday keep their hour', (language, today, yesterday) => {
    expect(formatRelativeDay(daysBack(0), { language, withTime: true })).toMatch(today);
    expect(formatRelativeDay(new Date(2026, 10, 25, 18, 40), { language, withTime: true })).toMatch(
      yesterday,
    );
    // Older than yesterday: the whole date and time, nothing exact lost.
    expect(formatRelativeDay(daysBack(2), { language, withTime: true })).toBe(
      formatDate(daysBack(2), true, language),
    );
  });
});
