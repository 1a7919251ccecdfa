/**
 * Offline leaf-health estimate from colour and shape. It measures colour, it does not diagnose,
 * and it never names a disease. Ideas from the literature on colour-based severity estimation
 * (Patil & Bodhe 2011; Sibiya & Sumbwanyambe 2019); the code is ours.
 *
 * 1. Each pixel is classed by hue, saturation and value: green (healthy tissue), yellow
 *    (chlorotic), brown (necrotic, but also soil, skin and dry litter), sky blue, grey/white and
 *    dark.
 * 2. The leaf is separated from the background before anything is measured: it is grown from the
 *    connected regions of green and yellow tissue that hold mostly real green (soil, hands, sky,
 *    paper and shadow are neither), keeping the large ones. Brown or dark patches count as leaf
 *    only where the leaf encloses them (small holes inside its outline, after a small closing
 *    that also catches lesions on the edge): brown soil around a leaf, or a hand holding it,
 *    touches the outside and stays out.
 * 3. The affected share is yellow + brown over the leaf. Whether symptoms are visible is the leaf
 *    model's call (leafFeatures, LEAF_MODEL: a logistic regression over the leaf's colour and
 *    texture, trained on other photos than our test photos; docs/leaf-health.md, "The leaf
 *    model"), within two lines it may not cross (AFFECTED_ALONE_PCT, NOTHING_SEEN_PCT). The
 *    confidence weighs the leaf's size in the photo, the resolution, the light, and the distance
 *    from the decision line.
 */

import { KISAN_CALL_CENTRE } from './knowledge';
import { LEAF_MODEL } from './leaf-model';

export const LEAF_FLAGS = ['no_leaf_found', 'too_dark', 'overexposed', 'low_resolution'] as const;
export type LeafFlag = (typeof LEAF_FLAGS)[number];

export type LeafStatus = 'Healthy' | 'Symptoms visible' | 'Unknown';

export const LEAF_CONFIDENCE_LEVELS = ['low', 'medium', 'high'] as const;
export type LeafConfidenceLevel = (typeof LEAF_CONFIDENCE_LEVELS)[number];

/** What the farmer can do next, as message codes (LEAF.NEXT_*). */
export const LEAF_NEXT_STEPS = ['retake_photo', 'ask_expert', 'keep_watching'] as const;
export type LeafNextStep = (typeof LEAF_NEXT_STEPS)[number];

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
  /** Share of the photo that was set aside as background (soil, hands, sky, paper, shadow). */
  backgroundShare: number;
  /** How far to trust the status, 0..1, and the same in words. */
  confidence: number;
  confidenceLevel: LeafConfidenceLevel;
  nextSteps: LeafNextStep[];
}

const OTHER = 0;
const GREEN = 1;
const YELLOW = 2;
const BROWN = 3;
const DARK = 4;
const GREY = 5;
const SKY = 6;

/** The most the offline check claims: it was right on 90% of held-out photos. */
const MAX_OFFLINE_CONFIDENCE = 0.9;
/** At least this share of the leaf discoloured is never called healthy. */
export const AFFECTED_ALONE_PCT = 20;
/** Below this affected share nothing the farmer could see was measured: never "symptoms". */
export const NOTHING_SEEN_PCT = 1;
/** Hue (degrees) between yellow and green: sunlit healthy leaves reach down to about here. */
const GREEN_FROM_HUE = 62;
const YELLOW_FROM_HUE = 40;
const MIN_LEAF_SHARE = 0.03;
/** A tissue region is leaf when at least this share of it is green (straw and sand are not). */
const MIN_GREEN_IN_REGION = 0.3;
/** Regions smaller than this share of the largest one are other leaves' scraps: left out. */
const MIN_REGION_OF_LARGEST = 0.15;
/** An enclosed hole larger than this share of the leaf is soil between leaves, not a lesion. */
const MAX_HOLE_OF_LEAF = 0.04;
const CLOSING_RADIUS = 2;
const MIN_SPOT_PIXELS = 6;
const MIN_SIDE_PX = 224;

