import { translate } from '../../src/i18n/translate';
import {
  AFFECTED_ALONE_PCT,
  analyzeLeaf,
  leafNotes,
  looksLikePlantMaterial,
} from '../../src/advisory/domain/leaf-analysis';
import { plainImage, syntheticLeaf } from '../support/leaf-images';

const asPixels = (img: { data: Uint8Array; width: number; height: number }) => ({
  ...img,
  channels: 3,
  originalWidth: img.width,
  originalHeight: img.height,
});

describe('offline leaf analysis', () => {
  it.each([
    [0, 0],
    [2, 1],
    [4, 3],
    [8, 6],
    [12, 10],
    [0, 14],
  ])('estimates a leaf with %i yellow and %i brown blotches within 5 points', (yellow, brown) => {
    const leaf = syntheticLeaf({
      yellowSpots: yellow,
      brownSpots: brown,
      seed: yellow * 31 + brown,
    });
    const a = analyzeLeaf(asPixels(leaf));
    expect(a.flags).toEqual([]);
    expect(Math.abs(a.severityPct! - leaf.truePct)).toBeLessThanOrEqual(5);
    // A blotch cut by the leaf's edge touches the background and is not counted as a spot.
    expect(Math.abs(a.spotCount! - leaf.spots)).toBeLessThanOrEqual(2);
    // Nothing discoloured: healthy, whatever the leaf model makes of a flat synthetic leaf.
    if (leaf.spots === 0 && leaf.truePct === 0) expect(a.status).toBe('Healthy');
    if (leaf.truePct >= AFFECTED_ALONE_PCT) expect(a.status).toBe('Symptoms visible');
    expect(looksLikePlantMaterial(a)).toBe(true);
  });

  it('works on a dark background too', () => {
    const leaf = syntheticLeaf({ background: [30, 30, 30], yellowSpots: 5, brownSpots: 5 });
    const a = analyzeLeaf(asPixels(leaf));
    expect(Math.abs(a.severityPct! - leaf.truePct)).toBeLessThanOrEqual(5);
  });

  it('leaves brown soil around a healthy leaf out of the affected share (the 72% report)', () => {
    const leaf = syntheticLeaf({ background: [120, 85, 50] });
    const a = analyzeLeaf(asPixels(leaf));
    expect(a.status).toBe('Healthy');
    expect(a.severityPct).toBeLessThan(5);
    expect(a.backgroundShare).toBeGreaterThan(0.4);
    expect(a.nextSteps).toContain('keep_watching');
  });

  it('keeps a brown lesion the leaf encloses, but not the soil outside it', () => {
    const leaf = syntheticLeaf({ background: [120, 85, 50], brownSpots: 14, seed: 3 });
    const a = analyzeLeaf(asPixels(leaf));
    expect(Math.abs(a.severityPct! - leaf.truePct)).toBeLessThanOrEqual(5);
  });

  it('gives a confidence and next steps, and sends a leafless photo back to be retaken', () => {
    const healthy = analyzeLeaf(asPixels(syntheticLeaf({})));
    // A flat synthetic leaf is unlike the field photos the model learnt from: not "high".
    expect(healthy.status).toBe('Healthy');
    expect(healthy.confidenceLevel).toBe('medium');
    expect(healthy.nextSteps).toEqual(['keep_watching']);
    const sick = analyzeLeaf(asPixels(syntheticLeaf({ yellowSpots: 12, brownSpots: 10 })));
    expect(sick.status).toBe('Symptoms visible');
    expect(sick.nextSteps).toContain('ask_expert');
    const none = analyzeLeaf(asPixels(plainImage([120, 85, 50])));
    expect(none).toMatchObject({ confidence: 0, confidenceLevel: 'low' });
    expect(none.nextSteps).toEqual(['retake_photo', 'ask_expert']);
  });

  it.each([
    ['blue sky', [90, 150, 230]],
    ['grey concrete', [128, 128, 124]],
    ['red brick', [170, 60, 45]],
    ['white paper', [245, 245, 245]],
    ['brown soil', [120, 85, 50]],
  ] as const)('finds no leaf in %s and says Unknown', (_name, colour) => {
    const a = analyzeLeaf(asPixels(plainImage([...colour])));
    expect(a.status).toBe('Unknown');
    expect(a.flags).toContain('no_leaf_found');
    expect(a.severityPct).toBeNull();
    expect(looksLikePlantMaterial(a)).toBe(false);
  });

  it('flags a dark photo and a washed-out one, and will not judge them', () => {
    const dark = analyzeLeaf(asPixels(plainImage([20, 35, 18])));
    expect(dark.flags).toContain('too_dark');
    expect(dark.status).toBe('Unknown');
    const leaf = syntheticLeaf({});
    const bright = { ...leaf, data: leaf.data.map(() => 255) };
    expect(analyzeLeaf(asPixels(bright)).flags).toContain('overexposed');
  });

  it('flags a tiny photo', () => {
    const leaf = syntheticLeaf({ width: 160, height: 120 });
    expect(analyzeLeaf(asPixels(leaf)).flags).toContain('low_resolution');
  });

  it('writes notes that measure, do not diagnose, and give photo tips', () => {
    const a = analyzeLeaf(asPixels(syntheticLeaf({ yellowSpots: 6, brownSpots: 4 })));
    const notes = leafNotes(a)
      .map((note) => translate('en', note.code, note.params))
      .join(' ');
    expect(notes).toMatch(/% of the leaf area looks discoloured/);
    expect(notes).toMatch(/not a diagnosis/);
    expect(notes).toMatch(/white paper/);
  });
});
