import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QUANTITY_DECIMALS, type CropUnit } from '../../crops/index';
import { CacheEvents } from '../../shared/cache/cache-events';
import { OrderListings, type ListingForOrder } from '../application/ports/order.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads listings and takes stock for orders. The stock update is one conditional statement, so
 * concurrent accepts can never take more than there is, and stock 0 makes the crop Not Available.
 */
@Injectable()
export class CropOrderListings extends OrderListings {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: CacheEvents,
  ) {
    super();
  }

  /** Market pages show stock: every replica's market cache is told (see ADR 0004). */
  stockCommitted(): void {
    this.cache.publish('market', '*');
  }

  async findForOrder(idOrCropId: string): Promise<ListingForOrder | null> {
    const byId = UUID.test(idOrCropId);
    const rows = await this.em.execute<
      {
        id: string;
        seller_id: string;
        name: string;
        unit: string;
        price: string;
        quantity: string;
        status: string;
        archived_at: Date | null;
      }[]
    >(
      `select id, seller_id, name, unit, price, quantity, status, archived_at from crop_listings where ${byId ? 'id' : 'crop_id'} = ? for update`,
      [byId ? idOrCropId : idOrCropId.trim().toUpperCase()],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      sellerId: r.seller_id,
      name: r.name,
      unit: r.unit,
      quantityDecimals: QUANTITY_DECIMALS[r.unit as CropUnit] ?? 2,
      price: String(r.price),
      quantity: String(r.quantity),
      available: r.status === 'Available' && r.archived_at === null && Number(r.quantity) > 0,
    };
  }

  async takeStock(listingId: string, quantity: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update crop_listings
          set quantity = quantity - ?::numeric,
              status = case when quantity - ?::numeric <= 0 then 'Not Available' else status end,
              updated_at = now()
        where id = ? and quantity >= ?::numeric
        returning id`,
      [quantity, quantity, listingId, quantity],
    );
    return rows.length === 1;
  }
}