/** Hue in degrees (0..360) of a pixel whose largest and smallest channels are given; 0 for grey. */
function hueOf(r: number, g: number, b: number, max: number, min: number): number {
  const d = max - min;
  if (d === 0) return 0;
  if (max === r) return (60 * ((g - b) / d) + 360) % 360;
  if (max === g) return 60 * ((b - r) / d) + 120;
  return 60 * ((r - g) / d) + 240;
}

/** The shorter way round the hue circle between two hues, in degrees. */
function hueDistance(a: number, b: number): number {
  const diff = Math.abs(a - b);
  return Math.min(diff, 360 - diff);
}

function classify(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const v = max / 255;
  const s = max === 0 ? 0 : (max - min) / max;
  if (v < 0.12) return DARK; // too dark to tell: shadow, black cloth
  if (s < 0.15) return GREY; // white paper, grey, glare
  const h = hueOf(r, g, b, max, min);
  if (h >= GREEN_FROM_HUE && h <= 170) return GREEN;
  if (h >= YELLOW_FROM_HUE && h < GREEN_FROM_HUE && v >= 0.35 && s >= 0.25) return YELLOW;
  if (h >= 170 && h <= 260) return SKY;
  if (h >= 5 && h < GREEN_FROM_HUE) return BROWN; // brown, dark yellow-brown, soil, skin
  return OTHER; // reds, purples: not leaf tissue we judge
}

/**
 * Labels 4-connected regions where `inRegion` holds; returns the label of every pixel (0 = none),
 * each region's size and whether it touches the photo's border.
 */
function label(width: number, height: number, inRegion: (i: number) => boolean) {
  const total = width * height;
  const labels = new Int32Array(total);
  const sizes: number[] = [0];
  const touchesBorder: boolean[] = [false];
  const stack = new Int32Array(total);
  for (let start = 0; start < total; start++) {
    if (labels[start] !== 0 || !inRegion(start)) continue;
    const id = sizes.length;
    let size = 0;
    let border = false;
    let top = 0;
    labels[start] = id;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border = true;
      if (x > 0 && labels[i - 1] === 0 && inRegion(i - 1)) {
        labels[i - 1] = id;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && labels[i + 1] === 0 && inRegion(i + 1)) {
        labels[i + 1] = id;
        stack[top++] = i + 1;
      }
      if (y > 0 && labels[i - width] === 0 && inRegion(i - width)) {
        labels[i - width] = id;
        stack[top++] = i - width;
      }
      if (y < height - 1 && labels[i + width] === 0 && inRegion(i + width)) {
        labels[i + width] = id;
        stack[top++] = i + width;
      }
    }
    sizes.push(size);
    touchesBorder.push(border);
  }
  return { labels, sizes, touchesBorder };
}

/** Square max (dilate) or min (erode) filter of radius r over a 0/1 mask, separable. */
function morph(mask: Uint8Array, width: number, height: number, r: number, dilate: boolean) {
  const tmp = new Uint8Array(mask.length);
  const out = new Uint8Array(mask.length);
  const hit = dilate ? 1 : 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let v = 1 - hit;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++) {
        if (mask[row + k] === hit) {
          v = hit;
          break;
        }
      }
      tmp[row + x] = v;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let v = 1 - hit;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) {
        if (tmp[k * width + x] === hit) {
          v = hit;
          break;
        }
      }
      out[y * width + x] = v;
    }
  }
  return out;
}

/** What the segmentation found: per-pixel classes, the leaf mask and its colour counts. */
export interface LeafMeasurements {
  classes: Uint8Array;
  mask: Uint8Array;
  leaf: number;
  leafGreen: number;
  leafYellow: number;
  leafBrown: number;
  green: number;
  valueSum: number;
  clipped: number;
  /** The size in pixels of each discoloured patch (yellow, brown or dark) inside the leaf. */
  spotSizes: number[];
}

