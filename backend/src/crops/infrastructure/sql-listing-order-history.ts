import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListingOrderHistory } from '../application/ports/crop-listing.repository';

/** Whether an order was ever placed on a listing (ordered_listings, kept by SqlListingStock). */
@Injectable()
export class SqlListingOrderHistory extends ListingOrderHistory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async hasOrders(listingId: string): Promise<boolean> {
    const rows = await this.em.execute<{ found: number }[]>(
      'select 1 as found from ordered_listings where listing_id = ? limit 1',
      [listingId],
    );
    return rows.length > 0;
  }
}
