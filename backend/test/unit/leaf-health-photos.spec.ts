import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  LEAF_HEALTH_DIR,
  leafHealthManifest,
  pct,
  type LeafHealthReport,
} from '../support/leaf-health-eval';

/**
 * The labelled photos in test/fixtures/leaf-health (README.md there): the manifest is complete and
 * licensed, and the offline check keeps its measured accuracy. The thresholds were tuned on the
 * "tune" photos only; the floor is on the held-out ones (`npm run eval:leaf` prints the figures).
 */
describe('leaf-health test photos', () => {
  const images = leafHealthManifest();

  it('lists every photo once, with a label, a source and a licence that allows redistribution', () => {
    const files = readdirSync(LEAF_HEALTH_DIR).filter((f) => f.endsWith('.jpg'));
    expect(images.length).toBeGreaterThanOrEqual(60);
    expect(new Set(images.map((i) => i.file)).size).toBe(images.length);
    expect([...files].sort()).toEqual(images.map((i) => i.file).sort());
    for (const image of images) {
      expect(existsSync(join(LEAF_HEALTH_DIR, image.file))).toBe(true);
      expect(['healthy', 'not-healthy']).toContain(image.label);
      expect(['plain', 'field', 'soil', 'hand', 'mixed']).toContain(image.background);
      expect(['tune', 'held-out']).toContain(image.split);
      expect(['none', 'resized', 'composite']).toContain(image.altered);
      expect(['MIT', 'CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-3.0', 'CC-BY-SA-4.0']).toContain(
        image.licence,
      );
      expect(image.source.repository).toMatch(/^https:\/\//);
      expect(image.source.path).not.toBe('');
      expect(image.attribution).not.toBe('');
    }
  });

  it('is balanced, mostly unaltered photos, and within its size budget', () => {
    const healthy = images.filter((i) => i.label === 'healthy').length;
    expect(Math.abs(healthy * 2 - images.length)).toBeLessThanOrEqual(images.length * 0.2);
    expect(images.filter((i) => i.altered !== 'composite').length * 2).toBeGreaterThanOrEqual(
      images.length,
    );
    const bytes = images.reduce((sum, i) => sum + statSync(join(LEAF_HEALTH_DIR, i.file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
    expect(images.filter((i) => i.split === 'held-out').length).toBeGreaterThan(images.length / 2);
  });

  describe('offline accuracy, healthy vs not-healthy', () => {
    let report: LeafHealthReport;
    // The evaluation runs in its own Node process (`npm run eval:leaf -- --json`): inside Jest's
    // module sandbox the pixel loops run many times slower (80 s against 6 s).
    beforeAll(() => {
      const script = join(__dirname, '..', '..', 'scripts', 'eval-leaf.cjs');
      report = JSON.parse(
        execFileSync(process.execPath, [script, '--json'], {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        }),
      ) as LeafHealthReport;
    }, 120_000);

    it('keeps its measured floor on the held-out photos and overall', () => {
      // Measured 2026-11-27: 75.0% held-out, 80.0% overall (the colour-only method before the
      // leaf was separated from the background: 48.1% and 47.5%). The goal is 85%: not reached.
      expect(pct(report.bySplit['held-out']!)).toBeGreaterThanOrEqual(86);
      expect(pct(report.overall)).toBeGreaterThanOrEqual(87);
    });

    it('no longer calls healthy leaves on soil or in a hand discoloured', () => {
      const healthyOnSoil = report.results.filter(
        (r) => r.image.label === 'healthy' && r.image.background === 'soil',
      );
      const right = healthyOnSoil.filter((r) => r.predicted === 'healthy').length;
      // Measured: 15 of 18 (the method before: none).
      expect(right / healthyOnSoil.length).toBeGreaterThanOrEqual(0.8);
      const first = report.results.find((r) => r.image.file === 'bean-healthy-01.jpg')!;
      expect(first.analysis.status).toBe('Healthy');
      expect(first.analysis.severityPct).toBeLessThan(5);
    });

    it('never names a disease', () => {
      // The time per photo is measured by `npm run eval:leaf`, not here: test runners on a
      // shared machine time nothing reliably.
      for (const r of report.results) {
        expect(Object.keys(r.analysis)).not.toContain('disease');
        expect(Object.keys(r.analysis)).not.toContain('diseases');
      }
    });
  });
});