/** Classes every pixel and separates the leaf from the background (steps 1 and 2 above). */
export function measureLeaf(pixels: LeafPixels): LeafMeasurements {
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

  // 1. Leaf tissue: connected green and yellow regions that are mostly green, the large ones.
  const tissue = label(width, height, (i) => classes[i] === GREEN || classes[i] === YELLOW);
  const greenPerRegion = new Int32Array(tissue.sizes.length);
  for (let i = 0; i < total; i++) if (classes[i] === GREEN) greenPerRegion[tissue.labels[i]!]!++;
  let largest = 0;
  for (let id = 1; id < tissue.sizes.length; id++) {
    if (greenPerRegion[id]! >= MIN_GREEN_IN_REGION * tissue.sizes[id]!)
      largest = Math.max(largest, tissue.sizes[id]!);
  }
  const keep = new Uint8Array(tissue.sizes.length);
  for (let id = 1; id < tissue.sizes.length; id++) {
    keep[id] =
      greenPerRegion[id]! >= MIN_GREEN_IN_REGION * tissue.sizes[id]! &&
      tissue.sizes[id]! >= MIN_REGION_OF_LARGEST * largest &&
      tissue.sizes[id]! >= 0.002 * total
        ? 1
        : 0;
  }
  let mask = new Uint8Array(total);
  let tissueArea = 0;
  for (let i = 0; i < total; i++) {
    if (keep[tissue.labels[i]!]) {
      mask[i] = 1;
      tissueArea++;
    }
  }

  // 2. Close small notches on the edge, then fill the small holes the leaf encloses (lesions).
  if (tissueArea > 0) {
    const closed = morph(
      morph(mask, width, height, CLOSING_RADIUS, true),
      width,
      height,
      CLOSING_RADIUS,
      false,
    );
    // The closing may only add lesion-coloured pixels, never soil-free background like sky.
    for (let i = 0; i < total; i++) {
      if (!mask[i] && closed[i] && classes[i] !== SKY && classes[i] !== GREY) mask[i] = 1;
    }
    const holes = label(width, height, (i) => mask[i] === 0);
    const maxHole = MAX_HOLE_OF_LEAF * tissueArea;
    const fill = new Uint8Array(holes.sizes.length);
    for (let id = 1; id < holes.sizes.length; id++) {
      fill[id] = !holes.touchesBorder[id] && holes.sizes[id]! <= maxHole ? 1 : 0;
    }
    const filled = new Uint8Array(total);
    for (let i = 0; i < total; i++) filled[i] = mask[i] || fill[holes.labels[i]!] ? 1 : 0;
    mask = filled;
  }

  let leaf = 0;
  let leafGreen = 0;
  let leafYellow = 0;
  let leafBrown = 0;
  for (let i = 0; i < total; i++) {
    if (!mask[i]) continue;
    leaf++;
    const c = classes[i];
    if (c === GREEN) leafGreen++;
    else if (c === YELLOW) leafYellow++;
    else if (c === BROWN || c === DARK || c === OTHER) leafBrown++;
  }

  const spots = label(
    width,
    height,
    (i) => mask[i] === 1 && (classes[i] === YELLOW || classes[i] === BROWN || classes[i] === DARK),
  );
  const spotSizes = spots.sizes.slice(1);
  return {
    classes,
    mask,
    leaf,
    leafGreen,
    leafYellow,
    leafBrown,
    green,
    valueSum,
    clipped,
    spotSizes,
  };
}

/** The names of the numbers `leafFeatures` measures, in order (docs/leaf-health.md). */
export const LEAF_FEATURE_NAMES = [
  'green',
  'yellow',
  'brown',
  'hue<20',
  'hue20-40',
  'hue40-50',
  'hue50-62',
  'hue62-80',
  'hue80-100',
  'hue100-130',
  'hue>=130',
  'satMean',
  'satStd',
  'valMean',
  'valStd',
  'edgeMean',
  'edgeShare',
  'hueStepMean',
  'hueStepShare',
  'spots',
  'spotsTiny',
  'spotsSmall',
  'spotsLarge',
  'redIndex',
  'redShare',
] as const;

