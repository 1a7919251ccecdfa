import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ALL_STATES_SLUG, isCentral, type Scheme } from '../domain/scheme';
import { SchemeRepository } from '../application/ports/scheme.repository';
import { SchemeSchema } from './scheme.schema';

const ORDER = { stateSlug: 'asc', name: 'asc', id: 'asc' } as const;

@Injectable()
export class MikroOrmSchemeRepository extends SchemeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listAll(): Promise<Scheme[]> {
    const all = await this.em.find(SchemeSchema, { archivedAt: null }, { orderBy: ORDER });
    return centralFirst(all);
  }

  async listForStateSlug(slug: string): Promise<Scheme[]> {
    const found = await this.em.find(
      SchemeSchema,
      { archivedAt: null, stateSlug: { $in: [...new Set([ALL_STATES_SLUG, slug])] } },
      { orderBy: ORDER },
    );
    return centralFirst(found);
  }

  findById(id: string): Promise<Scheme | null> {
    return this.em.findOne(SchemeSchema, { id, archivedAt: null });
  }

  async save(scheme: Scheme): Promise<void> {
    await this.em.persist(scheme).flush();
  }

  async remove(scheme: Scheme): Promise<void> {
    await this.em.remove(scheme).flush();
  }

  async upsertShipped(schemes: Scheme[]): Promise<number> {
    if (schemes.length === 0) return 0;
    const rows = schemes.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      state: s.state,
      state_slug: s.stateSlug,
      description: s.description,
      eligibility: s.eligibility,
      benefits: s.benefits,
      apply_link: s.applyLink,
      last_verified: s.lastVerified,
      source: s.source,
      audience: s.audience,
      translations: s.translations,
    }));
    const written = await this.em.execute<unknown[]>(
      `insert into schemes (id, code, name, state, state_slug, description, eligibility, benefits,
         apply_link, last_verified, source, audience, translations, edited_by_admin, created_at,
         updated_at)
       select id, code, name, state, state_slug, description, eligibility, benefits, apply_link,
         last_verified, source, audience, translations, false, now(), now()
       from jsonb_to_recordset(?::jsonb) as r(id uuid, code text, name text, state text,
         state_slug text, description text, eligibility text, benefits text, apply_link text,
         last_verified text, source text, audience jsonb, translations jsonb)
       on conflict (code) do update set name = excluded.name, state = excluded.state,
         state_slug = excluded.state_slug, description = excluded.description,
         eligibility = excluded.eligibility, benefits = excluded.benefits,
         apply_link = excluded.apply_link, last_verified = excluded.last_verified,
         source = excluded.source, audience = excluded.audience,
         translations = excluded.translations, updated_at = now()
       where not schemes.edited_by_admin
         and (schemes.name, schemes.state, schemes.description, schemes.eligibility,
           schemes.benefits, schemes.apply_link, schemes.last_verified, schemes.source,
           schemes.audience, schemes.translations)
         is distinct from (excluded.name, excluded.state, excluded.description,
           excluded.eligibility, excluded.benefits, excluded.apply_link, excluded.last_verified,
           excluded.source, excluded.audience, excluded.translations)
       returning 1`,
      [JSON.stringify(rows)],
    );
    return written.length;
  }
}

function centralFirst(schemes: Scheme[]): Scheme[] {
  return [...schemes.filter(isCentral), ...schemes.filter((s) => !isCentral(s))];
}
