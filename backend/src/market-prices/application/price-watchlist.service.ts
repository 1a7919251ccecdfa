import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../shared/auth/authenticated-user';
import { Clock } from '../../shared/time/clock';
import { MarketPriceErrors } from '../domain/market-price-errors';
import {
  checkPlace,
  checkThresholds,
  MAX_WATCHES_PER_USER,
  normaliseWatchText,
  PriceWatch,
  type Thresholds,
} from '../domain/price-watch';
import { PriceWatchRepository, type WatchDay } from './ports/price-watch.repository';

/** Price dates a watch shows (its sparkline): two weeks of reports. */
export const WATCH_HISTORY_DAYS = 14;

export interface WatchWithPrices {
  watch: PriceWatch;
  /** Its last WATCH_HISTORY_DAYS price dates, newest first (empty: no prices yet). */
  days: WatchDay[];
}

/** An alert price as sent: a number of rupees per quintal; null clears it. */
export type ThresholdInput = number | null | undefined;

export interface NewWatch {
  commodity: string;
  state: string;
  market?: string | null;
  district?: string | null;
  above?: number | null;
  below?: number | null;
}

/** A number as plain decimal text ("2150.5"); 1e21 stays "1e+21", which the domain refuses. */
function amountText(value: ThresholdInput): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** Each user's followed crops: only they can see or change their list. */
@Injectable()
export class PriceWatchlistService {
  constructor(
    private readonly watches: PriceWatchRepository,
    private readonly clock: Clock,
  ) {}

  /** The user's watches with their recent prices: one query for all of them. */
  async list(actor: AuthenticatedUser): Promise<WatchWithPrices[]> {
    const watches = await this.watches.listFor(actor.id);
    if (watches.length === 0) return [];
    const days = await this.watches.recentDaysOf(actor.id, WATCH_HISTORY_DAYS);
    return watches.map((watch) => ({ watch, days: days.get(watch.id) ?? [] }));
  }

  async add(actor: AuthenticatedUser, input: NewWatch): Promise<WatchWithPrices> {
    const c = normaliseWatchText(input.commodity);
    const s = normaliseWatchText(input.state);
    if (!c || !s) throw MarketPriceErrors.watchInvalid();
    const place = checkPlace(input.market ?? null, input.district ?? null);
    const thresholds: Thresholds = {
      above: amountText(input.above),
      below: amountText(input.below),
    };
    checkThresholds(thresholds);
    if ((await this.watches.countFor(actor.id)) >= MAX_WATCHES_PER_USER) {
      throw MarketPriceErrors.watchlistFull(MAX_WATCHES_PER_USER);
    }
    // The feed's own spelling, so the watch's prices are found by exact names (an index walk).
    const names = await this.watches.feedNames({ commodity: c, state: s, ...place });
    const watch = new PriceWatch(
      randomUUID(),
      actor.id,
      names.commodity,
      names.state,
      this.clock.now(),
      names.market,
      names.district,
      thresholds.above,
      thresholds.below,
    );
    if (!(await this.watches.addUnlessExists(watch))) throw MarketPriceErrors.alreadyWatched();
    return this.withPrices(actor, watch);
  }

  /**
   * Sets or clears the alert prices of the user's own watch: a value left out stays, null clears.
   * A changed alert price is armed again.
   */
  async setThresholds(
    actor: AuthenticatedUser,
    id: string,
    change: { above?: ThresholdInput; below?: ThresholdInput },
  ): Promise<WatchWithPrices> {
    const watch = await this.own(actor, id);
    watch.setThresholds({
      above: change.above === undefined ? watch.above : amountText(change.above),
      below: change.below === undefined ? watch.below : amountText(change.below),
    });
    await this.watches.save(watch);
    return this.withPrices(actor, watch);
  }

  async remove(actor: AuthenticatedUser, id: string): Promise<void> {
    await this.own(actor, id);
    await this.watches.remove(id);
  }

  /** Someone else's item is "not found" to you: ids of other users' lists are not revealed. */
  private async own(actor: AuthenticatedUser, id: string): Promise<PriceWatch> {
    const watch = await this.watches.findById(id);
    if (!watch || watch.userId !== actor.id) throw MarketPriceErrors.watchNotFound();
    return watch;
  }

  private async withPrices(actor: AuthenticatedUser, watch: PriceWatch): Promise<WatchWithPrices> {
    const days = await this.watches.recentDaysOf(actor.id, WATCH_HISTORY_DAYS, [watch.id]);
    return { watch, days: days.get(watch.id) ?? [] };
  }
}
