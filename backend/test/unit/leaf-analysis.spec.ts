import { translate } from '../../src/i18n/translate';
import {
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
    expect(a.spotCount).toBe(leaf.spots);
    expect(a.status).toBe(leaf.truePct < 5 ? 'Healthy' : 'Symptoms visible');
    expect(looksLikePlantMaterial(a)).toBe(true);
  });

  it('works on a dark background too', () => {
    const leaf = syntheticLeaf({ background: [30, 30, 30], yellowSpots: 5, brownSpots: 5 });
    const a = analyzeLeaf(asPixels(leaf));
    expect(Math.abs(a.severityPct! - leaf.truePct)).toBeLessThanOrEqual(5);
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
