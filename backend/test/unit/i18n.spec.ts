import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { getMetadataStorage } from 'class-validator';
import { parseAcceptLanguage } from '../../src/i18n/language';
import { en, type MessageKey } from '../../src/i18n/messages.en';
import { gu } from '../../src/i18n/messages.gu';
import { hi } from '../../src/i18n/messages.hi';
import { languageOfRequest } from '../../src/i18n/request-language';
import { placeholdersOf, recognize, translate, translateEnglish } from '../../src/i18n/translate';
import { DomainError } from '../../src/shared/domain/domain-error';
import { DomainErrorFilter } from '../../src/shared/http/domain-error.filter';
import {
  skyTextKey,
  weatherUnavailable,
  WeatherProvider,
} from '../../src/weather/application/weather';
import { WeatherController } from '../../src/weather/http/weather.controller';

const SRC = join(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });
}

const DEVANAGARI = /[\u0900-\u097f]/;
const GUJARATI = /[\u0a80-\u0aff]/;

describe('translation tables', () => {
  const keys = Object.keys(en).sort();

  it.each([
    ['hi', hi],
    ['gu', gu],
  ])('%s holds exactly the English keys, none empty, with the same placeholders', (_l, table) => {
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const key of keys as MessageKey[]) {
      expect(table[key].trim()).not.toBe('');
      expect([key, placeholdersOf(table[key]).sort()]).toEqual([
        key,
        placeholdersOf(en[key]).sort(),
      ]);
    }
  });

  it('writes Hindi in Devanagari and Gujarati in Gujarati script', () => {
    // Words that stay the same in every language (names, codes) are the only exceptions.
    const same = new Set<MessageKey>(['FIELD.OTP', 'FIELD.otp']);
    for (const key of keys as MessageKey[]) {
      if (same.has(key)) continue;
      expect([key, DEVANAGARI.test(hi[key])]).toEqual([key, true]);
      expect([key, GUJARATI.test(gu[key])]).toEqual([key, true]);
    }
  });

  it('keeps the spec texts byte for byte in English', () => {
    expect(translate('en', 'AUTH.INVALID_CREDENTIALS')).toBe('Invalid phone number or password.');
    expect(translate('en', 'VALIDATION.FILL_IN_YOUR', { field: 'confirmPassword' })).toBe(
      'Please fill in your confirmPassword',
    );
    expect(translate('en', 'ACCOUNT.PASSWORDS_DO_NOT_MATCH')).toBe('Passwords do not match');
    expect(translate('en', 'DONE.CONTACT')).toBe('Successfully Sent!');
    expect(translate('en', 'DONE.SUPPORT')).toBe('Your message has been sent successfully!');
    expect(translate('en', 'DONE.PASSWORD_RESET')).toBe('Password reset successful.');
    expect(translate('en', 'ACCOUNT.INVALID_RESET_CODE')).toBe(
      'Invalid OTP or error updating password.',
    );
    expect(translate('en', 'CROP.TOO_MANY_IMAGES', { max: 4 })).toBe(
      'You can only upload a maximum of 4 images',
    );
    expect(translate('en', 'ADVISORY.IMAGE_REQUIRED')).toBe('Please select a crop image.');
    expect(translate('en', 'ADVISORY.IMAGE_REQUIRED#leaf')).toBe('Please select a leaf image.');
  });

  it('fills placeholders, translating field names, statuses, units and nested texts', () => {
    expect(translate('hi', 'VALIDATION.FILL_IN_YOUR', { field: 'name' })).toBe('कृपया अपना नाम भरें');
    expect(translate('gu', 'VALIDATION.FILL_IN_THE', { field: 'OTP' })).toBe('કૃપા કરીને OTP ભરો');
    expect(translate('gu', 'ORDER.ALREADY_DECIDED#status', { status: 'Accepted' })).toBe(
      'આ ઓર્ડર પહેલેથી સ્વીકૃત છે',
    );
    expect(
      translate('hi', 'NOTIFY.ORDER_PLACED', {
        crop: 'Tomato',
        buyer: { key: 'NOTIFY.A_BUYER' },
        quantity: 2,
        unit: 'kg',
        total: '80.00',
      }),
    ).toBe('Tomato के लिए नया ऑर्डर अनुरोध: एक खरीदार ₹80.00 में 2 किलो खरीदना चाहते हैं');
  });

  it('recognises our English texts, with their values, to say them in another language', () => {
    expect(recognize('Please fill in your email')).toEqual({
      key: 'VALIDATION.FILL_IN_YOUR',
      params: { field: 'email' },
    });
    expect(translateEnglish('gu', 'name must be shorter than or equal to 100 characters')).toBe(
      'નામમાં વધુમાં વધુ 100 અક્ષરો હોઈ શકે',
    );
    expect(translateEnglish('hi', 'Quantity must be more than 0', 'CROP.INVALID_QUANTITY')).toBe(
      'मात्रा 0 से ज़्यादा होनी चाहिए',
    );
    expect(translateEnglish('hi', 'not one of our texts at all')).toBeNull();
    expect(translateEnglish('en', 'anything')).toBe('anything');
  });
});

