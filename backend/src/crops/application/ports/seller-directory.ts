import type { SellerSummary } from './crop-listing.repository';

/** Who sells: the sellers' names, mobiles and states (owned by the accounts context). */
export abstract class SellerDirectory {
  /** By id; unknown ids are left out. */
  abstract cards(ids: readonly string[]): Promise<Map<string, SellerSummary>>;
  /** The ids of sellers whose state has this slug ("uttar-pradesh"). */
  abstract idsInState(stateSlug: string): Promise<string[]>;
}
