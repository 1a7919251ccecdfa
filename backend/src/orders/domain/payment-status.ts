/**
 * Whether the buyer has paid. No money passes through AgroSense: the buyer pays the seller
 * directly (UPI or cash) and says so; the seller's word settles it (docs/trade.md).
 */
export const PAYMENT_STATUSES = ['unpaid', 'reported', 'confirmed', 'disputed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
