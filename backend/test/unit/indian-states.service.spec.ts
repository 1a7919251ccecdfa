import { IndianStatesService } from '../../src/content/application/indian-states.service';
import { NotFoundError } from '../../src/shared/domain/domain-error';
import { InMemoryIndianStateRepository } from '../fakes/in-memory-indian-state.repository';
import { StaticReferenceContentSource } from '../fakes/static-reference-content.source';
import shipped from '../../src/content/infrastructure/data/indian-states.json';

describe('IndianStatesService', () => {
  const records = [
    { code: 'GJ', name: 'Gujarat', kind: 'state' as const },
    { code: 'DL', name: 'Delhi', kind: 'union_territory' as const },
    { code: 'AS', name: 'Assam', kind: 'state' as const },
  ];

  it('loads reference content once and changes nothing on the second run', async () => {
    const repo = new InMemoryIndianStateRepository();
    const service = new IndianStatesService(repo, new StaticReferenceContentSource(records));
    await expect(service.loadReferenceContent()).resolves.toBe(3);
    await expect(service.loadReferenceContent()).resolves.toBe(0);
    expect(repo.rows.size).toBe(3);
  });

  it('lists states before union territories, each by name', async () => {
    const repo = new InMemoryIndianStateRepository();
    const service = new IndianStatesService(repo, new StaticReferenceContentSource(records));
    await service.loadReferenceContent();
    expect((await service.listAll()).map((s) => s.name)).toEqual(['Assam', 'Gujarat', 'Delhi']);
  });

  it('finds a state by name in any case or by slug, and says clearly when none matches', async () => {
    const repo = new InMemoryIndianStateRepository();
    const service = new IndianStatesService(repo, new StaticReferenceContentSource(records));
    await service.loadReferenceContent();
    expect((await service.getByName('GUJARAT')).code).toBe('GJ');
    const missing = service.getByName('Atlantis');
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    await expect(missing).rejects.toMatchObject({ code: 'STATE.NOT_FOUND' });
  });

  it('ships all 28 states and 8 union territories with unique codes and slugs', () => {
    const states = shipped.records.filter((r) => r.kind === 'state');
    const uts = shipped.records.filter((r) => r.kind === 'union_territory');
    expect(states).toHaveLength(28);
    expect(uts).toHaveLength(8);
    expect(new Set(shipped.records.map((r) => r.code)).size).toBe(36);
    expect(shipped.source).toBeTruthy();
  });
});
