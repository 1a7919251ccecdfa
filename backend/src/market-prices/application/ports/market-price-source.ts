import type { RawPriceRecord } from '../../domain/market-price';

export type PriceSourceKind = 'data.gov.in' | 'sample';

export interface PriceSourceInfo {
  kind: PriceSourceKind;
  /** Shown to people: where the prices come from. */
  label: string;
}

export interface PricePageRequest {
  offset: number;
  limit: number;
  state?: string;
  commodity?: string;
}

export interface PricePage {
  records: RawPriceRecord[];
  /** How many records match in all, when the source says so. */
  total: number | null;
}

/**
 * The source refused or failed for good. `retryable` is false when asking again cannot help
 * (a bad or missing key); the message is the source's own words where it gave any.
 */
export class PriceSourceError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PriceSourceError';
  }
}

/** Where mandi prices come from, one page of raw records at a time. */
export abstract class MarketPriceSource {
  abstract readonly info: PriceSourceInfo;
  /** The largest page the source serves. */
  abstract readonly maxPageSize: number;
  abstract fetchPage(request: PricePageRequest): Promise<PricePage>;
}
