import { api, requireData } from '../../../api/client';
import { quantityDecimals, type CropUnit } from '../../../api/crops';
import type { components } from '../../../api/schema';

export type Order = components['schemas']['OrderDto'];

/**
 * POST /api/orders: the server works out the seller, the buyer and the price. The same
 * `idempotencyKey` with the same body answers with the order the first request made, so sending
 * an order again after a lost answer never places a second one.
 */
export async function placeOrder(
  cropId: string,
  quantity: number,
  idempotencyKey: string,
): Promise<Order> {
  const { data } = await api.POST('/api/orders', {
    body: { cropId, quantity },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return requireData(data);
}

/** The server's answer to a key already used for an order with another body. */
export const KEY_REUSED = 'IDEMPOTENCY.KEY_REUSED';

/**
 * A new key for one order: a random UUID, or 32 random hex digits where the browser has no
 * crypto.randomUUID (it is only there on https pages and in newer browsers).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Decimals an order's quantity may have in `unit` (as the server holds them). */
export function orderDecimals(unit: string): number {
  return quantityDecimals[unit as CropUnit] ?? 2;
}

// Countable units (bunch, each, dozen) are bought whole; weights to 0.01.
export function isCountable(unit: string): boolean {
  return orderDecimals(unit) === 0;
}

export const MIN_ORDER_QUANTITY = 0.01;

/** Rounds away floating-point dust: 0.1 * 3 -> 0.3. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function orderTotal(price: number, quantity: number): number {
  return roundTo(price * quantity, 2);
}
