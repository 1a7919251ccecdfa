/** What became of claiming a request key for a new order (see OrderRequestKey). */
export type KeyClaim =
  /** The key is new (or expired): the caller places the order under `orderId`. */
  | { kind: 'new' }
  /** The key placed an order already, for the same request: answer with that order. */
  | { kind: 'replay'; orderId: string }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

/** Request keys of "place an order", kept with the order they placed (orders context). */
export abstract class OrderRequestKeys {
  /**
   * Inside the transaction that places the order: records `key` for `orderId`, unless a key of
   * this account placed an order already within the time keys are kept. A concurrent claim of the
   * same key waits for the other transaction, so of two racing requests one places the order and
   * the other replays it. Expired keys are dropped on the way.
   */
  abstract claim(
    claim: { accountId: string; key: string; fingerprint: string; orderId: string },
    now: Date,
    keptSince: Date,
  ): Promise<KeyClaim>;
}
