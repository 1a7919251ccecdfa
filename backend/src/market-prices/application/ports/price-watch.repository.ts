import type { PriceWatch, WatchPlace } from '../../domain/price-watch';

/** One price date of a watch: the modal price there that day, rupees per quintal. */
export interface WatchDay {
  date: string;
  /** Median of the matching reports' modal prices that day (one market: its varieties). */
  modalPrice: number;
  markets: number;
}

/** The feed's own spelling of what a user typed, when the feed has it. */
export interface WatchNames extends WatchPlace {
  commodity: string;
  state: string;
}

export abstract class PriceWatchRepository {
  abstract listFor(userId: string): Promise<PriceWatch[]>;
  abstract countFor(userId: string): Promise<number>;
  /** False when the user already watches this commodity, state and place (any case). */
  abstract addUnlessExists(watch: PriceWatch): Promise<boolean>;
  abstract findById(id: string): Promise<PriceWatch | null>;
  /** Stores changed alert prices and their states. */
  abstract save(watch: PriceWatch): Promise<void>;
  abstract remove(id: string): Promise<void>;
  /**
   * The last `days` price dates of each of a user's watches (or of the given ones), newest first,
   * in one query; a watch without prices has no entry.
   */
  abstract recentDaysOf(
    userId: string,
    days: number,
    watchIds?: string[],
  ): Promise<Map<string, WatchDay[]>>;
  /**
   * The names as the feed writes them: commodity in any case or as the start of a feed name
   * ("Paddy" finds "Paddy(Common)"), market and district in any case; what it does not know is
   * returned as given.
   */
  abstract feedNames(names: WatchNames): Promise<WatchNames>;
}
