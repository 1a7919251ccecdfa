/**
 * Offline leaf-health estimate from colour alone. Each pixel is classed by hue, saturation and
 * value as green (healthy tissue), yellow (chlorotic), brown (necrotic) or background; the leaf is
 * the connected regions of leaf-coloured pixels that hold real green; severity is the share of
 * the leaf that is yellow or brown; spots are connected yellow/brown patches. It measures colour,
 * it does not diagnose, and it never names a disease. Ideas from the literature on colour-based
 * severity estimation (Patil & Bodhe 2011; Sibiya & Sumbwanyambe 2019); the code is ours.
 */

import { KISAN_CALL_CENTRE } from './knowledge';

export const LEAF_FLAGS = ['no_leaf_found', 'too_dark', 'overexposed', 'low_resolution'] as const;
export type LeafFlag = (typeof LEAF_FLAGS)[number];

export type LeafStatus = 'Healthy' | 'Symptoms visible' | 'Unknown';

export interface LeafPixels {
  /** RGB bytes, row by row, `channels` per pixel (3 or 4). */
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
  /** The photo's size before any downscaling (for the resolution check). */
  originalWidth: number;
  originalHeight: number;
}

export interface LeafAnalysis {
  status: LeafStatus;
  /** Yellow + brown share of the leaf, in percent (1 decimal); null when no leaf was found. */
  severityPct: number | null;
  /** Shares of the leaf area (0..1); null when no leaf was found. */
  shares: { green: number; yellow: number; brown: number } | null;
  spotCount: number | null;
  flags: LeafFlag[];
  /** Leaf pixels / all pixels (0..1). */
  leafShare: number;
  /** Green pixels / all pixels (0..1), the "is this plant material" signal. */
  greenShare: number;
}

const BACKGROUND = 0;
const GREEN = 1;
const YELLOW = 2;
const BROWN = 3;

/** Below this share of discoloured leaf, a leaf counts as healthy (camera noise, veins, glare). */
export const HEALTHY_BELOW_PCT = 5;
const MIN_LEAF_SHARE = 0.03;
const MIN_GREEN_IN_REGION = 0.1;
const MIN_SPOT_PIXELS = 6;
const MIN_SIDE_PX = 224;

function classify(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const v = max / 255;
  const s = max === 0 ? 0 : (max - min) / max;
  if (v < 0.12) return BACKGROUND; // too dark to tell: shadow, black cloth
  if (s < 0.18) return BACKGROUND; // white paper, grey, glare
  let h: number;
  const d = max - min;
  if (max === r) h = (60 * ((g - b) / d) + 360) % 360;
  else if (max === g) h = 60 * ((b - r) / d) + 120;
  else h = 60 * ((r - g) / d) + 240;
  if (h >= 70 && h <= 170) return GREEN;
  if (h >= 42 && h < 70 && v >= 0.35) return YELLOW;
  if (h >= 8 && h < 70 && v < 0.9) return BROWN; // brown and dark yellow-brown
  return BACKGROUND; // reds, blues, purples: not leaf tissue we judge
}

