import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { InvalidInputError } from '../../shared/domain/domain-error';
import { Clock } from '../../shared/time/clock';
import { MarketPriceErrors } from '../domain/market-price-errors';
import { MAX_WATCHES_PER_USER, normaliseWatchText, PriceWatch } from '../domain/price-watch';
import type { DaySummary } from './ports/market-price.repository';
import { PriceWatchRepository } from './ports/price-watch.repository';
import { MarketPricesService } from './market-prices.service';

export interface WatchWithPrices {
  watch: PriceWatch;
  latest: DaySummary | null;
  previous: DaySummary | null;
}

/** Each user's followed crops: only they can see or change their list. */
@Injectable()
export class PriceWatchlistService {
  constructor(
    private readonly watches: PriceWatchRepository,
    private readonly prices: MarketPricesService,
    private readonly clock: Clock,
  ) {}

  async list(actor: AuthenticatedUser): Promise<WatchWithPrices[]> {
    const watches = await this.watches.listFor(actor.id);
    return Promise.all(
      watches.map(async (watch) => {
        const [latest, previous] = await this.prices.recentDays(watch.commodity, watch.state);
        return { watch, latest: latest ?? null, previous: previous ?? null };
      }),
    );
  }

  async add(actor: AuthenticatedUser, commodity: string, state: string): Promise<WatchWithPrices> {
    const c = normaliseWatchText(commodity);
    const s = normaliseWatchText(state);
    if (!c || !s) {
      throw new InvalidInputError('PRICES.WATCH_INVALID');
    }
    if ((await this.watches.countFor(actor.id)) >= MAX_WATCHES_PER_USER) {
      throw MarketPriceErrors.watchlistFull(MAX_WATCHES_PER_USER);
    }
    const watch = new PriceWatch(randomUUID(), actor.id, c, s, this.clock.now());
    if (!(await this.watches.addUnlessExists(watch))) throw MarketPriceErrors.alreadyWatched();
    const [latest, previous] = await this.prices.recentDays(c, s);
    return { watch, latest: latest ?? null, previous: previous ?? null };
  }

  /** Someone else's item is "not found" to you: ids of other users' lists are not revealed. */
  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    const watch = await this.watches.findById(id);
    if (!watch || watch.userId !== actor.id) throw MarketPriceErrors.watchNotFound();
    await this.watches.remove(id);
  }
}
