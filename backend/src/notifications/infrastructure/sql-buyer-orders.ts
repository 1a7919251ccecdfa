import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BuyerOrders } from '../application/ports/buyer-orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SqlBuyerOrders extends BuyerOrders {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async sellerOf(idOrCropId: string): Promise<{ listingId: string; sellerId: string } | null> {
    const byId = UUID.test(idOrCropId);
    const rows = await this.em.execute<{ id: string; seller_id: string }[]>(
      `select id, seller_id from crop_listings where ${byId ? 'id' : 'crop_id'} = ?`,
      [byId ? idOrCropId : idOrCropId.trim().toUpperCase()],
    );
    return rows[0] ? { listingId: rows[0].id, sellerId: rows[0].seller_id } : null;
  }

  async hasOrdered(buyerId: string, listingId: string): Promise<boolean> {
    const rows = await this.em.execute(
      'select 1 from orders where buyer_id = ? and listing_id = ? limit 1',
      [buyerId, listingId],
    );
    return rows.length > 0;
  }
}
