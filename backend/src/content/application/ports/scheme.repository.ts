import type { Scheme } from '../../domain/scheme';

export abstract class SchemeRepository {
  /** Every scheme not archived, central ones first, then by state and name. */
  abstract listAll(): Promise<Scheme[]>;
  /** The schemes of one state (by slug) plus the central ones. */
  abstract listForStateSlug(slug: string): Promise<Scheme[]>;
  abstract findById(id: string): Promise<Scheme | null>;
  abstract save(scheme: Scheme): Promise<void>;
  abstract remove(scheme: Scheme): Promise<void>;
  /**
   * Inserts shipped schemes that are missing and refreshes those no administrator has edited;
   * returns how many rows it wrote.
   */
  abstract upsertShipped(schemes: Scheme[]): Promise<number>;
}
