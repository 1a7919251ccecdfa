/**
 * Runs the offline leaf analysis over the labelled photos in test/fixtures/leaf-health and counts
 * how often it tells healthy from not-healthy. Shared by `npm run eval:leaf` and the unit test that
 * keeps the accuracy floor. A photo the analysis cannot judge ("Unknown") counts as wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { analyzeLeaf, type LeafAnalysis } from '../../src/advisory/domain/leaf-analysis';
import { SharpPhotoDecoder } from '../../src/advisory/infrastructure/sharp-photo-decoder';

export const LEAF_HEALTH_DIR = join(__dirname, '..', 'fixtures', 'leaf-health');

export interface LeafHealthImage {
  file: string;
  label: 'healthy' | 'not-healthy';
  datasetClass: string;
  crop: string;
  background: 'plain' | 'field' | 'soil' | 'hand' | 'mixed';
  split: 'tune' | 'held-out';
  source: { dataset: string; repository: string; mirror?: string; path: string };
  licence: string;
  attribution: string;
  altered: 'none' | 'resized' | 'composite';
}

export function leafHealthManifest(): LeafHealthImage[] {
  const raw = JSON.parse(readFileSync(join(LEAF_HEALTH_DIR, 'manifest.json'), 'utf8')) as {
    images: LeafHealthImage[];
  };
  return raw.images;
}

export interface LeafHealthResult {
  image: LeafHealthImage;
  analysis: LeafAnalysis;
  predicted: 'healthy' | 'not-healthy' | 'unknown';
  correct: boolean;
  ms: number;
}

export interface Tally {
  correct: number;
  total: number;
}

export interface LeafHealthReport {
  results: LeafHealthResult[];
  overall: Tally;
  bySplit: Record<string, Tally>;
  byBackground: Record<string, Tally>;
  byLabel: Record<string, Tally>;
  /** By background within the held-out photos. */
  heldOutByBackground: Record<string, Tally>;
  msPerImage: { analysis: number; decode: number };
}

const add = (map: Record<string, Tally>, key: string, correct: boolean) => {
  const t = (map[key] ??= { correct: 0, total: 0 });
  t.total++;
  if (correct) t.correct++;
};

export async function evaluateLeafHealth(
  analyze: (pixels: Parameters<typeof analyzeLeaf>[0]) => LeafAnalysis = analyzeLeaf,
): Promise<LeafHealthReport> {
  const decoder = new SharpPhotoDecoder();
  const results: LeafHealthResult[] = [];
  let decodeMs = 0;
  for (const image of leafHealthManifest()) {
    const bytes = readFileSync(join(LEAF_HEALTH_DIR, image.file));
    const t0 = performance.now();
    const { pixels } = await decoder.decode(bytes);
    const t1 = performance.now();
    const analysis = analyze(pixels);
    const ms = performance.now() - t1;
    decodeMs += t1 - t0;
    const predicted =
      analysis.status === 'Healthy'
        ? 'healthy'
        : analysis.status === 'Symptoms visible'
          ? 'not-healthy'
          : 'unknown';
    results.push({ image, analysis, predicted, correct: predicted === image.label, ms });
  }
  const report: LeafHealthReport = {
    results,
    overall: { correct: 0, total: 0 },
    bySplit: {},
    byBackground: {},
    byLabel: {},
    heldOutByBackground: {},
    msPerImage: {
      analysis: results.reduce((s, r) => s + r.ms, 0) / Math.max(1, results.length),
      decode: decodeMs / Math.max(1, results.length),
    },
  };
  for (const r of results) {
    report.overall.total++;
    if (r.correct) report.overall.correct++;
    add(report.bySplit, r.image.split, r.correct);
    add(report.byBackground, r.image.background, r.correct);
    add(report.byLabel, r.image.label, r.correct);
    if (r.image.split === 'held-out')
      add(report.heldOutByBackground, r.image.background, r.correct);
  }
  return report;
}

export const pct = (t: Tally): number =>
  t.total === 0 ? 0 : Math.round((t.correct / t.total) * 1000) / 10;
