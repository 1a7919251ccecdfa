import { randomUUID } from 'node:crypto';
import { PriceWatchlistService } from '../../src/market-prices/application/price-watchlist.service';
import { MAX_TEXT_FIELD } from '../../src/market-prices/domain/market-price';
import { MAX_WATCHES_PER_USER, PriceWatch } from '../../src/market-prices/domain/price-watch';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
} from '../../src/shared/domain/domain-error';
import { FakeClock } from '../fakes/accounts';
import { InMemoryPriceWatchRepository, marketPricesWithFakes, price } from '../fakes/market-prices';
import { actors, expectError } from '../support/domain-errors';

const { farmer, neighbour, admin } = actors();

const NOW = new Date('2026-11-26T09:00:00Z');

async function setup() {
  const { service: prices, prices: repository } = marketPricesWithFakes();
  await repository.upsert([
    price({ market: 'Anand', arrivalDate: '2026-11-18', modalPrice: 2400 }),
    price({ market: 'Anand', arrivalDate: '2026-11-19', modalPrice: 2500 }),
    price({ market: 'Anand', arrivalDate: '2026-11-20', modalPrice: 2600 }),
    price({ commodity: 'Cotton', market: 'Rajkot', arrivalDate: '2026-11-20', modalPrice: 7000 }),
  ]);
  const watches = new InMemoryPriceWatchRepository();
  const clock = new FakeClock(NOW);
  const service = new PriceWatchlistService(watches, prices, clock);
  return { service, watches, clock };
}

describe('PriceWatchlistService', () => {
  it('adds a crop to the user’s list with its last two days of prices', async () => {
    const { service, watches } = await setup();
    const added = await service.add(farmer, '  Wheat ', 'Gujarat');
    expect(added.watch).toMatchObject({
      userId: farmer.id,
      commodity: 'Wheat',
      state: 'Gujarat',
      createdAt: NOW,
    });
    expect(added.latest).toMatchObject({ date: '2026-11-20', modalPrice: 2600 });
    expect(added.previous).toMatchObject({ date: '2026-11-19', modalPrice: 2500 });
    expect(watches.rows.size).toBe(1);
  });

  it('tidies the spaces in what the user typed', async () => {
    const { service } = await setup();
    const added = await service.add(farmer, 'Paddy   (Common)\t', ' Tamil\n Nadu ');
    expect(added.watch).toMatchObject({ commodity: 'Paddy (Common)', state: 'Tamil Nadu' });
  });

  it('follows a crop without prices yet, with no prices to show', async () => {
    const { service } = await setup();
    const added = await service.add(farmer, 'Saffron', 'Jammu and Kashmir');
    expect(added).toMatchObject({ latest: null, previous: null });
  });

  it('shows one day and no change when only one day has reports', async () => {
    const { service } = await setup();
    const added = await service.add(farmer, 'Cotton', 'Gujarat');
    expect(added.latest).toMatchObject({ date: '2026-11-20', modalPrice: 7000 });
    expect(added.previous).toBeNull();
  });

  it.each([
    ['an empty crop', '', 'Gujarat'],
    ['a blank state', 'Wheat', '   '],
    ['a crop name that is too long', 'x'.repeat(MAX_TEXT_FIELD + 1), 'Gujarat'],
  ])('refuses %s with PRICES.WATCH_INVALID', async (_what, commodity, state) => {
    const { service, watches } = await setup();
    await expectError(
      service.add(farmer, commodity, state),
      InvalidInputError,
      'PRICES.WATCH_INVALID',
    );
    expect(watches.rows.size).toBe(0);
  });

  it('accepts a name of exactly the longest length', async () => {
    const { service } = await setup();
    await expect(service.add(farmer, 'x'.repeat(MAX_TEXT_FIELD), 'Gujarat')).resolves.toBeDefined();
  });

  it('refuses the same crop and state twice, in any case, with PRICES.ALREADY_WATCHED', async () => {
    const { service, watches } = await setup();
    await service.add(farmer, 'Wheat', 'Gujarat');
    await expectError(
      service.add(farmer, 'WHEAT', 'gujarat'),
      ConflictError,
      'PRICES.ALREADY_WATCHED',
    );
    expect(watches.rows.size).toBe(1);
    // Another user may follow the same crop.
    await expect(service.add(neighbour, 'Wheat', 'Gujarat')).resolves.toBeDefined();
  });

  it(`holds at most ${MAX_WATCHES_PER_USER} crops per user`, async () => {
    const { service, watches } = await setup();
    for (let i = 0; i < MAX_WATCHES_PER_USER; i++)
      await service.add(farmer, `Crop ${i}`, 'Gujarat');
    await expectError(
      service.add(farmer, 'One more', 'Gujarat'),
      InvalidInputError,
      'PRICES.WATCHLIST_FULL',
    );
    expect(await watches.countFor(farmer.id)).toBe(MAX_WATCHES_PER_USER);
    // Other users' lists do not count.
    await expect(service.add(neighbour, 'Wheat', 'Gujarat')).resolves.toBeDefined();
  });

  it('lists only the user’s own crops, each with its prices', async () => {
    const { service, clock } = await setup();
    await service.add(farmer, 'Wheat', 'Gujarat');
    clock.advance(1000);
    await service.add(farmer, 'Saffron', 'Gujarat');
    await service.add(neighbour, 'Cotton', 'Gujarat');

    const mine = await service.list(farmer);
    expect(mine.map((w) => w.watch.commodity)).toEqual(['Wheat', 'Saffron']);
    expect(mine[0]).toMatchObject({ latest: { modalPrice: 2600 }, previous: { modalPrice: 2500 } });
    expect(mine[1]).toMatchObject({ latest: null, previous: null });
    await expect(service.list(admin)).resolves.toEqual([]);
  });

  it('lets the user remove their crop', async () => {
    const { service, watches } = await setup();
    const { watch } = await service.add(farmer, 'Wheat', 'Gujarat');
    await service.remove(farmer, watch.id);
    expect(watches.rows.size).toBe(0);
  });

  it('treats another user’s item as not found, even for an administrator', async () => {
    const { service, watches } = await setup();
    const { watch } = await service.add(farmer, 'Wheat', 'Gujarat');
    await expectError(service.remove(neighbour, watch.id), NotFoundError, 'PRICES.WATCH_NOT_FOUND');
    await expectError(service.remove(admin, watch.id), NotFoundError, 'PRICES.WATCH_NOT_FOUND');
    await expectError(
      service.remove(farmer, randomUUID()),
      NotFoundError,
      'PRICES.WATCH_NOT_FOUND',
    );
    expect(watches.rows.get(watch.id)).toBeInstanceOf(PriceWatch);
  });
});
