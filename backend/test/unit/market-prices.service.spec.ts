import { Logger } from '@nestjs/common';
import { NotFoundError } from '../../src/shared/domain/domain-error';
import { marketPricesWithFakes, price, rawRecord } from '../fakes/market-prices';

beforeAll(() => Logger.overrideLogger(false));

async function seeded() {
  const fakes = marketPricesWithFakes();
  await fakes.prices.upsert([
    price({ market: 'Anand', arrivalDate: '2026-11-19', modalPrice: 2500 }),
    price({ market: 'Anand', arrivalDate: '2026-11-20', modalPrice: 2600 }),
    price({ market: 'Borsad', arrivalDate: '2026-11-20', modalPrice: 2700 }),
    price({ market: 'Khambhat', arrivalDate: '2026-11-20', modalPrice: 3000 }),
    price({ commodity: 'Paddy(Common)', market: 'Anand', arrivalDate: '2026-11-21' }),
    price({ state: 'Punjab', district: 'Ludhiana', market: 'Khanna', arrivalDate: '2026-11-22' }),
  ]);
  fakes.prices.calls.find = 0;
  fakes.prices.calls.latestDate = 0;
  return fakes;
}

describe('MarketPricesService.list', () => {
  it('shows the latest day with reports for the filter when no date is asked for', async () => {
    const { service } = await seeded();
    const page = await service.list({ state: 'Gujarat', commodity: 'Wheat', page: 1, limit: 10 });
    expect(page.date).toBe('2026-11-20');
    expect(page.data.map((p) => p.market)).toEqual(['Anand', 'Borsad', 'Khambhat']);
    expect(page).toMatchObject({ page: 1, limit: 10, source: { kind: 'sample' } });
  });

  it('shows the day asked for, sorted and a page at a time', async () => {
    const { service, prices } = await seeded();
    const page = await service.list({
      commodity: 'Wheat',
      date: '2026-11-20',
      sort: 'modal_desc',
      page: 2,
      limit: 2,
    });
    expect(page.data.map((p) => p.modalPrice)).toEqual([2600]);
    expect(page.date).toBe('2026-11-20');
    expect(prices.calls.latestDate).toBe(0);
  });

  it('answers an empty page, without querying, when the filter has no reports', async () => {
    const { service, prices } = await seeded();
    const page = await service.list({ commodity: 'Saffron', page: 1, limit: 10 });
    expect(page).toMatchObject({ data: [], date: null });
    expect(prices.calls.find).toBe(0);
  });

  it('keeps a page for the next reader, whatever the order of the filter’s fields', async () => {
    const { service, prices } = await seeded();
    const first = await service.list({ state: 'Gujarat', commodity: 'Wheat', page: 1, limit: 10 });
    const second = await service.list({ commodity: 'Wheat', page: 1, limit: 10, state: 'Gujarat' });
    expect(second).toEqual(first);
    expect(prices.calls.find).toBe(1);
    await service.list({ state: 'Gujarat', commodity: 'Wheat', page: 2, limit: 10 });
    expect(prices.calls.find).toBe(2);
  });

  it("puts the reader's state first under the feed's own spelling of it, filtering nothing", async () => {
    const { service, prices } = await seeded();
    await prices.upsert([
      price({
        state: 'Chattisgarh',
        district: 'Raipur',
        market: 'Raipur',
        arrivalDate: '2026-11-20',
      }),
      price({ state: 'Chattisgarh', district: 'Durg', market: 'Durg', arrivalDate: '2026-11-20' }),
    ]);
    const filter = { commodity: 'Wheat', date: '2026-11-20', page: 1, limit: 10 };
    const usual = await service.list(filter);
    expect(usual.data.map((p) => p.market)).toEqual([
      'Anand',
      'Borsad',
      'Durg',
      'Khambhat',
      'Raipur',
    ]);
    // The profile says "Chhattisgarh", the feed "Chattisgarh": the same state.
    const near = await service.list({ ...filter, nearState: 'Chhattisgarh' });
    expect(near.data.map((p) => p.market)).toEqual([
      'Durg',
      'Raipur',
      'Anand',
      'Borsad',
      'Khambhat',
    ]);
    const district = await service.list({
      ...filter,
      nearState: 'Chhattisgarh',
      nearDistrict: 'raipur',
    });
    expect(district.data.map((p) => p.market)).toEqual([
      'Raipur',
      'Durg',
      'Anand',
      'Borsad',
      'Khambhat',
    ]);
    // A state the feed has no reports from changes nothing.
    const elsewhere = await service.list({ ...filter, nearState: 'Kerala' });
    expect(elsewhere.data).toEqual(usual.data);
  });

  it('forgets its pages when a sync ends, so new prices show at once', async () => {
    const { service, source, sync } = await seeded();
    const filter = { state: 'Gujarat', commodity: 'Wheat', page: 1, limit: 10 };
    expect((await service.list(filter)).date).toBe('2026-11-20');

    source.records.push(rawRecord({ arrival_date: '23/11/2026' }));
    await sync.runAndWait('manual');
    expect((await service.list(filter)).date).toBe('2026-11-23');
  });

  it('forgets its pages when another replica says prices changed', async () => {
    const { service, prices, events } = await seeded();
    const filter = { commodity: 'Wheat', page: 1, limit: 10 };
    await service.list(filter);
    events.publish('prices', '*');
    await service.list(filter);
    expect(prices.calls.find).toBe(2);
  });
});

