import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QUANTITY_DECIMALS, type CropUnit } from '../domain/crop-listing';
import {
  ListingStock,
  type ListingForOrder,
  type ListingSummary,
} from '../application/ports/listing-stock';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** By UUID or by the public cropId (CRP-XXXXXX, any case). */
function where(idOrCropId: string): { sql: string; param: string } {
  return UUID.test(idOrCropId)
    ? { sql: 'id = ?', param: idOrCropId }
    : { sql: 'crop_id = ?', param: idOrCropId.trim().toUpperCase() };
}

/**
 * Stock changes in single conditional statements on crop_listings, so concurrent orders can
 * never take more than there is; stock 0 makes the crop Not Available, and stock given back to a
 * sold-out listing puts it on the market again.
 */
@Injectable()
export class SqlListingStock extends ListingStock {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async holdForOrder(idOrCropId: string): Promise<ListingForOrder | null> {
    const w = where(idOrCropId);
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
      `select id, seller_id, name, unit, price, quantity, status, archived_at
         from crop_listings where ${w.sql} for update`,
      [w.param],
    );
    const r = rows[0];
    if (!r) return null;
    await this.em.execute(
      `insert into ordered_listings (listing_id, first_ordered_at) values (?, now())
       on conflict (listing_id) do nothing`,
      [r.id],
    );
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

  async take(listingId: string, quantity: string): Promise<boolean> {
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

  async giveBack(listingId: string, quantity: string): Promise<boolean> {
    // Sold out (stock 0) means the stock rule took it off the market, not its seller: it returns.
    const rows = await this.em.execute<{ id: string }[]>(
      `update crop_listings
          set quantity = quantity + ?::numeric,
              status = case when quantity <= 0 and archived_at is null then 'Available' else status end,
              updated_at = now()
        where id = ?
        returning id`,
      [quantity, listingId],
    );
    return rows.length === 1;
  }

  async summaries(ids: readonly string[]): Promise<ListingSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.execute<
      { id: string; name: string; unit: string; price: string; quantity: string }[]
    >(
      `select id, name, unit, price, quantity from crop_listings
        where id = any(string_to_array(?, ',')::uuid[])`,
      [ids.filter((id) => UUID.test(id)).join(',')],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      unit: r.unit,
      price: String(r.price),
      quantity: String(r.quantity),
    }));
  }

  async sellerOf(idOrCropId: string): Promise<{ listingId: string; sellerId: string } | null> {
    const w = where(idOrCropId);
    const rows = await this.em.execute<{ id: string; seller_id: string }[]>(
      `select id, seller_id from crop_listings where ${w.sql}`,
      [w.param],
    );
    return rows[0] ? { listingId: rows[0].id, sellerId: rows[0].seller_id } : null;
  }
}
