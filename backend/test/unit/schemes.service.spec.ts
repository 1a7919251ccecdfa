import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { IndianStatesService } from '../../src/content/application/indian-states.service';
import type { ShippedScheme } from '../../src/content/application/ports/reference-content.source';
import { SchemesService } from '../../src/content/application/schemes.service';
import type { SchemeFields } from '../../src/content/domain/scheme';
import { stableUuid } from '../../src/shared/domain/stable-id';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
} from '../../src/shared/domain/domain-error';
import { FakeClock } from '../fakes/accounts';
import { InMemorySchemeRepository } from '../fakes/content';
import { InMemoryIndianStateRepository } from '../fakes/in-memory-indian-state.repository';
import { StaticReferenceContentSource } from '../fakes/static-reference-content.source';
import { actors, expectError } from '../support/domain-errors';

const { admin, farmer } = actors();

const START = new Date('2026-11-26T09:00:00Z');

const states = [
  { code: 'GJ', name: 'Gujarat', kind: 'state' as const },
  { code: 'TN', name: 'Tamil Nadu', kind: 'state' as const },
  { code: 'JK', name: 'Jammu and Kashmir', kind: 'union_territory' as const },
];

const audience = { farmerCategories: ['all' as const], maxLandHectares: null, crops: null };

function shippedScheme(code: string, state: string): ShippedScheme {
  return {
    code,
    name: code.toUpperCase(),
    state,
    description: 'd',
    eligibility: 'e',
    benefits: 'b',
    applyLink: 'https://example.gov.in/apply',
    lastVerified: '2026-10-01',
    source: 'https://example.gov.in',
    audience,
  };
}

const fields: SchemeFields = {
  name: 'Drip subsidy',
  state: 'gujarat',
  description: 'Subsidy for drip irrigation',
  eligibility: 'Any farmer',
  benefits: '50% of the cost',
  applyLink: 'https://ggrc.co.in',
  lastVerified: '2026-11-01',
  source: 'https://ggrc.co.in',
  audience,
};

async function setup(
  shipped: ShippedScheme[] = [
    shippedScheme('pm-kisan', 'All States'),
    shippedScheme('gj-drip', 'Gujarat'),
    shippedScheme('tn-millets', 'tamil-nadu'),
  ],
) {
  const stateRepo = new InMemoryIndianStateRepository();
  const source = new StaticReferenceContentSource(states, {
    schemes: shipped,
    departments: [
      {
        state: 'Gujarat',
        name: 'Agriculture Department, Gujarat',
        url: 'https://agri.gujarat.gov.in',
      },
    ],
  });
  const indianStates = new IndianStatesService(stateRepo, source);
  await indianStates.loadReferenceContent();
  const schemes = new InMemorySchemeRepository();
  const clock = new FakeClock(START);
  const service = new SchemesService(schemes, indianStates, source, clock);
  return { service, schemes, clock };
}

beforeAll(() => Logger.overrideLogger(false));

describe('SchemesService.loadReferenceContent', () => {
  it('loads the shipped schemes under stable ids with their states’ canonical names, once', async () => {
    const { service, schemes } = await setup();
    await expect(service.loadReferenceContent()).resolves.toBe(3);
    expect(schemes.rows.get(stableUuid('scheme', 'tn-millets'))).toMatchObject({
      code: 'tn-millets',
      state: 'Tamil Nadu',
      stateSlug: 'tamil-nadu',
      editedByAdmin: false,
    });
    expect(schemes.rows.get(stableUuid('scheme', 'pm-kisan'))).toMatchObject({
      state: 'All States',
      stateSlug: 'all-states',
    });
    await expect(service.loadReferenceContent()).resolves.toBe(0);
    expect(schemes.rows.size).toBe(3);
  });

  it('refuses to start with a shipped scheme of an unknown state', async () => {
    const { service, schemes } = await setup([shippedScheme('x', 'Atlantis')]);
    await expect(service.loadReferenceContent()).rejects.toThrow(/unknown state: Atlantis/);
    expect(schemes.rows.size).toBe(0);
  });
});

describe('SchemesService.list', () => {
  it('lists every scheme without a state', async () => {
    const { service } = await setup();
    await service.loadReferenceContent();
    for (const state of [undefined, '', '   ']) {
      const listing = await service.list(state);
      expect(listing.schemes).toHaveLength(3);
      expect(listing.state).toBeNull();
      expect(listing.department).toBeNull();
    }
  });

  it('lists a state’s schemes with the central ones, found by name in any case or by slug', async () => {
    const { service } = await setup();
    await service.loadReferenceContent();
    for (const asked of ['Gujarat', 'GUJARAT', 'gujarat']) {
      const listing = await service.list(asked);
      expect(listing.schemes.map((s) => s.code).sort()).toEqual(['gj-drip', 'pm-kisan']);
      expect(listing.state).toEqual({ name: 'Gujarat', slug: 'gujarat' });
      expect(listing.department).toMatchObject({ url: 'https://agri.gujarat.gov.in' });
    }
    const tn = await service.list('tamil-nadu');
    expect(tn.schemes.map((s) => s.code).sort()).toEqual(['pm-kisan', 'tn-millets']);
    expect(tn.department).toBeNull();
  });

  it('lists only the central schemes for "All States"', async () => {
    const { service } = await setup();
    await service.loadReferenceContent();
    const listing = await service.list('all-states');
    expect(listing.schemes.map((s) => s.code)).toEqual(['pm-kisan']);
    expect(listing.state).toEqual({ name: 'All States', slug: 'all-states' });
  });

  it('says STATE.NOT_FOUND for a place that is no Indian state', async () => {
    const { service } = await setup();
    await expectError(service.list('Atlantis'), NotFoundError, 'STATE.NOT_FOUND');
  });

  it('knows no department before the reference content is loaded', async () => {
    const { service } = await setup();
    expect((await service.list('Gujarat')).department).toBeNull();
  });
});

