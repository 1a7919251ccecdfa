import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { slugifyStateName } from '../../src/content/domain/indian-state';
import { ALL_STATES, FARMER_CATEGORIES, SCHEME_CROPS } from '../../src/content/domain/scheme';
import {
  FileReferenceContentSource,
  RESOURCE_IMAGES_DIR,
} from '../../src/content/infrastructure/file-reference-content.source';

const source = new FileReferenceContentSource();

describe('shipped schemes', () => {
  it('cover every state: its own schemes, or its agriculture department to ask', async () => {
    const states = (await source.indianStates()).filter((s) => s.kind === 'state');
    const schemes = await source.schemes();
    const departments = await source.agricultureDepartments();
    expect(states).toHaveLength(28);
    for (const state of states) {
      const own = schemes.filter((s) => s.state === state.name);
      const department = departments.find((d) => d.state === state.name);
      expect({ state: state.name, covered: own.length > 0 || department !== undefined }).toEqual({
        state: state.name,
        covered: true,
      });
      expect(department?.url).toMatch(/^https:\/\/[^/\s]+/);
    }
    expect(schemes.filter((s) => s.state === ALL_STATES).length).toBeGreaterThanOrEqual(9);
  });

  it('name only real states, link only over https, and are dated and sourced', async () => {
    const slugs = new Set((await source.indianStates()).map((s) => slugifyStateName(s.name)));
    const codes = new Set<string>();
    for (const s of await source.schemes()) {
      expect(codes.has(s.code)).toBe(false);
      codes.add(s.code);
      if (s.state !== ALL_STATES) expect(slugs.has(slugifyStateName(s.state))).toBe(true);
      expect(s.applyLink).toMatch(/^https:\/\/[^/\s]+\.[a-z]+/);
      expect(s.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.source.trim()).not.toBe('');
      for (const c of s.audience.farmerCategories) expect(FARMER_CATEGORIES).toContain(c);
      for (const c of s.audience.crops ?? []) expect(SCHEME_CROPS).toContain(c);
    }
  });
});

describe('shipped machinery categories', () => {
  it('hold the ten the product promises, each with a picture of its own', async () => {
    const resources = await source.resources();
    expect(resources.map((r) => r.code)).toEqual(
      expect.arrayContaining([
        'tractor',
        'rotavator',
        'seed-drill',
        'sprayer',
        'combine-harvester',
        'drip-irrigation',
        'power-tiller',
        'thresher',
        'cultivator',
        'laser-land-leveller',
      ]),
    );
    for (const r of resources) {
      const file = join(RESOURCE_IMAGES_DIR, r.image);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(60 * 1024);
      expect(r.link).toMatch(/^https:\/\//);
      for (const text of [r.description, r.purpose, r.popularbrand, r.advantages, r.howtouse]) {
        expect(text.trim().length).toBeGreaterThan(10);
      }
    }
  });
});
