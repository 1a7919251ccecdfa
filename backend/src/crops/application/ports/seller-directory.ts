import type { SellerSummary } from './crop-listing.repository';

/** Who sells: the sellers' names, mobiles and states (owned by the accounts context). */
export abstract class SellerDirectory {
  /**
   * By id; unknown ids are left out. The mobile is left out (mobileHidden) of a seller who shows
   * it only to buyers whose order they accepted.
   */
  abstract cards(ids: readonly string[]): Promise<Map<string, SellerSummary>>;
  /** Calls `listener` after a seller's name, mobile, state or number privacy changed. */
  abstract onSellerChanged(listener: (sellerId: string) => void): void;
  /** The ids of sellers whose state has this slug ("uttar-pradesh"). */
  abstract idsInState(stateSlug: string): Promise<string[]>;
}
