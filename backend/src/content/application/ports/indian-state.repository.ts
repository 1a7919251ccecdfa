import type { IndianState } from '../../domain/indian-state';

export interface IndianStateRecord {
  code: string;
  name: string;
  kind: IndianState['kind'];
  /** The name in Hindi and Gujarati (shipped records have both). */
  hi?: string;
  gu?: string;
}

export abstract class IndianStateRepository {
  /** All states and union territories, states first, each group by name. */
  abstract listAll(): Promise<IndianState[]>;
  abstract findBySlug(slug: string): Promise<IndianState | null>;
  /** Inserts new records and updates changed ones by code; returns how many rows it wrote. */
  abstract upsertMany(records: IndianStateRecord[]): Promise<number>;
}