const HUE_EDGES = [20, 40, 50, 62, 80, 100, 130];

/**
 * Colour and texture of the leaf alone (the mask), as plain numbers: shares of each colour class
 * and hue band, how saturated and bright it is and how much that varies, how often brightness and
 * hue jump between neighbouring pixels (spots and pustules make a leaf rough), spots by size per
 * 10,000 leaf pixels, and how red it runs. The leaf model weighs them.
 */
export function leafFeatures(pixels: LeafPixels, m: LeafMeasurements): number[] {
  const { data, width, height, channels } = pixels;
  const total = width * height;
  const hue = new Float32Array(total);
  const sat = new Float32Array(total);
  const val = new Float32Array(total);
  const bands = new Array<number>(HUE_EDGES.length + 1).fill(0);
  let sSum = 0;
  let sSq = 0;
  let vSum = 0;
  let vSq = 0;
  let red = 0;
  let redder = 0;
  for (let i = 0, p = 0; i < total; i++, p += channels) {
    if (!m.mask[i]) continue;
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const v = max / 255;
    const s = max === 0 ? 0 : (max - min) / max;
    const h = hueOf(r, g, b, max, min);
    hue[i] = h;
    sat[i] = s;
    val[i] = v;
    let band = 0;
    while (band < HUE_EDGES.length && h >= HUE_EDGES[band]!) band++;
    // Reds and purples past 300 degrees sit with the reds below 20.
    bands[h >= 300 ? 0 : band]!++;
    sSum += s;
    sSq += s * s;
    vSum += v;
    vSq += v * v;
    red += (r - g) / (r + g + 1);
    if (r > g) redder++;
  }
  let pairs = 0;
  let edgeSum = 0;
  let edges = 0;
  let hueSum = 0;
  let hueSteps = 0;
  for (let y = 0; y < height - 1; y++) {
    for (let x = 0; x < width - 1; x++) {
      const i = y * width + x;
      if (!m.mask[i] || !m.mask[i + 1] || !m.mask[i + width]) continue;
      pairs++;
      const e = Math.abs(val[i]! - val[i + 1]!) + Math.abs(val[i]! - val[i + width]!);
      edgeSum += e;
      if (e > 0.12) edges++;
      const hs = hueDistance(hue[i]!, hue[i + 1]!) + hueDistance(hue[i]!, hue[i + width]!);
      hueSum += hs;
      if (hs > 20) hueSteps++;
    }
  }
  let tiny = 0;
  let small = 0;
  let large = 0;
  for (const size of m.spotSizes) {
    if (size < 3) continue;
    if (size <= 20) tiny++;
    else if (size <= 150) small++;
    else large++;
  }
  const n = Math.max(1, m.leaf);
  const per10k = (count: number) => (count / n) * 10_000;
  const sMean = sSum / n;
  const vMean = vSum / n;
  return [
    m.leafGreen / n,
    m.leafYellow / n,
    m.leafBrown / n,
    ...bands.map((b) => b / n),
    sMean,
    Math.sqrt(Math.max(0, sSq / n - sMean * sMean)),
    vMean,
    Math.sqrt(Math.max(0, vSq / n - vMean * vMean)),
    pairs ? edgeSum / pairs : 0,
    pairs ? edges / pairs : 0,
    pairs ? hueSum / pairs / 100 : 0,
    pairs ? hueSteps / pairs : 0,
    per10k(tiny + small + large),
    per10k(tiny),
    per10k(small),
    per10k(large),
    red / n,
    redder / n,
  ];
}

