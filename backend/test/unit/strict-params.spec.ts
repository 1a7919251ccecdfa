import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  IsCalendarDate,
  isCalendarDate,
  PlainDecimal,
  PlainInteger,
} from '../../src/shared/http/strict-params';
import { keyedTextOf } from '../../src/shared/http/validation-text';
import { translate } from '../../src/i18n/translate';

class Query {
  @PlainInteger({ min: 1, max: 100 })
  page!: number;

  @PlainDecimal({ min: -90, max: 90 })
  lat!: number;

  @IsCalendarDate()
  date!: string;
}

const check = (raw: Record<string, unknown>) => {
  const q = plainToInstance(Query, { page: '1', lat: '0', date: '2024-02-29', ...raw });
  return { value: q, errors: validateSync(q).map((e) => e.property) };
};

describe('strict query parameters', () => {
  it('reads plain digits as whole numbers and nothing else', () => {
    expect(check({ page: '12' })).toMatchObject({ value: { page: 12 }, errors: [] });
    expect(check({ page: '007' })).toMatchObject({ value: { page: 7 }, errors: [] });
    for (const bad of [
      '0x10',
      '1e1',
      '1E1',
      '5.0',
      ' 5',
      '5 ',
      '+5',
      '',
      'NaN',
      'Infinity',
      '1e309',
      '५',
      ['1', '2'],
    ]) {
      expect([bad, check({ page: bad }).errors]).toEqual([bad, ['page']]);
    }
    expect(check({ page: '0' }).errors).toEqual(['page']);
    expect(check({ page: '-1' }).errors).toEqual(['page']);
    expect(check({ page: '9'.repeat(400) }).errors).toEqual(['page']);
    expect(check({ page: '101' }).errors).toEqual(['page']);
    // One sentence whatever is wrong.
    const [error] = validateSync(
      plainToInstance(Query, { page: '0x10', lat: '0', date: '2024-02-29' }),
    );
    // The message names a key and values (shared/http/validation-text.ts), said here in English.
    const english = Object.values(error!.constraints!).map((said) => {
      const text = keyedTextOf(said);
      return text ? translate('en', text.key, text.params) : said;
    });
    expect(english).toEqual(['page must be a whole number from 1 to 100, in digits only']);
  });

  it('reads plain decimals and nothing else', () => {
    expect(check({ lat: '23.0225' })).toMatchObject({ value: { lat: 23.0225 }, errors: [] });
    expect(check({ lat: '-7' })).toMatchObject({ value: { lat: -7 }, errors: [] });
    for (const bad of ['1e1', '0x10', '5.', '.5', ' 5', '', 'Infinity', '91', '-91', '1,5']) {
      expect([bad, check({ lat: bad }).errors]).toEqual([bad, ['lat']]);
    }
  });

  it('takes only dates that exist', () => {
    for (const good of ['2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])
      expect([good, isCalendarDate(good)]).toEqual([good, true]);
    for (const bad of [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-01',
      '2026-04-31',
      '2026-01-00',
      '0000-01-01',
      '2026-1-1',
      '2026-01-01T00:00:00Z',
      '+002026-01-01',
      20260101,
      null,
    ])
      expect([bad, isCalendarDate(bad)]).toEqual([bad, false]);
  });
});
