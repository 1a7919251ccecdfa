import { randomUUID } from 'node:crypto';
import { IndianState, slugifyStateName } from '../../src/content/domain/indian-state';
import {
  IndianStateRepository,
  type IndianStateRecord,
} from '../../src/content/application/ports/indian-state.repository';

export class InMemoryIndianStateRepository extends IndianStateRepository {
  readonly rows = new Map<string, IndianState>();

  listAll(): Promise<IndianState[]> {
    const kindOrder = { state: 0, union_territory: 1 } as const;
    return Promise.resolve(
      [...this.rows.values()].sort(
        (a, b) => kindOrder[a.kind] - kindOrder[b.kind] || a.name.localeCompare(b.name),
      ),
    );
  }

  findBySlug(slug: string): Promise<IndianState | null> {
    return Promise.resolve([...this.rows.values()].find((s) => s.slug === slug) ?? null);
  }

  upsertMany(records: IndianStateRecord[]): Promise<number> {
    let written = 0;
    for (const r of records) {
      const existing = this.rows.get(r.code);
      if (existing && existing.name === r.name && existing.kind === r.kind) continue;
      this.rows.set(
        r.code,
        new IndianState(
          existing?.id ?? randomUUID(),
          r.code,
          r.name,
          r.kind,
          slugifyStateName(r.name),
        ),
      );
      written++;
    }
    return Promise.resolve(written);
  }
}
