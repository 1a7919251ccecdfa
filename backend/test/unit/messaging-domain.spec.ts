import { LANGS } from '../../src/i18n/language';
import { phoneText } from '../../src/messaging/application/phone-messages';
import { MESSAGE_TEMPLATES } from '../../src/messaging/domain/message';
import { backoffSeconds } from '../../src/messaging/domain/queued-message';
import {
  indiaDayStart,
  isQuiet,
  nextIndiaMidnight,
  notBeforeFor,
} from '../../src/messaging/domain/quiet-hours';
import { smsSegments } from '../../src/messaging/domain/segments';
import { codeToUuid, uuidToCode } from '../../src/messaging/domain/short-link';

/** 2026-11-27 at hh:mm India time. */
const ist = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+05:30`);

describe('quiet hours (India time)', () => {
  const night = { start: '21:00', end: '07:00' };

  it('run over midnight: 21:00 and 03:00 are quiet, 07:00 and 20:59 are not', () => {
    expect(isQuiet(ist('21:00'), night)).toBe(true);
    expect(isQuiet(ist('03:00'), night)).toBe(true);
    expect(isQuiet(ist('07:00'), night)).toBe(false);
    expect(isQuiet(ist('20:59'), night)).toBe(false);
  });

  it('hold a message until they end, and let one outside them go at once', () => {
    expect(notBeforeFor(ist('22:15'), night).toISOString()).toBe(
      new Date('2026-11-28T07:00:00+05:30').toISOString(),
    );
    expect(notBeforeFor(ist('05:30'), night).toISOString()).toBe(ist('07:00').toISOString());
    expect(notBeforeFor(ist('12:00'), night)).toEqual(ist('12:00'));
  });

  it('within a day (13:00-15:00) and none at all (equal times)', () => {
    const lunch = { start: '13:00', end: '15:00' };
    expect(isQuiet(ist('14:00'), lunch)).toBe(true);
    expect(isQuiet(ist('15:00'), lunch)).toBe(false);
    expect(notBeforeFor(ist('13:30'), lunch)).toEqual(ist('15:00'));
    expect(isQuiet(ist('03:00'), { start: '00:00', end: '00:00' })).toBe(false);
  });

  it('count days from India midnight, not UTC', () => {
    expect(indiaDayStart(ist('00:30')).toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(nextIndiaMidnight(ist('23:59')).toISOString()).toBe('2026-11-27T18:30:00.000Z');
  });
});

describe('SMS segments', () => {
  it('are 160 GSM-7 characters, then 153 a part; 70 UCS-2, then 67', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('क'.repeat(70))).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(smsSegments('क'.repeat(71)).segments).toBe(2);
    expect(smsSegments('क'.repeat(134)).segments).toBe(2);
    // One Hindi letter makes an English text UCS-2; braces take two GSM-7 places.
    expect(smsSegments(`${'a'.repeat(100)}क`).encoding).toBe('ucs2');
    expect(smsSegments('{'.repeat(80)).units).toBe(160);
  });

  /**
   * What the messages cost with realistic values: a long crop name, the quantity, a short link on
   * a 19-character site address. English stays GSM-7 (no ₹ sign: "Rs"); Hindi and Gujarati are
   * UCS-2 and must stay within two parts.
   */
  it.each(LANGS)('of every template in %s stay within two parts (one for English)', (lang) => {
    const values = {
      crop: 'Basmati Rice',
      quantity: lang === 'en' ? '120 kg' : lang === 'hi' ? '120 किलो' : '120 કિલો',
      link: `https://agrosense.in/o/${uuidToCode('0b9c2f4e-8d1a-4c3b-9e7f-6a5d4c3b2a10')}`,
      date: '28/11/2026',
      total: '3,060.00',
      market: 'Rajkot',
      price: '2,750',
      change: lang === 'en' ? 'up Rs 120' : lang === 'hi' ? '₹120 बढ़ा' : '₹120 વધ્યો',
      code: '482913',
    };
    for (const template of MESSAGE_TEMPLATES) {
      const text = phoneText(template, lang, values);
      expect(text).not.toMatch(/\{\w+\}/);
      const { encoding, segments } = smsSegments(text);
      if (lang === 'en')
        expect({ template, encoding, segments }).toEqual({
          template,
          encoding: 'gsm7',
          segments: 1,
        });
      else expect({ template, segments: Math.min(segments, 2) }).toEqual({ template, segments });
    }
  });
});

describe('short links', () => {
  it('turn a UUID into 22 characters and back', () => {
    const id = '0b9c2f4e-8d1a-4c3b-9e7f-6a5d4c3b2a10';
    const code = uuidToCode(id);
    expect(code).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(codeToUuid(code)).toBe(id);
    expect(codeToUuid(uuidToCode('00000000-0000-4000-8000-000000000000'))).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
  });

  it('give null for what is not a code', () => {
    expect(codeToUuid('')).toBeNull();
    expect(codeToUuid('../etc/passwd')).toBeNull();
    expect(codeToUuid('z'.repeat(22))).toBeNull();
  });
});

describe('retry backoff', () => {
  it('doubles from 30 s to at most an hour, and waits longer when the provider says so', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
    expect(backoffSeconds(1, 300)).toBe(300);
    expect(backoffSeconds(1, 99999)).toBe(3600);
  });
});
