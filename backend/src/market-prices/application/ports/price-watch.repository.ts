import type { PriceWatch } from '../../domain/price-watch';

export abstract class PriceWatchRepository {
  abstract listFor(userId: string): Promise<PriceWatch[]>;
  abstract countFor(userId: string): Promise<number>;
  /** False when the user already watches this commodity and state (any case). */
  abstract addUnlessExists(watch: PriceWatch): Promise<boolean>;
  abstract findById(id: string): Promise<PriceWatch | null>;
  abstract remove(id: string): Promise<void>;
}
