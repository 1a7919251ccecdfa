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
  const { prices: repository } = marketPricesWithFakes();
  await repository.upsert([
    price({ market: 'Anand', arrivalDate: '2026-11-18', modalPrice: 2400 }),
    price({ market: 'Anand', arrivalDate: '2026-11-19', modalPrice: 2500 }),
    price({ market: 'Anand', arrivalDate: '2026-11-20', modalPrice: 2600 }),
    price({ commodity: 'Cotton', market: 'Rajkot', arrivalDate: '2026-11-20', modalPrice: 7000 }),
  ]);
  const watches = new InMemoryPriceWatchRepository(repository);
  const clock = new FakeClock(NOW);
  const service = new PriceWatchlistService(watches, clock);
  return { service, watches, clock };
}

describe('PriceWatchlistService', () => {
  it('adds a crop to the user’s list with its last two days of prices', async () => {
    const { service, watches } = await setup();
    const added = await service.add(farmer, { commodity: '  Wheat ', state: 'Gujarat' });
    expect(added.watch).toMatchObject({
      userId: farmer.id,
      commodity: 'Wheat',
      state: 'Gujarat',
      createdAt: NOW,
    });
    expect(added.days[0]).toMatchObject({ date: '2026-11-20', modalPrice: 2600 });
    expect(added.days[1]).toMatchObject({ date: '2026-11-19', modalPrice: 2500 });
    expect(watches.rows.size).toBe(1);
  });

  it('tidies the spaces in what the user typed', async () => {
    const { service } = await setup();
    const added = await service.add(farmer, {
      commodity: 'Paddy   (Common)\t',
      state: ' Tamil\n Nadu ',
    });
    expect(added.watch).toMatchObject({ commodity: 'Paddy (Common)', state: 'Tamil Nadu' });
  });

  it('follows a crop without prices yet, with no prices to show', async () => {
    const { service } = await setup();
    const added = await service.add(farmer, { commodity: 'Saffron', state: 'Jammu and Kashmir' });
    expect(added.days).toEqual([]);
  });

  it('shows one day and no change when only one day has reports', async () => {
    const { service } = await setup();
    const added = await service.add(farmer, { commodity: 'Cotton', state: 'Gujarat' });
    expect(added.days).toEqual([{ date: '2026-11-20', modalPrice: 7000, markets: 1 }]);
  });

  it.each([
    ['an empty crop', '', 'Gujarat'],
    ['a blank state', 'Wheat', '   '],
    ['a crop name that is too long', 'x'.repeat(MAX_TEXT_FIELD + 1), 'Gujarat'],
  ])('refuses %s with PRICES.WATCH_INVALID', async (_what, commodity, state) => {
    const { service, watches } = await setup();
    await expectError(
      service.add(farmer, { commodity, state }),
      InvalidInputError,
      'PRICES.WATCH_INVALID',
    );
    expect(watches.rows.size).toBe(0);
  });

  it('accepts a name of exactly the longest length', async () => {
    const { service } = await setup();
    await expect(
      service.add(farmer, { commodity: 'x'.repeat(MAX_TEXT_FIELD), state: 'Gujarat' }),
    ).resolves.toBeDefined();
  });

  it('refuses the same crop and state twice, in any case, with PRICES.ALREADY_WATCHED', async () => {
    const { service, watches } = await setup();
    await service.add(farmer, { commodity: 'Wheat', state: 'Gujarat' });
    await expectError(
      service.add(farmer, { commodity: 'WHEAT', state: 'gujarat' }),
      ConflictError,
      'PRICES.ALREADY_WATCHED',
    );
    expect(watches.rows.size).toBe(1);
    // Another user may follow the same crop.
    await expect(
      service.add(neighbour, { commodity: 'Wheat', state: 'Gujarat' }),
    ).resolves.toBeDefined();
  });

  it(`holds at most ${MAX_WATCHES_PER_USER} crops per user`, async () => {
    const { service, watches } = await setup();
    for (let i = 0; i < MAX_WATCHES_PER_USER; i++)
      await service.add(farmer, { commodity: `Crop ${i}`, state: 'Gujarat' });
    await expectError(
      service.add(farmer, { commodity: 'One more', state: 'Gujarat' }),
      InvalidInputError,
      'PRICES.WATCHLIST_FULL',
    );
    expect(await watches.countFor(farmer.id)).toBe(MAX_WATCHES_PER_USER);
    // Other users' lists do not count.
    await expect(
      service.add(neighbour, { commodity: 'Wheat', state: 'Gujarat' }),
    ).resolves.toBeDefined();
  });

  it('lists only the user’s own crops, each with its prices', async () => {
    const { service, clock } = await setup();
    await service.add(farmer, { commodity: 'Wheat', state: 'Gujarat' });
    clock.advance(1000);
    await service.add(farmer, { commodity: 'Saffron', state: 'Gujarat' });
    await service.add(neighbour, { commodity: 'Cotton', state: 'Gujarat' });

    const mine = await service.list(farmer);
    expect(mine.map((w) => w.watch.commodity)).toEqual(['Wheat', 'Saffron']);
    expect(mine[0]!.days.map((d) => d.modalPrice)).toEqual([2600, 2500, 2400]);
    expect(mine[1]!.days).toEqual([]);
    await expect(service.list(admin)).resolves.toEqual([]);
  });

  it('lets the user remove their crop', async () => {
    const { service, watches } = await setup();
    const { watch } = await service.add(farmer, { commodity: 'Wheat', state: 'Gujarat' });
    await service.remove(farmer, watch.id);
    expect(watches.rows.size).toBe(0);
  });

  it('treats another user’s item as not found, even for an administrator', async () => {
    const { service, watches } = await setup();
    const { watch } = await service.add(farmer, { commodity: 'Wheat', state: 'Gujarat' });
    await expectError(service.remove(neighbour, watch.id), NotFoundError, 'PRICES.WATCH_NOT_FOUND');
    await expectError(service.remove(admin, watch.id), NotFoundError, 'PRICES.WATCH_NOT_FOUND');
    await expectError(
      service.remove(farmer, randomUUID()),
      NotFoundError,
      'PRICES.WATCH_NOT_FOUND',
    );
    expect(watches.rows.get(watch.id)).toBeInstanceOf(PriceWatch);
  });
  it('keeps alert prices, refuses bad ones, and re-arms a changed one', async () => {
    const { service, watches } = await setup();
    const { watch } = await service.add(farmer, {
      commodity: 'Wheat',
      state: 'Gujarat',
      above: 2700,
      below: 2300.5,
    });
    expect(watch).toMatchObject({ above: '2700', below: '2300.5', aboveState: 'armed' });
    await expectError(
      service.add(farmer, { commodity: 'Rice', state: 'Gujarat', above: 2000, below: 2000 }),
      InvalidInputError,
      'PRICES.THRESHOLDS_ORDER',
    );
    await expectError(
      service.add(farmer, { commodity: 'Rice', state: 'Gujarat', market: 'A', district: 'B' }),
      InvalidInputError,
      'PRICES.MARKET_OR_DISTRICT',
    );
    await expectError(
      service.setThresholds(farmer, watch.id, { above: -1 }),
      InvalidInputError,
      'PRICES.THRESHOLD_INVALID',
    );
    watches.rows.get(watch.id)!.aboveState = 'fired';
    watches.rows.get(watch.id)!.belowState = 'fired';
    const changed = await service.setThresholds(farmer, watch.id, { above: 2800 });
    expect(changed.watch).toMatchObject({
      above: '2800',
      below: '2300.5',
      aboveState: 'armed',
      belowState: 'fired',
    });
    const cleared = await service.setThresholds(farmer, watch.id, { below: null });
    expect(cleared.watch).toMatchObject({ above: '2800', below: null });
    await expectError(
      service.setThresholds(neighbour, watch.id, { above: 1 }),
      NotFoundError,
      'PRICES.WATCH_NOT_FOUND',
    );
  });
});
