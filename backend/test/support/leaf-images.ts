/**
 * Synthetic leaf photos with a known discoloured share: a green ellipse on a background, with
 * round yellow and brown blotches inside it. Pixel noise makes them less clean than a drawing.
 */
export interface SyntheticLeaf {
  data: Uint8Array;
  width: number;
  height: number;
  /** (yellow + brown) / leaf pixels, in percent. */
  truePct: number;
  spots: number;
}

function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export function syntheticLeaf(options: {
  width?: number;
  height?: number;
  background?: [number, number, number];
  yellowSpots?: number;
  brownSpots?: number;
  spotRadius?: number;
  seed?: number;
}): SyntheticLeaf {
  const width = options.width ?? 400;
  const height = options.height ?? 300;
  const bg = options.background ?? [245, 245, 240];
  const random = rng(options.seed ?? 7);
  const data = new Uint8Array(width * height * 3);
  const cx = width / 2;
  const cy = height / 2;
  const rx = width * 0.42;
  const ry = height * 0.38;
  const inLeaf = (x: number, y: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  const radius = options.spotRadius ?? Math.round(Math.min(width, height) * 0.05);
  const spots: { x: number; y: number; colour: [number, number, number] }[] = [];
  const want = (options.yellowSpots ?? 0) + (options.brownSpots ?? 0);
  let attempts = 0;
  while (spots.length < want && attempts++ < 10_000) {
    const x = cx + (random() * 2 - 1) * rx * 0.8;
    const y = cy + (random() * 2 - 1) * ry * 0.8;
    if (!inLeaf(x, y)) continue;
    if (spots.some((s) => Math.hypot(s.x - x, s.y - y) < radius * 2.4)) continue;
    const isYellow = spots.length < (options.yellowSpots ?? 0);
    spots.push({ x, y, colour: isYellow ? [214, 196, 48] : [118, 72, 34] });
  }
  let leaf = 0;
  let discoloured = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const noise = () => Math.round((random() - 0.5) * 16);
      let colour: [number, number, number] = bg;
      if (inLeaf(x, y)) {
        leaf++;
        colour = [46, 128, 44];
        const spot = spots.find((s) => Math.hypot(s.x - x, s.y - y) <= radius);
        if (spot) {
          discoloured++;
          colour = spot.colour;
        }
      }
      for (let c = 0; c < 3; c++) data[p + c] = Math.max(0, Math.min(255, colour[c]! + noise()));
    }
  }
  return { data, width, height, truePct: (discoloured / leaf) * 100, spots: spots.length };
}

/** A flat photo of one colour with noise (sky, concrete, brick...). */
export function plainImage(
  colour: [number, number, number],
  width = 320,
  height = 240,
): { data: Uint8Array; width: number; height: number } {
  const random = rng(3);
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, colour[i % 3]! + Math.round((random() - 0.5) * 20)));
  }
  return { data, width, height };
}
