import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { slugifyStateName, type IndianState } from '../domain/indian-state';
import {
  IndianStateRepository,
  type IndianStateRecord,
} from '../application/ports/indian-state.repository';
import { IndianStateSchema } from './indian-state.schema';

@Injectable()
export class MikroOrmIndianStateRepository extends IndianStateRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listAll(): Promise<IndianState[]> {
    return this.em.find(IndianStateSchema, {}, { orderBy: { kind: 'asc', name: 'asc' } });
  }

  findBySlug(slug: string): Promise<IndianState | null> {
    return this.em.findOne(IndianStateSchema, { slug });
  }

  async upsertMany(records: IndianStateRecord[]): Promise<number> {
    if (records.length === 0) return 0;
    const values = records.map(() => '(?, ?, ?, ?, ?)').join(', ');
    const params = records.flatMap((r) => [
      randomUUID(),
      r.code,
      r.name,
      slugifyStateName(r.name),
      r.kind,
    ]);
    // One statement, so a partial load cannot happen; unchanged rows are not rewritten.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into indian_states (id, code, name, slug, kind) values ${values}
       on conflict (code) do update set name = excluded.name, slug = excluded.slug, kind = excluded.kind
       where (indian_states.name, indian_states.slug, indian_states.kind)
             is distinct from (excluded.name, excluded.slug, excluded.kind)
       returning id`,
      params,
    );
    return rows.length;
  }
}