describe('request language', () => {
  it.each([
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['gu-IN,gu;q=0.9,en;q=0.8', 'gu'],
    ['en-GB,hi;q=0.5', 'en'],
    ['fr-FR, hi;q=0.4, gu;q=0.6', 'gu'],
    ['hi;q=0, gu', 'gu'],
    ['HI-in', 'hi'],
    ['*', null],
    ['fr', null],
    ['', null],
  ])('Accept-Language %p gives %p', (header, lang) => {
    expect(parseAcceptLanguage(header)).toBe(lang);
  });

  it('falls back to the profile language, then English', () => {
    expect(languageOfRequest({ headers: {}, user: { language: 'gu' } })).toBe('gu');
    expect(
      languageOfRequest({ headers: { 'accept-language': 'hi' }, user: { language: 'gu' } }),
    ).toBe('hi');
    expect(languageOfRequest({ headers: { 'accept-language': 'fr' } })).toBe('en');
    expect(languageOfRequest(undefined)).toBe('en');
  });
});

describe('no untranslated server text', () => {
  const files = sourceFiles(SRC).filter((f) => !f.includes(`${join('src', 'i18n')}`));
  const THROW =
    /new (?:NotFound|Forbidden|Unauthenticated|Conflict|RuleViolation|InvalidInput|Unavailable|Upstream)Error\(\s*(['`])([^'`]*)\1\s*,\s*(?:(['`])((?:[^'`\\]|\\.)*?)\3\s*[,)]|([^)]*?)\))/g;

  const sites = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(THROW)].map((m) => ({
      file: file.slice(SRC.length + 1),
      code: m[2]!,
      message: m[4],
      expression: m[5],
    })),
  );

  it('finds the domain errors the source throws', () => {
    expect(sites.length).toBeGreaterThan(40);
  });

  it('has a text for every error code thrown', () => {
    const missing = sites
      .filter((s) => !Object.keys(en).some((k) => k === s.code || k.startsWith(`${s.code}#`)))
      .map((s) => `${s.file}: ${s.code}`);
    expect(missing).toEqual([]);
  });

  it('recognises every literal error message as one of its code’s texts', () => {
    const unknown = sites
      .filter((s) => s.message !== undefined)
      .map((s) => ({
        ...s,
        // A `${...}` in a template stands for some value.
        sample: s.message!.replace(/\$\{[^}]*\}/g, '7'),
      }))
      .filter((s) => !recognize(s.sample, s.code))
      .map((s) => `${s.file}: ${s.code} "${s.message}"`);
    expect(unknown).toEqual([]);
  });

  it('builds non-literal error messages from the translation table', () => {
    const loose = sites
      .filter((s) => s.expression !== undefined && !/translate\(\s*'en'/.test(s.expression))
      .map((s) => `${s.file}: ${s.code} ${s.expression}`);
    expect(loose).toEqual([]);
  });

  it('says every error of the domain error modules in Hindi and Gujarati', async () => {
    const modules = files.filter((f) => /errors\.ts$/.test(f) && f.includes('domain'));
    let count = 0;
    for (const file of modules) {
      const exports = (await import(file)) as Record<string, unknown>;
      const factories = Object.values(exports).flatMap((v) =>
        typeof v === 'function' ? [v] : v && typeof v === 'object' ? Object.values(v) : [],
      );
      for (const make of factories) {
        if (typeof make !== 'function' || make.prototype instanceof Error) continue;
        const error: unknown = (make as (...a: unknown[]) => unknown)('Sample', 'Sample');
        if (!(error instanceof DomainError)) continue;
        count++;
        expect([error.code, recognize(error.message, error.code)?.key]).toEqual([
          error.code,
          expect.stringMatching(new RegExp(`^${error.code.replace('.', '\\.')}`)),
        ]);
      }
    }
    expect(count).toBeGreaterThan(30);
  });

  it('answers successful requests with texts from the table, not English literals', () => {
    const literal = /\{\s*message:\s*['`"]|\bmessage:\s*['`"][A-Z]/;
    const found = files
      .filter((f) => !f.endsWith('.dto.ts') && !f.includes(`${join('shared', 'config')}`))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line: line.trim(), at: `${file.slice(SRC.length + 1)}:${i + 1}` }))
          .filter(({ line }) => literal.test(line)),
      )
      .map(({ at, line }) => `${at} ${line}`);
    expect(found).toEqual([]);
  });

  it('has a Hindi and Gujarati text for every validation message of every DTO', async () => {
    for (const file of files.filter((f) => f.endsWith('.dto.ts'))) await import(file);
    const skipTypes = new Set(['conditionalValidation', 'nestedValidation', 'whitelistValidation']);
    const problems: string[] = [];
    let checked = 0;
    const metadatas = (
      getMetadataStorage() as unknown as {
        validationMetadatas: Map<{ name: string }, Array<Record<string, unknown>>>;
      }
    ).validationMetadatas;
    for (const [target, list] of metadatas) {
      if (target.name === 'EnvironmentVariables' || target.name === 'AppConfigSchema') continue;
      for (const m of list) {
        if (skipTypes.has(String(m.type))) continue;
        checked++;
        const where = `${target.name}.${String(m.propertyName)} ${String(m.name ?? m.type)}`;
        if (typeof m.message === 'string') {
          if (!recognize(m.message)) problems.push(`${where}: "${m.message}"`);
        } else if (m.message === undefined) {
          if (!(`VALIDATION.${String(m.name)}` in en)) problems.push(`${where}: no template`);
        } else {
          problems.push(`${where}: message is not a plain text`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('texts the server words', () => {
  it("says the weather's sky in Hindi and Gujarati and keeps the provider's English", async () => {
    const provider = {
      current: () =>
        Promise.resolve({ temp: 31.4, description: 'clear sky', place: 'Anand', conditionId: 800 }),
    } as unknown as WeatherProvider;
    const controller = new WeatherController(provider);
    const sky = async (lang: 'en' | 'hi' | 'gu') =>
      (await controller.current({ lat: 22.56, lon: 72.95 }, lang)).weather[0]!.description;
    expect(await sky('en')).toBe('clear sky');
    expect(await sky('hi')).toBe('साफ़ आसमान');
    expect(await sky('gu')).toBe('સ્વચ્છ આકાશ');
    expect(skyTextKey(502)).toBe('WEATHER.SKY.heavy_rain');
    expect(skyTextKey(undefined)).toBeNull();
  });

  it('answers a Hindi request with Hindi errors through the filter, English otherwise', () => {
    const run = (exception: unknown, headers: Record<string, string>) => {
      const res = {
        headersSent: false,
        statusCode: 0,
        headers: {} as Record<string, string>,
        body: undefined as unknown,
        status(c: number) {
          this.statusCode = c;
          return this;
        },
        setHeader(name: string, value: string) {
          this.headers[name] = value;
        },
        json(b: unknown) {
          this.body = b;
          return this;
        },
      };
      const host = {
        switchToHttp: () => ({ getResponse: () => res, getRequest: () => ({ headers }) }),
      } as unknown as ArgumentsHost;
      new DomainErrorFilter().catch(exception, host);
      return res;
    };
    const tooMany = new ThrottlerException(translate('en', 'HTTP.429'));
    expect(run(tooMany, { 'accept-language': 'hi' }).body).toEqual({
      statusCode: 429,
      message: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर कोशिश करें।',
      error: 'Too Many Requests',
    });
    const hindi = run(new NotFoundException('Cannot GET /api/x'), { 'accept-language': 'hi' });
    expect(hindi.body).toMatchObject({ statusCode: 404, message: 'यह नहीं मिला' });
    expect(hindi.headers['Content-Language']).toBe('hi');
    expect(run(new NotFoundException('Cannot GET /api/x'), {}).body).toMatchObject({
      message: 'Cannot GET /api/x',
    });
    const weather = weatherUnavailable('unreachable');
    expect(run(weather, { 'accept-language': 'gu' }).body).toMatchObject({
      statusCode: 503,
      code: 'WEATHER.UNAVAILABLE',
      message: 'હવામાનની માહિતી મળતી નથી: હવામાન સેવાનો સંપર્ક થઈ શક્યો નહીં',
    });
    expect(run(weather, { 'accept-language': 'en' }).body).toMatchObject({
      message: 'Weather unavailable: the weather service cannot be reached',
    });
  });
});
