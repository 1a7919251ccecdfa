import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MachineryResource, ResourceReview } from '../domain/machinery-resource';
import {
  MachineryResourceRepository,
  ResourceReviewRepository,
} from '../application/ports/machinery-resource.repository';
import { MachineryResourceSchema, ResourceReviewSchema } from './machinery-resource.schema';

@Injectable()
export class MikroOrmMachineryResourceRepository extends MachineryResourceRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listAll(): Promise<MachineryResource[]> {
    return this.em.find(
      MachineryResourceSchema,
      { archivedAt: null },
      { orderBy: { position: 'asc', name: 'asc', id: 'asc' } },
    );
  }

  findById(id: string): Promise<MachineryResource | null> {
    return this.em.findOne(MachineryResourceSchema, { id, archivedAt: null });
  }

  async save(resource: MachineryResource): Promise<void> {
    await this.em.persist(resource).flush();
  }

  async remove(resource: MachineryResource): Promise<void> {
    await this.em.remove(resource).flush();
  }

  async upsertShipped(resources: MachineryResource[]): Promise<number> {
    if (resources.length === 0) return 0;
    const rows = resources.map((r) => ({
      id: r.id,
      code: r.code,
      position: r.position,
      name: r.name,
      image_key: r.imageKey,
      description: r.description,
      purpose: r.purpose,
      popular_brand: r.popularBrand,
      advantages: r.advantages,
      link: r.link,
      how_to_use: r.howToUse,
      translations: r.translations,
    }));
    const written = await this.em.execute<unknown[]>(
      `insert into machinery_resources (id, code, position, name, image_key, description, purpose,
         popular_brand, advantages, link, how_to_use, translations, edited_by_admin, created_at,
         updated_at)
       select id, code, position, name, image_key, description, purpose, popular_brand,
         advantages, link, how_to_use, translations, false, now(), now()
       from jsonb_to_recordset(?::jsonb) as r(id uuid, code text, position int, name text,
         image_key text, description text, purpose text, popular_brand text, advantages text,
         link text, how_to_use text, translations jsonb)
       on conflict (code) do update set position = excluded.position, name = excluded.name,
         image_key = excluded.image_key, description = excluded.description,
         purpose = excluded.purpose, popular_brand = excluded.popular_brand,
         advantages = excluded.advantages, link = excluded.link, how_to_use = excluded.how_to_use,
         translations = excluded.translations, updated_at = now()
       where not machinery_resources.edited_by_admin
         and (machinery_resources.position, machinery_resources.name,
           machinery_resources.image_key, machinery_resources.description,
           machinery_resources.purpose, machinery_resources.popular_brand,
           machinery_resources.advantages, machinery_resources.link,
           machinery_resources.how_to_use, machinery_resources.translations)
         is distinct from (excluded.position, excluded.name, excluded.image_key,
           excluded.description, excluded.purpose, excluded.popular_brand, excluded.advantages,
           excluded.link, excluded.how_to_use, excluded.translations)
       returning 1`,
      [JSON.stringify(rows)],
    );
    return written.length;
  }
}

@Injectable()
export class MikroOrmResourceReviewRepository extends ResourceReviewRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listFor(
    resourceId: string,
    page: { offset: number; limit: number },
  ): Promise<{ items: ResourceReview[]; total: number }> {
    const [items, total] = await this.em.findAndCount(
      ResourceReviewSchema,
      { resourceId },
      { orderBy: { createdAt: 'desc', id: 'desc' }, offset: page.offset, limit: page.limit },
    );
    return { items, total };
  }

  findById(id: string): Promise<ResourceReview | null> {
    return this.em.findOne(ResourceReviewSchema, { id });
  }

  async add(review: ResourceReview): Promise<void> {
    await this.em.persist(review).flush();
  }

  async remove(id: string): Promise<void> {
    await this.em.nativeDelete(ResourceReviewSchema, { id });
  }
}
