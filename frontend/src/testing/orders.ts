/** People and an order in the API's shape, shared by the order, report and dashboard tests. */
import type { Schema } from './api-server';

export const me: Schema<'OrderPartyDto'> = { _id: 'user-1', name: 'Asha Patel' };
export const ravi: Schema<'OrderPartyDto'> = { _id: 'user-2', name: 'Ravi Kumar' };

export function anOrder(
  id: string,
  overrides: Partial<Schema<'OrderDto'>> = {},
): Schema<'OrderDto'> {
  return {
    _id: id,
    createdAt: '2026-03-01T10:00:00.000Z',
    status: 'Pending',
    cropId: {
      _id: 'crop-1',
      cropName: 'Tomato',
      cropQuantity: 10,
      cropUnit: 'kg',
      cropSellingPrice: 25,
    },
    listingId: 'crop-1',
    sellerId: me,
    buyerId: ravi,
    cropQuantity: 2,
    quantity: 2,
    unitPrice: 25,
    totalPrice: 50,
    decidedAt: null,
    paymentStatus: 'unpaid',
    ...overrides,
  };
}
