import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { Type } from 'class-transformer';
import {
  getMetadataStorage,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { SchemeAudienceDto } from '../../src/content/http/scheme.dto';
import { parseAcceptLanguage } from '../../src/i18n/language';
import { en, type MessageKey } from '../../src/i18n/messages.en';
import { gu } from '../../src/i18n/messages.gu';
import { hi } from '../../src/i18n/messages.hi';
import { languageOfRequest } from '../../src/i18n/request-language';
import { isMessageKey, placeholdersOf, sayError, translate } from '../../src/i18n/translate';
import {
  DomainError,
  InvalidInputError,
  NotFoundError,
} from '../../src/shared/domain/domain-error';
import { DomainErrorFilter } from '../../src/shared/http/domain-error.filter';
import {
  createValidationPipe,
  ValidationFailedException,
} from '../../src/shared/http/validation.pipe';
import { IsCalendarDate } from '../../src/shared/http/strict-params';
import {
  KEYED_TEXT_PREFIX,
  keyedTextOf,
  sayKey,
  sayKeyFor,
} from '../../src/shared/http/validation-text';
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
    // Words in no language: the quantity and its (translated) unit.
    const same = new Set<MessageKey>(['FIELD.OTP', 'FIELD.otp', 'PHONE.QUANTITY']);
    for (const key of keys as MessageKey[]) {
      if (same.has(key)) continue;
      expect([key, DEVANAGARI.test(hi[key])]).toEqual([key, true]);
      expect([key, GUJARATI.test(gu[key])]).toEqual([key, true]);
    }
  });

  it('keeps the English texts of the older app byte for byte', () => {
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
    ).toBe('Tomato के लिए नया ऑर्डर अनुरोध: एक खरीदार ₹80 में 2 किलो खरीदना चाहते हैं');
  });

  it('says every key in every language with i18next, every placeholder filled', () => {
    for (const lang of ['en', 'hi', 'gu'] as const) {
      for (const key of keys as MessageKey[]) {
        const params = Object.fromEntries(placeholdersOf(en[key]).map((name) => [name, 'X']));
        const said = translate(lang, key, params);
        expect([lang, key, /\{\w+\}/.test(said)]).toEqual([lang, key, false]);
        expect([lang, key, said]).toEqual([
          lang,
          key,
          { en, hi, gu }[lang][key].replace(/\{\w+\}/g, 'X'),
        ]);
      }
    }
    // A placeholder without a value stays as written; values are never read as placeholders.
    expect(translate('en', 'VALIDATION.REQUIRED')).toBe('{field} is required');
    expect(translate('en', 'CROP.UNSUPPORTED_IMAGE', { name: '{max} $t(HTTP.500)' })).toBe(
      '"{max} $t(HTTP.500)" is not a JPEG, PNG or WebP image',
    );
  });

  it('says a domain error from its key and values, its message being the English text', () => {
    const error = new InvalidInputError('CROP.INVALID_QUANTITY#whole', { unit: 'dozen' });
    expect(error.code).toBe('CROP.INVALID_QUANTITY');
    expect(error.key).toBe('CROP.INVALID_QUANTITY#whole');
    expect(error.message).toBe('Quantity must be a whole number for this unit (dozen)');
    expect(sayError('hi', error)).toBe(
      translate('hi', 'CROP.INVALID_QUANTITY#whole', { unit: 'dozen' }),
    );
    expect(sayError('gu', new NotFoundError('CROP.NOT_FOUND'))).toBe('પાક મળ્યો નહીં');
    expect(sayError('hi', new NotFoundError('NO.SUCH_KEY'))).toBeNull();
  });

  it("carries a DTO's validation text through class-validator as a key and values", () => {
    expect(keyedTextOf(sayKey('VALIDATION.FILL_IN_YOUR', { field: 'email' }))).toEqual({
      key: 'VALIDATION.FILL_IN_YOUR',
      params: { field: 'email' },
    });
    expect(keyedTextOf(sayKey('VALIDATION.QUANTITY_MORE_THAN_0'))).toEqual({
      key: 'VALIDATION.QUANTITY_MORE_THAN_0',
    });
    const nested = { key: 'NOTIFY.A_BUYER' as const };
    expect(keyedTextOf(sayKey('VALIDATION.ONE_OF', { field: 'x', values: nested }))).toEqual({
      key: 'VALIDATION.ONE_OF',
      params: { field: 'x', values: nested },
    });
    // class-validator rewrites $property, $value, $target and $constraintN in messages: no `$`.
    const dollars = sayKey('VALIDATION.REQUIRED', { field: '$property $value $constraint1' });
    expect(dollars).not.toContain('$');
    expect(keyedTextOf(dollars)?.params).toEqual({ field: '$property $value $constraint1' });
    const forProperty = sayKeyFor('VALIDATION.NUMBER', ({ property }) => ({ field: property }));
    expect(keyedTextOf(forProperty({ property: 'page' } as never))).toEqual({
      key: 'VALIDATION.NUMBER',
      params: { field: 'page' },
    });
    // English is never read back into a key; unknown keys and broken payloads are no text of ours.
    expect(keyedTextOf('Please fill in your email')).toBeNull();
    expect(keyedTextOf(`${KEYED_TEXT_PREFIX}{"key":"NO.SUCH_KEY"}`)).toBeNull();
    expect(
      keyedTextOf(`${KEYED_TEXT_PREFIX}{"key":"VALIDATION.REQUIRED","params":[1]}`),
    ).toBeNull();
    expect(keyedTextOf(`${KEYED_TEXT_PREFIX}{"key":`)).toBeNull();
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
    /new (?:NotFound|Forbidden|Unauthenticated|Conflict|RuleViolation|InvalidInput|Unavailable|Upstream|TooManyRequests)Error\(/g;

  /** The arguments of the call whose `(` is at `open`, split at their top-level commas. */
  function argumentsAt(source: string, open: number): string[] {
    const args: string[] = [];
    let depth = 0;
    let quote: string | null = null;
    let start = open + 1;
    for (let i = open; i < source.length; i++) {
      const c = source[i]!;
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
        continue;
      }
      if (c === "'" || c === '"' || c === '`') quote = c;
      else if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        depth--;
        if (depth === 0) {
          args.push(source.slice(start, i).trim());
          return args.filter((a) => a !== '');
        }
      } else if (c === ',' && depth === 1) {
        args.push(source.slice(start, i).trim());
        start = i + 1;
      }
    }
    return args;
  }

  /** Names of an object literal's top-level members (`{ unit, max: MAX }` gives unit and max). */
  function memberNames(literal: string): string[] | null {
    if (!literal.startsWith('{') || !literal.endsWith('}')) return null;
    return argumentsAt(`(${literal.slice(1, -1)})`, 0)
      .filter((m) => !m.startsWith('...'))
      .map((m) => m.split(':')[0]!.trim());
  }

  const sites = files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(THROW)].map((m) => {
      const [key = '', params] = argumentsAt(source, m.index + m[0].length - 1);
      return {
        file: file.slice(SRC.length + 1),
        // Literal keys ('CROP.NOT_FOUND', either side of a `? :`), and key families written as
        // templates (`CROP.INVALID_QUANTITY#${variant}`); a variable (`code`) gives neither.
        keys: [...key.matchAll(/'([A-Z][A-Z_]*\.[^']+)'/g)].map((k) => k[1]!),
        families: [...key.matchAll(/`([A-Z][A-Z_]*\.[^`$]*)\$\{/g)].map((k) => k[1]!),
        params,
      };
    });
  });

  /** Adapters that still write an English text at the throw site (the deprecated form). */
  const NOT_YET_CONVERTED = new Set<string>([]);

  it('finds the domain errors the source throws', () => {
    expect(sites.length).toBeGreaterThan(40);
    expect(sites.filter((s) => s.keys.length || s.families.length).length).toBeGreaterThan(40);
  });

  it('has a text in the catalogue for every error key thrown', () => {
    const missing = [
      ...sites.flatMap((s) => s.keys.filter((k) => !isMessageKey(k)).map((k) => `${s.file}: ${k}`)),
      ...sites.flatMap((s) =>
        s.families
          .filter((f) => !Object.keys(en).some((k) => k.startsWith(f)))
          .map((f) => `${s.file}: ${f}…`),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('throws keys and values, never a text written at the throw site', () => {
    const written = sites
      .filter((s) => s.params !== undefined && /^['`"]/.test(s.params))
      .filter((s) => !NOT_YET_CONVERTED.has(s.file))
      .map((s) => `${s.file}: ${s.params}`);
    expect(written).toEqual([]);
  });

  it("gives exactly the values a literal key's text has placeholders for", () => {
    const wrong = sites.flatMap((s) => {
      const names = s.params === undefined ? [] : memberNames(s.params);
      if (!names) return [];
      return s.keys
        .filter((k) => isMessageKey(k))
        .filter((k) => placeholdersOf(en[k]).sort().join() !== [...names].sort().join())
        .map((k) => `${s.file}: ${k} given {${names.join(', ')}}`);
    });
    expect(wrong).toEqual([]);
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
        expect([error.key, isMessageKey(error.key)]).toEqual([error.key, true]);
        for (const lang of ['hi', 'gu'] as const) {
          const said = sayError(lang, error);
          expect([error.key, lang, said !== null && !/\{\w+\}/.test(said)]).toEqual([
            error.key,
            lang,
            true,
          ]);
        }
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

  it('gives class-validator a key, never an English text, as the message of a DTO rule', () => {
    // `message: 'Please fill in your name'`, `message:\n  \`… ${x}\``: a string literal.
    const literal = /\bmessage:\s*['"`]/g;
    expect('@IsNotEmpty({\n    message: "Fill in",\n  })'.match(literal)).toHaveLength(1);
    const dtos = files.filter((f) => f.endsWith('.dto.ts'));
    expect(dtos.length).toBeGreaterThan(10);
    const found = dtos.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(literal)].map((m) => {
        const line = source.slice(0, m.index).split('\n').length;
        const text = source.slice(m.index, m.index + 60).split('\n')[0]!;
        return `${file.slice(SRC.length + 1)}:${line} ${text}`;
      });
    });
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
    const declaredHere = new Set<unknown>([SampleDto, SampleAudienceDto]);
    for (const [target, list] of metadatas) {
      if (target.name === 'EnvironmentVariables' || target.name === 'AppConfigSchema') continue;
      if (declaredHere.has(target)) continue;
      for (const m of list) {
        if (skipTypes.has(String(m.type))) continue;
        checked++;
        const where = `${target.name}.${String(m.propertyName)} ${String(m.name ?? m.type)}`;
        const args = { property: m.propertyName, constraints: m.constraints, targetName: '' };
        const said =
          typeof m.message === 'function'
            ? (m.message as (a: typeof args) => unknown)(args)
            : m.message;
        if (said === undefined) {
          if (!(`VALIDATION.${String(m.name)}` in en)) problems.push(`${where}: no template`);
        } else if (typeof said !== 'string' || !keyedTextOf(said)) {
          problems.push(`${where}: "${String(said)}" is not a key (write it with sayKey)`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  describe('field names in validation texts', () => {
    const dtoFiles = files.filter((f) => /[\\/]http[\\/][^\\/]+\.dto\.ts$/.test(f));
    const controllers = files.filter((f) => /[\\/]http[\\/][^\\/]+\.controller\.ts$/.test(f));
    /** strict-params.ts's readers, whose texts give the property's name as `{field}`. */
    const STRICT_PARAMS = ['PlainInteger', 'PlainDecimal', 'IsCalendarDate', 'IsNumberOrText'];

    /** The source without comments (doc comments may hold `@` and example fields). */
    const codeOf = (file: string) =>
      readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');

    /** Names a file imports from class-validator and from strict-params.ts. */
    function validatorsImported(code: string): Set<string> {
      const names = new Set<string>();
      for (const m of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
        if (m[2] !== 'class-validator' && !m[2]!.endsWith('/strict-params')) continue;
        for (const part of m[1]!.split(',')) {
          const local = part
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)
            .pop()!
            .trim();
          if (local) names.add(local);
        }
      }
      return names;
    }

    /**
     * Each class member (`  name!: T`, `  page?: number = 1`) with the decorators written above it,
     * whose texts say its name as `{field}` (validation.pipe.ts passes `e.property`, never a path
     * such as `audience.crops`; strict-params.ts passes `property`).
     */
    function decoratedProperties(file: string): { name: string; decorators: string[] }[] {
      const code = codeOf(file);
      const validators = validatorsImported(code);
      const members = [...code.matchAll(/^ {2}(\w+)[!?]?:/gm)];
      return members
        .map((m, i) => {
          const from = i === 0 ? 0 : members[i - 1]!.index + members[i - 1]![0].length;
          const above = code.slice(from, m.index);
          const decorators = [...above.matchAll(/@(\w+)\(/g)].map((d) => d[1]!);
          return { name: m[1]!, decorators: decorators.filter((d) => validators.has(d)) };
        })
        .filter((p) => p.decorators.length > 0);
    }

    const properties = dtoFiles.flatMap(decoratedProperties);
    const propertyNames = new Set(properties.map((p) => p.name));
    const strictParamNames = new Set(
      properties
        .filter((p) => p.decorators.some((d) => STRICT_PARAMS.includes(d)))
        .map((p) => p.name),
    );
    /** `@Query('token')`: a query parameter read alone (QUERY.REPEATED names it). */
    const queryNames = new Set(
      controllers.flatMap((f) => [...codeOf(f).matchAll(/@Query\(\s*'(\w+)'/g)].map((m) => m[1]!)),
    );
    /** Names a DTO's own text gives (`sayKey('VALIDATION.REQUIRED', { field: 'phone number' })`). */
    const givenNames = (template?: string) =>
      new Set(
        dtoFiles.flatMap((f) =>
          [...codeOf(f).matchAll(/sayKey\(\s*'([\w.#]+)',\s*\{\s*field:\s*'([^']+)'/g)]
            .filter((m) => template === undefined || m[1] === template)
            .map((m) => m[2]!),
        ),
      );
    const allNames = [
      ...new Set([...propertyNames, ...strictParamNames, ...queryNames, ...givenNames()]),
    ].sort();

    it('finds the properties the DTOs validate, as class-validator knows them', async () => {
      expect(dtoFiles.length).toBeGreaterThan(10);
      expect(propertyNames.size).toBeGreaterThan(40);
      // Decorators above response fields (ApiProperty) do not count; the query readers do.
      expect(propertyNames.has('role')).toBe(false);
      for (const name of ['page', 'limit', 'lat', 'lon', 'days', 'date', 'lastVerified']) {
        expect([name, strictParamNames.has(name)]).toEqual([name, true]);
      }
      expect([...queryNames]).toContain('token');
      // The scan misses nothing class-validator holds for the DTO classes.
      const known = new Set<string>();
      for (const file of dtoFiles) {
        const exports = (await import(file)) as Record<string, unknown>;
        for (const value of Object.values(exports)) {
          if (typeof value !== 'function') continue;
          const metadatas = getMetadataStorage().getTargetValidationMetadatas(
            value,
            '',
            true,
            false,
          );
          for (const m of metadatas) known.add(m.propertyName);
        }
      }
      expect(known.size).toBeGreaterThan(40);
      expect([...known].filter((name) => !propertyNames.has(name))).toEqual([]);
    });

    it('has a FIELD. name in every language for every field a validation text can name', () => {
      const missing = allNames.filter((name) => !isMessageKey(`FIELD.${name}`));
      expect(missing).toEqual([]);
    });

    it('has a YOUR. name for every field said with VALIDATION.FILL_IN_YOUR', () => {
      const names = [...givenNames('VALIDATION.FILL_IN_YOUR')];
      expect(names.length).toBeGreaterThan(5);
      expect(names.filter((name) => !isMessageKey(`YOUR.${name}`))).toEqual([]);
    });

    it("keeps a property's English name as class-validator writes it, so its texts stay keyed", () => {
      // The pipe keys class-validator's own English only when the catalogue says exactly the same.
      const renamed = [...propertyNames]
        .filter((name) => isMessageKey(`FIELD.${name}`))
        .filter((name) => en[`FIELD.${name}` as MessageKey] !== name);
      expect(renamed).toEqual([]);
    });
  });
});

describe('validation failures in the reader language', () => {
  it('says a nested property of a real DTO without English in Hindi and Gujarati', async () => {
    const failure = await createValidationPipe()
      .transform(
        { farmerCategories: ['all'], maxLandHectares: -1, crops: null },
        { type: 'body', metatype: SchemeAudienceDto },
      )
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ValidationFailedException);
    const [detail] = (failure as ValidationFailedException).details;
    expect(detail?.text).toEqual({
      key: 'VALIDATION.min',
      params: { field: 'maxLandHectares', min: '0' },
    });
    expect(detail?.english).toBe('maxLandHectares must not be less than 0');
    for (const lang of ['hi', 'gu'] as const) {
      const said = translate(lang, detail!.text!.key, detail!.text!.params);
      expect([lang, said, /[A-Za-z]/.test(said)]).toEqual([lang, said, false]);
    }
  });
});

class SampleAudienceDto {
  @IsString()
  group!: string;
}

class SampleDto {
  @MaxLength(5)
  name!: string;

  @IsIn(['English', 'Hindi'])
  language!: string;

  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'address' }) })
  address!: string;

  @IsString({ each: true })
  tags!: unknown[];

  @IsCalendarDate()
  day!: string;

  // English given to class-validator is not read back into a key (a DTO may not do this).
  @IsNotEmpty({ message: 'Please fill in your address' })
  note!: string;

  @IsDefined()
  @ValidateNested()
  @Type(() => SampleAudienceDto)
  audience!: SampleAudienceDto;
}

describe('validation failures as keys and values', () => {
  it("keys class-validator's own texts from the failed rule, and DTO texts from our table", async () => {
    const pipe = createValidationPipe();
    const failure = await pipe
      .transform(
        {
          name: 'Ramesh',
          language: 'Tamil',
          address: '',
          tags: [1],
          day: '2026-02-30',
          note: '',
          audience: 'all',
        },
        { type: 'body', metatype: SampleDto },
      )
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ValidationFailedException);
    const details = (failure as ValidationFailedException).details;
    expect(details).toEqual([
      {
        field: 'name',
        text: { key: 'VALIDATION.maxLength', params: { field: 'name', max: '5' } },
        english: 'name must be shorter than or equal to 5 characters',
      },
      {
        field: 'language',
        text: {
          key: 'VALIDATION.isIn',
          params: { field: 'language', values: 'English, Hindi' },
        },
        english: 'language must be one of the following values: English, Hindi',
      },
      {
        field: 'address',
        text: { key: 'VALIDATION.FILL_IN_YOUR', params: { field: 'address' } },
        english: 'Please fill in your address',
      },
      // "each value in …" is not a text of ours: English only (other languages: the generic 400).
      { field: 'tags', text: null, english: 'each value in tags must be a string' },
      {
        field: 'day',
        text: { key: 'VALIDATION.CALENDAR_DATE', params: { field: 'day' } },
        english: 'day must be a real calendar date (YYYY-MM-DD)',
      },
      { field: 'note', text: null, english: 'Please fill in your address' },
      {
        field: 'audience',
        text: { key: 'VALIDATION.nestedValidation', params: { field: 'audience' } },
        english: 'nested property audience must be either object or array',
      },
    ]);
    // The response keeps its shape: one sentence, and the details field by field.
    expect((failure as ValidationFailedException).getResponse()).toMatchObject({
      statusCode: 400,
      message: details.map((d) => d.english).join('; '),
      errors: details.map((d) => ({ field: d.field, message: d.english })),
    });
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
