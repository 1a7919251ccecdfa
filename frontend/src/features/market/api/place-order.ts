import { api, requireData } from '../../../api/client';
import type { components } from '../../../api/schema';

export type Order = components['schemas']['OrderDto'];

/** POST /api/orders: the server works out the seller, the buyer and the price. */
export async function placeOrder(cropId: string, quantity: number): Promise<Order> {
  const { data } = await api.POST('/api/orders', { body: { cropId, quantity } });
  return requireData(data);
}

// Countable units are bought whole; weights may be fractional (to the gram).
const countableUnits: ReadonlySet<string> = new Set(['bunch', 'each', 'dozen']);

export function isCountable(unit: string): boolean {
  return countableUnits.has(unit);
}

export const MIN_ORDER_QUANTITY = 0.001;

/** Rounds away floating-point dust: 0.1 * 3 -> 0.3. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function orderTotal(price: number, quantity: number): number {
  return roundTo(price * quantity, 2);
}