describe('SchemesService: administrators’ changes', () => {
  it('lets an administrator add a scheme under a state’s canonical name', async () => {
    const { service, schemes } = await setup();
    const created = await service.create(admin, fields);
    expect(created).toMatchObject({
      code: null,
      name: 'Drip subsidy',
      state: 'Gujarat',
      stateSlug: 'gujarat',
      editedByAdmin: true,
      createdAt: START,
    });
    expect(schemes.rows.get(created.id)).toMatchObject({ stateSlug: 'gujarat' });
  });

  it('accepts "All States" for a central scheme', async () => {
    const { service } = await setup();
    const created = await service.create(admin, { ...fields, state: 'all states' });
    expect(created).toMatchObject({ state: 'All States', stateSlug: 'all-states' });
  });

  it('refuses a state that does not exist with SCHEME.STATE', async () => {
    const { service, schemes } = await setup();
    await expectError(
      service.create(admin, { ...fields, state: 'Atlantis' }),
      InvalidInputError,
      'SCHEME.STATE',
    );
    expect(schemes.rows.size).toBe(0);
  });

  it.each(['http://ggrc.co.in', 'ggrc.co.in', 'https://nodot', 'https://a b.in'])(
    'refuses the apply link %p with SCHEME.APPLY_LINK',
    async (applyLink) => {
      const { service, schemes } = await setup();
      await expectError(
        service.create(admin, { ...fields, applyLink }),
        InvalidInputError,
        'SCHEME.APPLY_LINK',
      );
      const created = await service.create(admin, fields);
      await expectError(
        service.update(admin, created.id, { applyLink }),
        InvalidInputError,
        'SCHEME.APPLY_LINK',
      );
      expect(schemes.rows.get(created.id)!.applyLink).toBe('https://ggrc.co.in');
    },
  );

  it('lets no other user add, change or remove a scheme', async () => {
    const { service, schemes } = await setup();
    await service.loadReferenceContent();
    const id = stableUuid('scheme', 'gj-drip');
    await expectError(service.create(farmer, fields), ForbiddenError, 'AUTH.ADMIN_ONLY');
    await expectError(service.update(farmer, id, { name: 'x' }), ForbiddenError, 'AUTH.ADMIN_ONLY');
    await expectError(service.remove(farmer, id), ForbiddenError, 'AUTH.ADMIN_ONLY');
    expect(schemes.rows.get(id)).toMatchObject({ name: 'GJ-DRIP', archivedAt: null });
  });

  it('moves a scheme to another state, canonical name and slug together', async () => {
    const { service, schemes, clock } = await setup();
    await service.loadReferenceContent();
    const id = stableUuid('scheme', 'gj-drip');
    clock.advance(60_000);
    await service.update(admin, id, { state: 'jammu-and-kashmir', benefits: 'more' });
    expect(schemes.rows.get(id)).toMatchObject({
      state: 'Jammu and Kashmir',
      stateSlug: 'jammu-and-kashmir',
      benefits: 'more',
      editedByAdmin: true,
      updatedAt: new Date(START.getTime() + 60_000),
    });
    await expectError(
      service.update(admin, id, { state: 'Atlantis' }),
      InvalidInputError,
      'SCHEME.STATE',
    );
    expect(schemes.rows.get(id)!.stateSlug).toBe('jammu-and-kashmir');
  });

  it('keeps an administrator’s change when the shipped content is loaded again', async () => {
    const { service, schemes } = await setup();
    await service.loadReferenceContent();
    const id = stableUuid('scheme', 'gj-drip');
    await service.update(admin, id, { name: 'Drip (edited)' });
    await service.loadReferenceContent();
    expect(schemes.rows.get(id)!.name).toBe('Drip (edited)');
  });

  it('archives a shipped scheme and deletes an administrator’s', async () => {
    const { service, schemes } = await setup();
    await service.loadReferenceContent();
    const shippedId = stableUuid('scheme', 'gj-drip');
    const added = await service.create(admin, fields);
    await service.remove(admin, shippedId);
    await service.remove(admin, added.id);

    expect(schemes.rows.has(added.id)).toBe(false);
    expect(schemes.rows.get(shippedId)).toMatchObject({ archivedAt: START, editedByAdmin: true });
    expect((await service.list('Gujarat')).schemes.map((s) => s.code)).toEqual(['pm-kisan']);
    // Archived, it stays archived when the shipped content is loaded again.
    await service.loadReferenceContent();
    expect(schemes.rows.get(shippedId)!.archivedAt).toEqual(START);
  });

  it('says SCHEME.NOT_FOUND for an unknown or malformed id', async () => {
    const { service } = await setup();
    await expectError(service.update(admin, randomUUID(), {}), NotFoundError, 'SCHEME.NOT_FOUND');
    await expectError(service.remove(admin, 'drop table'), NotFoundError, 'SCHEME.NOT_FOUND');
  });
});
