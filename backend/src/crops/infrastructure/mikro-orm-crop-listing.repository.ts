import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { slugifyStateName } from '../../content/index';
import { SellerDirectory } from '../application/ports/seller-directory';
import {
  CropListing,
  type CropCategory,
  type CropImage,
  type CropStatus,
  type CropUnit,
} from '../domain/crop-listing';
import {
  CropListingRepository,
  type CropSearch,
  type ListedCrop,
  type SellerSummary,
} from '../application/ports/crop-listing.repository';
import { CropListingSchema } from './crop-listing.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ORDER_BY: Record<CropSearch['sort'], string> = {
  newest: 'l.created_at desc, l.id',
  price_asc: 'l.price asc, l.created_at desc, l.id',
  price_desc: 'l.price desc, l.created_at desc, l.id',
  name: 'lower(l.name) asc, l.created_at desc, l.id',
};

interface Row {
  id: string;
  seller_id: string;
  [column: string]: unknown;
}

/** The crop_listings columns as the driver returns them (decimals as strings). */
interface ListingColumns {
  crop_id: string;
  seller_id: string;
  name: string;
  category: CropCategory;
  description: string;
  price: string | number;
  unit: CropUnit;
  quantity: string | number;
  organic: boolean;
  status: CropStatus;
  images: CropImage[] | string;
  archived_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class MikroOrmCropListingRepository extends CropListingRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sellers: SellerDirectory,
  ) {
    super();
  }

  async add(listing: CropListing): Promise<void> {
    await this.em.persist(listing).flush();
  }

  async save(listing: CropListing): Promise<void> {
    await this.em.persist(listing).flush();
  }

  async remove(listing: CropListing): Promise<void> {
    await this.em.remove(listing).flush();
  }

  async onSale(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    const rows = await this.em.execute<{ id: string; updated_at: Date | string }[]>(
      `select id, updated_at from crop_listings where status = 'Available' and quantity > 0 ` +
        'and archived_at is null order by updated_at desc limit ?',
      [limit],
    );
    return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updated_at) }));
  }

  async cropIdExists(cropId: string): Promise<boolean> {
    return (await this.em.count(CropListingSchema, { cropId })) > 0;
  }

  async findByIdOrCropId(idOrCropId: string): Promise<ListedCrop | null> {
    const row = await this.rowByIdOrCropId(idOrCropId);
    if (!row) return null;
    const sellers = await this.sellers.cards([row.seller_id]);
    return this.toListed(row, sellers);
  }

  async viewByIdOrCropId(idOrCropId: string): Promise<ListedCrop | null> {
    const row = await this.rowByIdOrCropId(idOrCropId);
    if (!row) return null;
    const sellers = await this.sellers.cards([row.seller_id]);
    return this.toReadOnly(row, sellers);
  }

  private async rowByIdOrCropId(idOrCropId: string): Promise<Row | undefined> {
    const byId = UUID.test(idOrCropId);
    const rows = await this.em.execute<Row[]>(
      `${SELECT} where ${byId ? 'l.id = ?' : 'l.crop_id = ?'}`,
      [byId ? idOrCropId : idOrCropId.trim().toUpperCase()],
    );
    return rows[0];
  }

  async search(query: CropSearch): Promise<{ items: ListedCrop[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (!query.includeArchived) where.push('l.archived_at is null');
    if (query.q?.trim()) {
      const likes = [query.q.trim(), ...(query.qAlso ?? []).slice(0, 12)].map(
        (w) => `%${escapeLike(w)}%`,
      );
      where.push(`(${likes.map(() => 'l.name ilike ? or l.description ilike ?').join(' or ')})`);
      for (const like of likes) params.push(like, like);
    }
    if (query.category) {
      where.push('l.category = ?');
      params.push(query.category);
    }
    if (query.status) {
      where.push('l.status = ?');
      params.push(query.status);
    }
    if (query.organic !== undefined) {
      where.push('l.organic = ?');
      params.push(query.organic);
    }
    if (query.sellerId) {
      where.push('l.seller_id = ?');
      params.push(query.sellerId);
    }
    if (query.state?.trim()) {
      // The sellers' states are the accounts context's: it says who is in the state.
      const inState = await this.sellers.idsInState(slugifyStateName(query.state));
      if (inState.length === 0) return { items: [], total: 0 };
      where.push(`l.seller_id = any(string_to_array(?, ',')::uuid[])`);
      params.push(inState.join(','));
    }
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    // Two queries rather than count(*) over (): the window would make the database sort every
    // matching row; this way the page comes straight off an index.
    const [rows, [{ count }]] = await Promise.all([
      this.em.execute<Row[]>(
        `${SELECT} ${filter} order by ${ORDER_BY[query.sort]} limit ? offset ?`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
      this.em.execute<{ count: string }[]>(
        `select count(*) as count from crop_listings l ${filter}`,
        params,
      ),
    ]);
    const total = Number(count);
    const sellers = await this.sellers.cards(rows.map((r) => r.seller_id));
    // Read-only answers: built straight from the rows, not registered with the ORM.
    return { items: rows.map((r) => this.toReadOnly(r, sellers)), total };
  }

  private toReadOnly(row: Row, sellers: Map<string, SellerSummary>): ListedCrop {
    const r = row as Row & ListingColumns;
    const listing = new CropListing(
      r.id,
      r.crop_id,
      r.seller_id,
      r.name,
      r.category,
      r.description,
      String(r.price),
      r.unit,
      String(r.quantity),
      r.organic,
      r.status,
      typeof r.images === 'string' ? (JSON.parse(r.images) as CropImage[]) : r.images,
      r.archived_at === null ? null : new Date(r.archived_at),
      new Date(r.created_at),
      new Date(r.updated_at),
    );
    return { listing, seller: sellerOf(r.seller_id, sellers) };
  }

  private toListed(row: Row, sellers: Map<string, SellerSummary>): ListedCrop {
    const listing = this.em.map(CropListingSchema, row);
    // The ORM fills the entity without its constructor: the stock rule is applied here too.
    listing.settleStatus();
    return { listing, seller: sellerOf(listing.sellerId, sellers) };
  }
}

const SELECT = 'select l.* from crop_listings l';

/** Members are never deleted; should one be missing, the listing still shows, without a name. */
function sellerOf(id: string, sellers: Map<string, SellerSummary>): SellerSummary {
  return sellers.get(id) ?? { id, name: '', mobile: '', mobileHidden: false, state: '' };
}