export function analyzeLeaf(pixels: LeafPixels): LeafAnalysis {
  const { width, height } = pixels;
  const total = width * height;
  const measured = measureLeaf(pixels);
  const { leaf, leafGreen, leafYellow, leafBrown, green, valueSum, clipped } = measured;
  const flags: LeafFlag[] = [];
  if (valueSum / total < 0.2) flags.push('too_dark');
  if (clipped / total > 0.6) flags.push('overexposed');
  if (Math.min(pixels.originalWidth, pixels.originalHeight) < MIN_SIDE_PX)
    flags.push('low_resolution');
  const leafShare = leaf / total;
  if (leafShare < MIN_LEAF_SHARE) flags.push('no_leaf_found');
  const backgroundShare = round3(1 - leafShare);

  if (flags.includes('no_leaf_found')) {
    return {
      status: 'Unknown',
      severityPct: null,
      shares: null,
      spotCount: null,
      flags,
      leafShare,
      greenShare: green / total,
      backgroundShare,
      confidence: 0,
      confidenceLevel: 'low',
      nextSteps: ['retake_photo', 'ask_expert'],
    };
  }

  const spotCount = measured.spotSizes.filter((size) => size >= MIN_SPOT_PIXELS).length;
  const severityPct = Math.round(((leafYellow + leafBrown) / leaf) * 1000) / 10;
  // The leaf model's log-odds of "not healthy" (negative: healthy side). Two lines it may not
  // cross: a leaf that is largely discoloured is never called healthy, and symptoms are never
  // reported on a leaf where nothing discoloured was measured (the farmer could not see them).
  const odds = leafModelLogOdds(leafFeatures(pixels, measured));
  const past =
    severityPct >= AFFECTED_ALONE_PCT
      ? Math.max(odds, (severityPct - AFFECTED_ALONE_PCT) / 5)
      : severityPct < NOTHING_SEEN_PCT
        ? Math.min(odds, -1)
        : odds;
  const unreliable = flags.includes('too_dark') || flags.includes('overexposed');
  const status: LeafStatus = unreliable ? 'Unknown' : past < 0 ? 'Healthy' : 'Symptoms visible';
  const confidence = unreliable ? 0 : confidenceOf({ past, leafShare, flags });
  const confidenceLevel: LeafConfidenceLevel =
    confidence >= 0.7 ? 'high' : confidence >= 0.4 ? 'medium' : 'low';
  const nextSteps: LeafNextStep[] = [];
  if (status === 'Unknown' || confidenceLevel === 'low') nextSteps.push('retake_photo');
  if (status !== 'Healthy') nextSteps.push('ask_expert');
  else nextSteps.push('keep_watching');
  return {
    status,
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
    backgroundShare,
    confidence,
    confidenceLevel,
    nextSteps,
  };
}

/** The leaf model's log-odds that a leaf with these features is not healthy. */
export function leafModelLogOdds(features: readonly number[]): number {
  let z: number = LEAF_MODEL.bias;
  features.forEach((v, j) => {
    z += ((v - LEAF_MODEL.mean[j]!) / LEAF_MODEL.scale[j]!) * LEAF_MODEL.weights[j]!;
  });
  return z;
}

/**
 * 0..1: the product of how clearly the affected share sits on one side of the threshold, how
 * much of the photo the leaf fills (a small leaf is a few hundred pixels), and the photo's
 * resolution. A photo of one leaf on a plain background scores highest.
 */
function confidenceOf(a: { past: number; leafShare: number; flags: LeafFlag[] }): number {
  const margin = Math.min(1, 0.3 + Math.abs(a.past) / 4);
  const size = a.leafShare >= 0.15 ? 1 : 0.5 + (a.leafShare / 0.15) * 0.5;
  const resolution = a.flags.includes('low_resolution') ? 0.6 : 1;
  // A colour measurement is right about 9 times in 10 on photos it was not trained on
  // (docs/leaf-health.md): it never says it is surer than that.
  return round2(Math.min(MAX_OFFLINE_CONFIDENCE, margin * size * resolution));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
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
