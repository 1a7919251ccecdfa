import {
  parseArrivalDate,
  parsePrice,
  perKilogram,
  toMarketPrice,
} from '../../src/market-prices/domain/market-price';
import { PriceSyncRun, runDurationMs } from '../../src/market-prices/domain/sync-run';

describe('mandi price records', () => {
  it.each([
    ['2800', 2800],
    ['2,800', 2800],
    ['1,00,000', 100000],
    [' 1850.50 ', 1850.5],
    [2800, 2800],
    ['0', 0],
  ])('reads the price %p as %p', (raw, expected) => {
    expect(parsePrice(raw)).toBe(expected);
  });

  it.each(['', 'NR', '-5', '12a', null, undefined, {}, '99999999', Number.NaN, -1])(
    'refuses the price %p',
    (raw) => {
      expect(parsePrice(raw)).toBeNull();
    },
  );

  it.each([
    ['29/08/2026', '2026-08-29'],
    ['1/9/2026', '2026-09-01'],
    ['2026-11-22', '2026-11-22'],
  ])('reads the date %p', (raw, expected) => {
    expect(parseArrivalDate(raw)).toBe(expected);
  });

  it.each(['31/02/2026', '2026-13-01', '22-11-2026', '', 20261122, '01/01/1999'])(
    'refuses the date %p',
    (raw) => {
      expect(parseArrivalDate(raw)).toBeNull();
    },
  );

  const raw = {
    state: 'Andhra Pradesh',
    district: 'Prakasam',
    market: 'Maddipadu APMC',
    commodity: 'Paddy(Common)',
    variety: 'B P T',
    grade: 'FAQ',
    arrival_date: '29/08/2026',
    min_price: '2800',
    max_price: '2,900',
    modal_price: '2850',
  };

  it('turns a raw record into a report', () => {
    expect(toMarketPrice(raw)).toEqual({
      state: 'Andhra Pradesh',
      district: 'Prakasam',
      market: 'Maddipadu APMC',
      commodity: 'Paddy(Common)',
      variety: 'B P T',
      grade: 'FAQ',
      arrivalDate: '2026-08-29',
      minPrice: 2800,
      maxPrice: 2900,
      modalPrice: 2850,
    });
  });

  it('accepts a blank variety or grade but not a blank place, crop or date', () => {
    expect(toMarketPrice({ ...raw, variety: '', grade: undefined })).toMatchObject({
      variety: '',
      grade: '',
    });
    for (const field of ['state', 'district', 'market', 'commodity', 'arrival_date']) {
      expect(toMarketPrice({ ...raw, [field]: '  ' })).toBeNull();
    }
  });

  it('refuses min above max and overlong text', () => {
    expect(toMarketPrice({ ...raw, min_price: '3000' })).toBeNull();
    expect(toMarketPrice({ ...raw, market: 'x'.repeat(121) })).toBeNull();
  });

  it('converts rupees per quintal to rupees per kilogram', () => {
    expect(perKilogram(1850)).toBe(18.5);
  });
});

describe('a price sync run', () => {
  const start = new Date('2026-11-22T06:00:00Z');
  const end = new Date('2026-11-22T06:00:30Z');

  it('counts pages and succeeds', () => {
    const run = new PriceSyncRun('r1', 'schedule', start);
    run.pageStored(1000, 40);
    run.pageStored(200, 0);
    run.succeed(end);
    expect(run).toMatchObject({ status: 'succeeded', pages: 2, fetched: 1200, upserted: 40 });
    expect(runDurationMs(run)).toBe(30_000);
  });

  it('is partial when it fails after storing pages, failed before', () => {
    const partial = new PriceSyncRun('r2', 'manual', start);
    partial.pageStored(1000, 1000);
    partial.fail(end, 'HTTP 500');
    expect(partial.status).toBe('partial');
    const failed = new PriceSyncRun('r3', 'manual', start);
    failed.fail(end, 'x'.repeat(5000));
    expect(failed.status).toBe('failed');
    expect(failed.error).toHaveLength(1000);
  });

  it('ends only once', () => {
    const run = new PriceSyncRun('r4', 'startup', start);
    run.succeed(end);
    expect(() => run.fail(end, 'late')).toThrow(/already succeeded/);
    expect(runDurationMs(new PriceSyncRun('r5', 'startup', start))).toBeNull();
  });
});
