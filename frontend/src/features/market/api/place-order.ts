import { api, requireData } from '../../../api/client';
import { quantityDecimals, type CropUnit } from '../../../api/crops';
import type { components } from '../../../api/schema';

export type Order = components['schemas']['OrderDto'];

/** POST /api/orders: the server works out the seller, the buyer and the price. */
export async function placeOrder(cropId: string, quantity: number): Promise<Order> {
  const { data } = await api.POST('/api/orders', { body: { cropId, quantity } });
  return requireData(data);
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
