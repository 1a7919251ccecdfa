import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingOrderHistory } from '../application/ports/crop-listing.repository';

/** Whether the orders table refers to a listing, so it must be archived rather than deleted. */
@Injectable()
export class SqlListingOrderHistory extends ListingOrderHistory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async hasOrders(listingId: string): Promise<boolean> {
    const rows = await this.em.execute<{ found: number }[]>(
      'select 1 as found from orders where listing_id = ? limit 1',
      [listingId],
    );
    return rows.length > 0;
  }
}
