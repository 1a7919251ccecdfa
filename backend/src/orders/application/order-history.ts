import { Injectable } from '@nestjs/common';
import { OrderRepository } from './ports/order.repository';

/** What other contexts may ask of the orders: part of the orders context's public API. */
@Injectable()
export class OrderHistory {
  constructor(private readonly orders: OrderRepository) {}

  hasOrdered(buyerId: string, listingId: string): Promise<boolean> {
    return this.orders.hasOrdered(buyerId, listingId);
  }

  /** The id of the newest order between these parties for this listing placed since `since`. */
  placedSince(
    parties: { buyerId: string; sellerId: string; listingId: string },
    since: Date,
  ): Promise<string | null> {
    return this.orders.placedSince(parties, since);
  }
}
