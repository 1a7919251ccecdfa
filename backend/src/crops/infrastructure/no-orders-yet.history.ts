import { Injectable } from '@nestjs/common';
import { ListingOrderHistory } from '../application/ports/crop-listing.repository';

/**
 * Until the orders context exists no order can refer to a listing, so every listing may be
 * deleted. The orders issue binds ListingOrderHistory to a query of its own table instead.
 */
@Injectable()
export class NoOrdersYetHistory extends ListingOrderHistory {
  hasOrders(): Promise<boolean> {
    return Promise.resolve(false);
  }
}
