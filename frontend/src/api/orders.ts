import { queryOptions } from '@tanstack/react-query';
import { formatDate } from '../i18n/format';
import { api, requireData } from './client';
import type { components } from './schema';

export type Order = components['schemas']['OrderDto'];
export type OrderStatus = Order['status'];
export type OrderDecision = components['schemas']['OrderStatusDto']['status'];

// Every order query sits under this key, so one invalidation refreshes the dashboard, the
// reports and the history after a decision.
export const ordersKey = ['orders'] as const;

/** The server's page size for orders (its maximum). */
const ORDERS_PAGE = 100;
/** The screens total and list every order; past this many pages they show the newest. */
const MAX_ORDER_PAGES = 10;

/**
 * Every page of a paged order list (newest first), until the server's X-Total-Count is reached:
 * the dashboard's totals and the history need all of a farmer's orders, not the first page.
 */
async function allOrderPages(
  fetchPage: (page: number) => Promise<{ data?: Order[]; response: Response }>,
): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; page <= MAX_ORDER_PAGES; page++) {
    const { data, response } = await fetchPage(page);
    const items = requireData(data);
    orders.push(...items);
    const total = Number(response.headers.get('X-Total-Count') ?? orders.length);
    if (items.length < ORDERS_PAGE || orders.length >= total) break;
  }
  return orders;
}

/** GET /api/orders: the caller's orders as buyer or seller, optionally of one status. */
export function myOrdersQuery(status?: OrderStatus) {
  return queryOptions({
    queryKey: [...ordersKey, 'mine', status ?? 'all'] as const,
    queryFn: ({ signal }) =>
      allOrderPages((page) =>
        api.GET('/api/orders', {
          params: { query: { ...(status ? { status } : {}), page, limit: ORDERS_PAGE } },
          signal,
        }),
      ),
  });
}

/** GET /api/orders/{userId}: the caller's own orders (the path names the caller). */
export function userOrdersQuery(userId: string) {
  return queryOptions({
    queryKey: [...ordersKey, 'user', userId] as const,
    queryFn: ({ signal }) =>
      allOrderPages((page) =>
        api.GET('/api/orders/{userId}', {
          params: { path: { userId }, query: { page, limit: ORDERS_PAGE } },
          signal,
        }),
      ),
  });
}

/** PUT /api/orders/{id}/status: the seller accepts or rejects, the buyer cancels. */
export async function decideOrder(id: string, status: OrderDecision): Promise<void> {
  await api.PUT('/api/orders/{id}/status', { params: { path: { id } }, body: { status } });
}

export type OrderDetails = components['schemas']['OrderDetailsDto'];
export type OrderMove = components['schemas']['OrderStatusDto'];
export type CancelReason = NonNullable<OrderMove['reason']>;

/** GET /api/orders/{id}/details: one order for one of its parties. */
export function orderDetailsQuery(id: string) {
  return queryOptions({
    queryKey: [...ordersKey, 'details', id] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/orders/{id}/details', {
        params: { path: { id } },
        signal,
      });
      return requireData(data);
    },
  });
}

/** POST /api/orders/{id}/handed-over: the seller says the goods changed hands. */
export async function markHandedOver(id: string): Promise<void> {
  await api.POST('/api/orders/{id}/handed-over', { params: { path: { id } } });
}

/** PUT /api/orders/{id}/status with everything a move may carry (a reason to call one off). */
export async function moveOrder(id: string, move: OrderMove): Promise<void> {
  await api.PUT('/api/orders/{id}/status', { params: { path: { id } }, body: move });
}

/** True when the given user sold (rather than bought) the order. */
export function isSellerOf(order: Order, userId: string | null): boolean {
  return userId !== null && order.sellerId._id === userId;
}

/** An amount in rupees as Indians write it: ₹1,23,456.50 */
export { formatQuantity, formatRupees, unitName } from '../i18n/format';

/** A date and time of an order, in the interface language. */
export function formatOrderDate(iso: string, language: string, withTime = false): string {
  return formatDate(iso, withTime, language);
}

/** Newest first. */
export function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export type HandoverPlan = components['schemas']['HandoverPlanDto'];
export type HandoverTerms = components['schemas']['HandoverTermsDto'];
export type HandoverKind = HandoverTerms['kind'];
export type PaymentMove = components['schemas']['PaymentMoveDto'];
export type PaymentStatus = components['schemas']['OrderPaymentDto']['status'];

/** PUT /api/orders/{id}/handover: propose how, where and when the goods change hands. */
export async function proposeHandover(id: string, terms: HandoverTerms): Promise<void> {
  await api.PUT('/api/orders/{id}/handover', { params: { path: { id } }, body: terms });
}

/** POST /api/orders/{id}/handover/confirm: agree to the other side's proposal. */
export async function confirmHandover(id: string): Promise<void> {
  await api.POST('/api/orders/{id}/handover/confirm', { params: { path: { id } } });
}

/** PUT /api/orders/{id}/payment: the buyer says they paid; the seller confirms or disputes. */
export async function changePayment(id: string, move: PaymentMove): Promise<void> {
  await api.PUT('/api/orders/{id}/payment', { params: { path: { id } }, body: move });
}