describe('MarketPricesService: filters, trend, hint', () => {
  it('lists the states and the commodities (of a state), kept for a while', async () => {
    const { service, prices } = await seeded();
    await expect(service.filters()).resolves.toEqual({
      states: ['Gujarat', 'Punjab'],
      commodities: ['Paddy(Common)', 'Wheat'],
    });
    await expect(service.filters('Punjab')).resolves.toEqual({
      states: ['Gujarat', 'Punjab'],
      commodities: ['Wheat'],
    });
    await service.filters();
    expect(prices.calls.states).toBe(1);
    expect(prices.calls.commodities).toBe(2);
  });

  it('gives the trend over the last days of data, counted back from the newest report', async () => {
    const { service, prices } = marketPricesWithFakes();
    const days = ['2026-11-10', '2026-11-13', '2026-11-14', '2026-11-18', '2026-11-20'];
    await prices.upsert(days.map((arrivalDate) => price({ arrivalDate })));
    const { points } = await service.trend({ commodity: 'Wheat', state: 'Gujarat' }, 7);
    expect(points.map((p) => p.date)).toEqual(['2026-11-14', '2026-11-18', '2026-11-20']);
    const one = await service.trend({ commodity: 'Wheat' }, 1);
    expect(one.points.map((p) => p.date)).toEqual(['2026-11-20']);
  });

  it('gives no trend points for a commodity without reports', async () => {
    const { service, prices } = await seeded();
    await expect(service.trend({ commodity: 'Saffron' }, 30)).resolves.toEqual({ points: [] });
    expect(prices.calls.trend ?? 0).toBe(0);
  });

  it('hints the latest day’s median price of a crop in a state, under its market name', async () => {
    const { service } = await seeded();
    await expect(service.hint('wheat', 'Gujarat')).resolves.toEqual({
      date: '2026-11-20',
      modalPrice: 2700,
      markets: 3,
      commodity: 'Wheat',
      state: 'Gujarat',
      source: { kind: 'sample', label: 'Sample prices' },
    });
    await expect(service.hint('Paddy', 'Gujarat')).resolves.toMatchObject({
      commodity: 'Paddy(Common)',
    });
  });

  it('says PRICES.NO_DATA when there is nothing to hint', async () => {
    const { service } = await seeded();
    const hint = service.hint('Saffron', 'Gujarat');
    await expect(hint).rejects.toBeInstanceOf(NotFoundError);
    await expect(hint).rejects.toMatchObject({ code: 'PRICES.NO_DATA' });
  });

  it('gives the last two days with data, newest first, or none', async () => {
    const { service } = await seeded();
    const days = await service.recentDays('Wheat', 'Gujarat');
    expect(days.map((d) => [d.date, d.modalPrice])).toEqual([
      ['2026-11-20', 2700],
      ['2026-11-19', 2500],
    ]);
    await expect(service.recentDays('Saffron', 'Gujarat')).resolves.toEqual([]);
  });
});