/** Labels 4-connected regions where `inRegion` holds; returns the label of every pixel (0 = none). */
function label(width: number, height: number, inRegion: (i: number) => boolean) {
  const labels = new Int32Array(width * height);
  const sizes: number[] = [0];
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== 0 || !inRegion(start)) continue;
    const id = sizes.length;
    let size = 0;
    labels[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of neighbours) {
        if (n >= 0 && n < labels.length && labels[n] === 0 && inRegion(n)) {
          labels[n] = id;
          stack.push(n);
        }
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

export function analyzeLeaf(pixels: LeafPixels): LeafAnalysis {
  const { data, width, height, channels } = pixels;
  const total = width * height;
  const classes = new Uint8Array(total);
  let valueSum = 0;
  let clipped = 0;
  let green = 0;
  for (let i = 0, p = 0; i < total; i++, p += channels) {
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    valueSum += Math.max(r, g, b) / 255;
    if (Math.min(r, g, b) >= 250) clipped++;
    const c = classify(r, g, b);
    classes[i] = c;
    if (c === GREEN) green++;
  }

  // The leaf: connected leaf-coloured regions that hold real green (soil or a red cloth is out).
  const regions = label(width, height, (i) => classes[i] !== BACKGROUND);
  const greenPerRegion = new Array<number>(regions.sizes.length).fill(0);
  for (let i = 0; i < total; i++) if (classes[i] === GREEN) greenPerRegion[regions.labels[i]!]!++;
  const isLeaf = (i: number) => {
    const id = regions.labels[i]!;
    return id !== 0 && greenPerRegion[id]! >= MIN_GREEN_IN_REGION * regions.sizes[id]!;
  };
  let leaf = 0;
  let leafGreen = 0;
  let leafYellow = 0;
  let leafBrown = 0;
  for (let i = 0; i < total; i++) {
    if (!isLeaf(i)) continue;
    leaf++;
    if (classes[i] === GREEN) leafGreen++;
    else if (classes[i] === YELLOW) leafYellow++;
    else leafBrown++;
  }

  const flags: LeafFlag[] = [];
  if (valueSum / total < 0.2) flags.push('too_dark');
  if (clipped / total > 0.6) flags.push('overexposed');
  if (Math.min(pixels.originalWidth, pixels.originalHeight) < MIN_SIDE_PX)
    flags.push('low_resolution');
  const leafShare = leaf / total;
  if (leafShare < MIN_LEAF_SHARE) flags.push('no_leaf_found');

  if (flags.includes('no_leaf_found')) {
    return {
      status: 'Unknown',
      severityPct: null,
      shares: null,
      spotCount: null,
      flags,
      leafShare,
      greenShare: green / total,
    };
  }

  const spots = label(
    width,
    height,
    (i) => (classes[i] === YELLOW || classes[i] === BROWN) && isLeaf(i),
  );
  const spotCount = spots.sizes.filter((size, id) => id > 0 && size >= MIN_SPOT_PIXELS).length;
  const severityPct = Math.round(((leafYellow + leafBrown) / leaf) * 1000) / 10;
  const unreliable = flags.includes('too_dark') || flags.includes('overexposed');
  return {
    status: unreliable
      ? 'Unknown'
      : severityPct < HEALTHY_BELOW_PCT
        ? 'Healthy'
        : 'Symptoms visible',
    severityPct,
    shares: {
      green: round3(leafGreen / leaf),
      yellow: round3(leafYellow / leaf),
      brown: round3(leafBrown / leaf),
    },
    spotCount,
    flags,
    leafShare,
    greenShare: green / total,
  };
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Plant material is likely when a real share of the photo is leaf with enough green in it. */
export function looksLikePlantMaterial(a: LeafAnalysis): boolean {
  return a.leafShare >= 0.08 && a.greenShare >= 0.04;
}

/** One note of an offline result, as a message code and its values; the caller says it in a language. */
export interface LeafNote {
  code:
    | 'LEAF.NO_LEAF'
    | 'LEAF.DISCOLOURED_ONE'
    | 'LEAF.DISCOLOURED_MANY'
    | 'LEAF.TOO_DARK'
    | 'LEAF.OVEREXPOSED'
    | 'LEAF.LOW_RESOLUTION'
    | 'LEAF.NOT_A_DIAGNOSIS'
    | 'LEAF.TIP';
  params?: Record<string, string | number>;
}

/** The notes shown with an offline result: what was measured, that it is no diagnosis, and tips. */
export function leafNotes(a: LeafAnalysis): LeafNote[] {
  const notes: LeafNote[] = [];
  const say = (code: LeafNote['code'], params?: LeafNote['params']) =>
    notes.push(params ? { code, params } : { code });
  if (a.flags.includes('no_leaf_found')) {
    say('LEAF.NO_LEAF');
  } else if (a.shares && a.severityPct !== null) {
    const pct = (n: number) => `${Math.round(n * 100)}%`;
    say(a.spotCount === 1 ? 'LEAF.DISCOLOURED_ONE' : 'LEAF.DISCOLOURED_MANY', {
      severity: a.severityPct,
      yellow: pct(a.shares.yellow),
      brown: pct(a.shares.brown),
      green: pct(a.shares.green),
      spots: a.spotCount ?? 0,
    });
  }
  if (a.flags.includes('too_dark')) say('LEAF.TOO_DARK');
  if (a.flags.includes('overexposed')) say('LEAF.OVEREXPOSED');
  if (a.flags.includes('low_resolution')) say('LEAF.LOW_RESOLUTION');
  say('LEAF.NOT_A_DIAGNOSIS', { phone: KISAN_CALL_CENTRE });
  say('LEAF.TIP');
  return notes;
}
