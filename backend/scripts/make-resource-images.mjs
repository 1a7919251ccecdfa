// Draws the illustrations for the "Farming Resources" machinery categories.
//
// Every image is built here as an SVG string from simple shapes (no text, no
// external assets) and converted to an 800x500 WebP with sharp. The output is
// deterministic, so the script can be re-run at any time to rewrite the files:
//
//   cd backend && node scripts/make-resource-images.mjs [code ...]
//
// Output: src/content/infrastructure/data/resource-images/<code>.webp
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = join(here, '..', 'src', 'content', 'infrastructure', 'data', 'resource-images');
const W = 800;
const H = 500;
const MAX_BYTES = 40 * 1024;

// ---------------------------------------------------------------- palette
const C = {
  green: '#2e7d32',
  greenDark: '#1b5e20',
  greenLight: '#66bb6a',
  greenPale: '#a5d6a7',
  leaf: '#43a047',
  yellow: '#f9a825',
  yellowDark: '#c17900',
  yellowPale: '#fff3c4',
  soil: '#b98b5e',
  soilDark: '#8d6240',
  straw: '#e6c76a',
  strawDark: '#c9a548',
  tyre: '#37474f',
  tyreDark: '#263238',
  steel: '#78909c',
  steelLight: '#b0bec5',
  steelDark: '#546e7a',
  white: '#ffffff',
  waterDark: '#4fc3f7',
  sky1: '#d6eefc',
  sky2: '#fdf8e4',
  skin: '#a0663c',
  red: '#e53935',
};

// ---------------------------------------------------------------- svg helpers
const f = (n) => (Math.round(n * 10) / 10).toString();
const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(
      ([k, v]) =>
        `${k.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase())}="${typeof v === 'number' ? f(v) : v}"`,
    )
    .join(' ');
const rect = (x, y, w, h, o = {}) => `<rect ${attrs({ x, y, width: w, height: h, ...o })}/>`;
const circle = (cx, cy, r, o = {}) => `<circle ${attrs({ cx, cy, r, ...o })}/>`;
const ellipse = (cx, cy, rx, ry, o = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, ...o })}/>`;
const line = (x1, y1, x2, y2, o = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, strokeLinecap: 'round', ...o })}/>`;
const path = (d, o = {}) => `<path ${attrs({ d, ...o })}/>`;
const poly = (pts, o = {}) =>
  `<polygon ${attrs({ points: pts.map((p) => p.map(f).join(',')).join(' '), ...o })}/>`;
const g = (transform, ...children) => `<g transform="${transform}">${children.join('')}</g>`;

/** Small seeded pseudo-random generator, so every run draws exactly the same picture. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// ---------------------------------------------------------------- scenery
function sky() {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${C.sky1}"/><stop offset="1" stop-color="${C.sky2}"/></linearGradient></defs>` +
    rect(0, 0, W, H, { fill: 'url(#sky)' })
  );
}

function sun(x, y) {
  return circle(x, y, 58, { fill: C.yellow, opacity: 0.18 }) + circle(x, y, 40, { fill: C.yellow });
}

function cloud(x, y, s = 1) {
  return g(
    `translate(${x} ${y}) scale(${s})`,
    ellipse(0, 0, 46, 16, { fill: C.white }),
    circle(-16, -8, 18, { fill: C.white }),
    circle(12, -14, 22, { fill: C.white }),
  );
}

function hills(horizon) {
  return (
    path(
      `M0 ${horizon} L0 ${horizon - 55} Q 130 ${horizon - 110} 260 ${horizon - 50} Q 380 ${horizon - 10} 470 ${horizon - 60} Q 600 ${horizon - 120} 800 ${horizon - 45} L800 ${horizon} Z`,
      { fill: C.greenPale },
    ) +
    path(
      `M0 ${horizon} L0 ${horizon - 20} Q 180 ${horizon - 60} 360 ${horizon - 22} Q 520 ${horizon + 5} 640 ${horizon - 30} Q 720 ${horizon - 50} 800 ${horizon - 25} L800 ${horizon} Z`,
      { fill: '#8fcf93' },
    )
  );
}

function trees(list) {
  return list
    .map(([x, y, s]) =>
      g(
        `translate(${x} ${y}) scale(${s})`,
        rect(-4, -10, 8, 26, { fill: C.soilDark }),
        circle(0, -22, 20, { fill: C.leaf }),
        circle(-12, -12, 13, { fill: C.leaf }),
        circle(12, -12, 13, { fill: C.leaf }),
      ),
    )
    .join('');
}

/** Horizontal bands that get wider towards the viewer: a simple field in perspective. */
function bands(top, colors, n = 10) {
  let out = '';
  let y = top;
  const sum = (n * (n + 1)) / 2;
  for (let i = 1; i <= n; i++) {
    const h = ((H - top) * i) / sum;
    out += rect(0, y, W, h + 0.6, { fill: colors[i % colors.length] });
    y += h;
  }
  return out;
}

function stubbleField(top, seed = 7) {
  const r = rng(seed);
  let out = bands(top, [C.straw, '#dcbc5c'], 10);
  for (let i = 0; i < 170; i++) {
    const y = top + 8 + Math.pow(r(), 0.8) * (H - top - 8);
    const k = (y - top) / (H - top);
    const x = r() * W;
    out += line(x, y, x + (r() - 0.5) * 4, y - (4 + k * 14), {
      stroke: C.strawDark,
      strokeWidth: 1 + k * 2,
    });
  }
  return out;
}

function field(kind, top) {
  if (kind === 'soil') return bands(top, [C.soil, '#c49a6c']);
  if (kind === 'green') return bands(top, ['#7cb342', '#8bc34a']);
  if (kind === 'stubble') return stubbleField(top);
  if (kind === 'paddy') return bands(top, ['#9ccfc0', '#a8d8ca']);
  throw new Error(`unknown field ${kind}`);
}

/** Sky, sun, clouds, hills and trees, then the field. */
function baseScene(kind = 'soil', { horizon = 300, sunAt = [690, 85] } = {}) {
  const clouds =
    sunAt[0] > 400
      ? [
          [150, 80, 1],
          [420, 60, 0.8],
        ]
      : [
          [360, 70, 1],
          [600, 55, 0.8],
        ];
  return (
    sky() +
    sun(...sunAt) +
    clouds.map(([x, y, s]) => cloud(x, y, s)).join('') +
    hills(horizon) +
    trees([
      [70, horizon - 38, 0.9],
      [600, horizon - 42, 0.7],
      [760, horizon - 35, 1],
    ]) +
    field(kind, horizon)
  );
}

/** A young crop plant. */
function plant(x, y, s, color = C.leaf) {
  return g(
    `translate(${f(x)} ${f(y)}) scale(${f(s)})`,
    path('M0 0 Q -16 -14 -22 -30 Q -6 -24 0 0 Z', { fill: color }),
    path('M0 0 Q 16 -14 22 -30 Q 6 -24 0 0 Z', { fill: color }),
    path('M0 0 Q -4 -22 0 -40 Q 5 -22 0 0 Z', { fill: C.greenDark }),
  );
}

function cropRows(rows, seed) {
  const r = rng(seed);
  let out = '';
  for (const { y, s, gap } of rows) {
    for (let x = -10 + r() * gap; x < W + 20; x += gap) out += plant(x, y, s);
  }
  return out;
}

/** Ripe wheat stalk with an ear. */
function wheat(x, y, s) {
  return g(
    `translate(${f(x)} ${f(y)}) scale(${f(s)})`,
    line(0, 0, 0, -60, { stroke: C.strawDark, strokeWidth: 2.5 }),
    ellipse(0, -70, 5, 13, { fill: C.straw }),
    line(0, -82, 0, -92, { stroke: C.strawDark, strokeWidth: 1.2 }),
    path('M0 -30 Q -12 -38 -16 -50', { fill: 'none', stroke: C.strawDark, strokeWidth: 2 }),
  );
}

function wheatStand(x0, x1, yTop, yBottom, seed) {
  const r = rng(seed);
  let out = '';
  const rowsN = 6;
  for (let j = 0; j < rowsN; j++) {
    const y = yTop + ((yBottom - yTop) * j) / (rowsN - 1);
    const s = 0.55 + (0.55 * j) / (rowsN - 1);
    for (let x = x0 + r() * 10; x < x1; x += 12 + 10 * s) {
      out += wheat(x + (r() - 0.5) * 6, y + (r() - 0.5) * 4, s * (0.9 + r() * 0.2));
    }
  }
  return out;
}

function grassTuft(x, y, s, color) {
  return g(
    `translate(${f(x)} ${f(y)}) scale(${f(s)})`,
    path('M-14 0 Q -12 -18 -20 -30 Q -4 -16 -4 0 Z', { fill: color }),
    path('M-6 0 Q -2 -26 4 -40 Q 6 -20 4 0 Z', { fill: C.greenDark }),
    path('M2 0 Q 10 -18 20 -26 Q 12 -10 12 0 Z', { fill: color }),
  );
}

/** A tied bundle of cut crop, standing upright. */
function sheaf(x, y, s, tilt = 0) {
  const stalks = [];
  for (let i = 0; i < 9; i++) {
    const dx = -16 + i * 4;
    stalks.push(line(dx * 0.6, 0, dx, -66, { stroke: '#a4822e', strokeWidth: 3 }));
  }
  for (let i = 0; i < 9; i++) {
    const dx = -16 + i * 4;
    stalks.push(
      ellipse(dx * 1.5, -76, 4.5, 11, {
        fill: '#d9a62a',
        stroke: '#9c7417',
        strokeWidth: 1.5,
        transform: `rotate(${f(dx * 1.8)} ${f(dx * 1.5)} -76)`,
      }),
    );
  }
  return g(
    `translate(${f(x)} ${f(y)}) rotate(${f(tilt)}) scale(${f(s)})`,
    ellipse(0, 2, 20, 4, { fill: '#000', opacity: 0.12 }),
    stalks.join(''),
    rect(-13, -36, 26, 7, { fill: C.greenDark, rx: 3 }),
  );
}

/** A transplanted rice seedling standing in water. */
function seedling(x, y, s) {
  return g(
    `translate(${f(x)} ${f(y)}) scale(${f(s)})`,
    ellipse(0, 2, 14, 3, { fill: '#7fb8a8' }),
    path('M0 0 Q-10 -20 -18 -34 M0 0 Q-2 -24 2 -42 M0 0 Q8 -20 18 -32', {
      fill: 'none',
      stroke: C.leaf,
      strokeWidth: 4,
      strokeLinecap: 'round',
    }),
  );
}

function shadow(cx, cy, rx, ry = 10) {
  return ellipse(cx, cy, rx, ry, { fill: '#000', opacity: 0.13 });
}

/** Bits of soil (or straw) thrown up and back from a working tool. */
function clods(cx, cy, seed, n = 14, spread = 60, color = C.soilDark) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = -Math.PI * (0.05 + r() * 0.6);
    const d = 10 + r() * spread;
    out += circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, 2 + r() * 4, { fill: color });
  }
  return out;
}

// ---------------------------------------------------------------- machine parts
/** Tyre with lugs, a yellow rim and a hub. */
function wheel(cx, cy, r, { lugs = 18, rimRatio = 0.58 } = {}) {
  let out = circle(cx, cy, r, { fill: C.tyre });
  const lw = Math.max(3, r * 0.16);
  const lh = Math.max(3, r * 0.12);
  for (let i = 0; i < lugs; i++) {
    out += rect(cx - lw / 2, cy - r - lh * 0.45, lw, lh, {
      fill: C.tyre,
      rx: 1.5,
      transform: `rotate(${f((360 / lugs) * i)} ${f(cx)} ${f(cy)})`,
    });
  }
  out += circle(cx, cy, r * 0.86, {
    fill: 'none',
    stroke: C.tyreDark,
    strokeWidth: Math.max(1, r * 0.04),
  });
  out += circle(cx, cy, r * rimRatio, { fill: C.yellow });
  out += circle(cx, cy, r * rimRatio * 0.78, {
    fill: 'none',
    stroke: C.yellowDark,
    strokeWidth: Math.max(1, r * 0.03),
  });
  out += circle(cx, cy, r * rimRatio * 0.36, { fill: C.yellowPale });
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out += circle(
      cx + Math.cos(a) * r * rimRatio * 0.55,
      cy + Math.sin(a) * r * rimRatio * 0.55,
      Math.max(1.2, r * 0.035),
      { fill: C.yellowDark },
    );
  }
  return out;
}

/** Rotor with L-shaped tilling blades (drawn before the hood that covers its top). */
function bladeRotor(cx, cy, r, n = 10, stroke = 6) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (Math.PI * 2 * i) / n;
    const x1 = cx + Math.cos(a) * r * 0.3,
      y1 = cy + Math.sin(a) * r * 0.3;
    const x2 = cx + Math.cos(a) * r,
      y2 = cy + Math.sin(a) * r;
    const x3 = x2 + Math.cos(a + Math.PI / 2) * r * 0.32,
      y3 = y2 + Math.sin(a + Math.PI / 2) * r * 0.32;
    out += path(`M${f(x1)} ${f(y1)} L${f(x2)} ${f(y2)} L${f(x3)} ${f(y3)}`, {
      fill: 'none',
      stroke: C.steelDark,
      strokeWidth: stroke,
      strokeLinejoin: 'round',
      strokeLinecap: 'round',
    });
  }
  return out + circle(cx, cy, r * 0.3, { fill: C.steel });
}

/** Yellow guard over the PTO shaft between the tractor and an implement. */
function ptoGuard(x1, y1, x2, y2) {
  return (
    line(x1, y1, x2, y2, { stroke: C.yellowDark, strokeWidth: 14 }) +
    line(x1, y1, x2, y2, { stroke: C.yellow, strokeWidth: 9 })
  );
}

/**
 * Side view of a tractor facing left. Local origin: ground level below the rear axle.
 * Rear wheel centre (0,-80), front wheel centre (-205,-44); the linkage ends near x=104.
 */
function tractorBody({ canopy = false } = {}) {
  const p = [];
  // chassis and engine block under the hood
  p.push(rect(-232, -96, 200, 32, { fill: C.steelDark, rx: 6 }));
  p.push(rect(-200, -90, 70, 20, { fill: C.steel, rx: 4 }));
  p.push(rect(-214, -70, 18, 26, { fill: C.steelDark }));
  // hood with a stripe
  p.push(path('M-262 -96 L-256 -146 Q-253 -160 -238 -160 L-66 -160 L-66 -96 Z', { fill: C.green }));
  p.push(
    path('M-250 -150 L-72 -150', { stroke: '#4caf50', strokeWidth: 5, strokeLinecap: 'round' }),
  );
  p.push(rect(-230, -128, 120, 8, { fill: C.yellow, rx: 4 }));
  // grille and headlight
  p.push(path('M-264 -100 L-259 -146 L-246 -146 L-250 -100 Z', { fill: C.greenDark }));
  for (let i = 0; i < 5; i++)
    p.push(line(-259, -140 + i * 8, -250, -140 + i * 8, { stroke: C.steelLight, strokeWidth: 2 }));
  p.push(circle(-238, -138, 7, { fill: C.yellowPale, stroke: C.yellowDark, strokeWidth: 2 }));
  // exhaust pipe and air intake
  p.push(rect(-150, -214, 11, 56, { fill: C.tyre, rx: 3 }));
  p.push(rect(-154, -222, 19, 10, { fill: C.tyreDark, rx: 3 }));
  p.push(rect(-190, -184, 9, 26, { fill: C.steelDark, rx: 3 }));
  // transmission housing under the seat
  p.push(path('M-70 -162 L30 -150 L46 -92 L-70 -84 Z', { fill: C.greenDark }));
  // dashboard and steering wheel
  p.push(path('M-72 -162 L-50 -186 L-38 -180 L-58 -160 Z', { fill: C.greenDark }));
  p.push(line(-52, -182, -32, -214, { stroke: C.tyre, strokeWidth: 6 }));
  p.push(
    ellipse(-30, -218, 24, 7, {
      fill: 'none',
      stroke: C.tyre,
      strokeWidth: 6,
      transform: 'rotate(-18 -30 -218)',
    }),
  );
  // seat
  p.push(rect(-16, -182, 52, 14, { fill: C.tyre, rx: 6 }));
  p.push(rect(30, -228, 14, 56, { fill: C.tyre, rx: 6, transform: 'rotate(10 37 -200)' }));
  p.push(rect(0, -170, 10, 22, { fill: C.steelDark }));
  // three-point linkage: lower link and top link
  p.push(line(40, -78, 104, -66, { stroke: C.tyreDark, strokeWidth: 8 }));
  p.push(line(46, -150, 104, -122, { stroke: C.tyreDark, strokeWidth: 7 }));
  // rear wheel and fender
  p.push(wheel(0, -80, 80, { lugs: 22 }));
  p.push(
    path('M-100 -80 A100 100 0 0 1 100 -80 L84 -80 A84 84 0 0 0 -84 -80 Z', { fill: C.green }),
  );
  p.push(
    path('M-100 -80 A100 100 0 0 1 100 -80', { fill: 'none', stroke: C.greenDark, strokeWidth: 4 }),
  );
  p.push(rect(-108, -86, 18, 10, { fill: C.greenDark, rx: 3 }));
  p.push(rect(90, -86, 18, 10, { fill: C.greenDark, rx: 3 }));
  // front wheel and mudguard
  p.push(wheel(-205, -44, 44, { lugs: 14 }));
  p.push(
    path('M-258 -44 A53 53 0 0 1 -152 -44 L-164 -44 A41 41 0 0 0 -246 -44 Z', {
      fill: C.greenDark,
    }),
  );
  if (canopy) {
    p.push(rect(-60, -298, 8, 124, { fill: C.steelDark }));
    p.push(rect(60, -298, 8, 160, { fill: C.steelDark }));
    p.push(path('M-84 -300 Q4 -324 92 -300 L92 -288 L-84 -288 Z', { fill: C.yellow }));
    p.push(rect(-84, -290, 176, 8, { fill: C.yellowDark }));
  }
  return p.join('');
}

// ---------------------------------------------------------------- scenes
const svgDoc = (...children) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${children.join('')}</svg>`;

/** Darker strip of worked soil behind an implement. */
const workedStrip = (x0) =>
  path(`M${x0} 432 L800 420 L800 472 L${x0} 472 Z`, { fill: C.soilDark, opacity: 0.33 });

const scenes = {
  tractor() {
    return svgDoc(
      baseScene('soil'),
      shadow(430, 455, 250, 14),
      g('translate(500 455) scale(1.15)', tractorBody({ canopy: true })),
    );
  },

  rotavator() {
    const impl = [];
    impl.push(ptoGuard(40, -104, 190, -128));
    // A-frame headstock
    impl.push(path('M98 -132 L140 -150 L150 -34 L104 -58 Z', { fill: C.yellowDark }));
    // rotor with L-blades; its lower half bites into the soil
    impl.push(bladeRotor(206, -24, 44, 10, 7));
    // curved hood and side plate over the rotor
    impl.push(
      path('M124 -36 L124 -92 Q124 -122 160 -122 L262 -122 Q298 -120 298 -84 L298 -36 Z', {
        fill: C.yellow,
      }),
    );
    impl.push(rect(124, -42, 174, 8, { fill: C.yellowDark }));
    impl.push(
      path('M138 -104 Q140 -112 156 -112 L250 -112', {
        fill: 'none',
        stroke: C.yellowPale,
        strokeWidth: 4,
        strokeLinecap: 'round',
        opacity: 0.7,
      }),
    );
    impl.push(rect(262, -116, 28, 76, { fill: C.yellowDark, rx: 10 }));
    // gearbox on top
    impl.push(rect(176, -152, 48, 32, { fill: C.steelDark, rx: 4 }));
    impl.push(rect(184, -160, 32, 10, { fill: C.steel, rx: 3 }));
    // hinged rear levelling board
    impl.push(path('M292 -40 L340 -4 L332 4 L284 -32 Z', { fill: C.yellowDark }));
    impl.push(line(280, -118, 330, -30, { stroke: C.steel, strokeWidth: 4 }));
    impl.push(clods(258, -10, 5, 16, 60));
    return svgDoc(
      baseScene('soil'),
      workedStrip(560),
      shadow(420, 458, 300, 14),
      g('translate(380 458) scale(0.98)', tractorBody(), impl.join('')),
    );
  },

  'seed-drill'() {
    const impl = [];
    impl.push(line(60, -76, 110, -76, { stroke: C.tyreDark, strokeWidth: 8 }));
    impl.push(rect(100, -90, 210, 14, { fill: C.steelDark, rx: 3 }));
    // seed-cum-fertiliser box
    impl.push(path('M112 -186 L312 -186 L296 -120 L128 -120 Z', { fill: C.green }));
    impl.push(rect(106, -198, 212, 16, { fill: C.greenDark, rx: 4 }));
    impl.push(line(212, -182, 212, -124, { stroke: C.greenDark, strokeWidth: 4 }));
    impl.push(rect(130, -124, 170, 14, { fill: C.yellow }));
    // seed tubes down to the furrow openers
    for (let i = 0; i < 6; i++) {
      const x = 140 + i * 30;
      impl.push(line(x, -110, x - 8, -24, { stroke: C.yellowDark, strokeWidth: 5 }));
      impl.push(
        path(`M${x - 14} -34 L${x - 4} -34 L${x - 2} -2 L${x - 16} 4 Z`, { fill: C.steelDark }),
      );
    }
    // ground drive wheel
    impl.push(line(296, -110, 322, -34, { stroke: C.steelDark, strokeWidth: 7 }));
    impl.push(wheel(322, -34, 34, { lugs: 12 }));
    const r = rng(21);
    const seeds = [];
    for (let i = 0; i < 10; i++)
      seeds.push(ellipse(120 + r() * 170, 8 + r() * 6, 3, 2, { fill: C.yellowDark }));
    return svgDoc(
      baseScene('soil'),
      ...[0, 1, 2, 3].map((i) =>
        line(560, 432 + i * 10, 800, 422 + i * 12, {
          stroke: C.soilDark,
          strokeWidth: 3,
          opacity: 0.6,
        }),
      ),
      shadow(420, 458, 300, 14),
      g('translate(360 458) scale(0.98)', tractorBody(), impl.join(''), seeds.join('')),
    );
  },

  sprayer() {
    const r = rng(41);
    // spray cone of fine droplets
    let mist = path('M300 262 L120 300 Q100 350 160 372 Z', { fill: '#e1f5fe', opacity: 0.75 });
    for (let i = 0; i < 70; i++) {
      const t = r();
      mist += circle(
        300 - t * 180 + (r() - 0.5) * 20,
        268 + t * 40 + (r() - 0.5) * 80 * t,
        1.5 + r() * 2.5,
        { fill: C.waterDark, opacity: 0.8 },
      );
    }
    // farmer with a knapsack sprayer, walking left
    const m = [];
    m.push(line(470, 350, 440, 440, { stroke: '#455a64', strokeWidth: 22 }));
    m.push(line(480, 350, 512, 438, { stroke: C.steelDark, strokeWidth: 22 }));
    m.push(ellipse(432, 446, 18, 8, { fill: C.tyreDark }));
    m.push(ellipse(520, 444, 18, 8, { fill: C.tyreDark }));
    // tank on the back, with lid and pump lever
    m.push(rect(500, 218, 78, 140, { fill: C.yellow, rx: 22 }));
    m.push(rect(510, 236, 58, 10, { fill: C.yellowDark, rx: 4 }));
    m.push(rect(522, 206, 34, 18, { fill: C.yellowDark, rx: 6 }));
    m.push(line(586, 334, 600, 250, { stroke: C.steelDark, strokeWidth: 7 }));
    m.push(line(600, 250, 560, 232, { stroke: C.steelDark, strokeWidth: 7 }));
    // body, strap, head with cap and face mask
    m.push(rect(446, 220, 66, 140, { fill: C.green, rx: 24 }));
    m.push(line(505, 226, 470, 300, { stroke: C.greenDark, strokeWidth: 8 }));
    m.push(circle(470, 190, 28, { fill: C.skin }));
    m.push(path('M440 186 Q442 156 472 156 Q500 158 500 184 Z', { fill: C.white }));
    m.push(rect(430, 180, 30, 8, { fill: C.white, rx: 4 }));
    m.push(path('M448 196 L474 196 L474 214 Q460 220 448 210 Z', { fill: '#cfd8dc' }));
    m.push(circle(454, 188, 3, { fill: C.tyreDark }));
    // hose, arm and lance with nozzle
    m.push(path('M520 354 Q470 380 420 300', { fill: 'none', stroke: C.tyre, strokeWidth: 6 }));
    m.push(line(476, 246, 420, 300, { stroke: C.green, strokeWidth: 18 }));
    m.push(circle(418, 300, 10, { fill: C.skin }));
    m.push(line(420, 300, 302, 262, { stroke: C.steelDark, strokeWidth: 6 }));
    m.push(rect(406, 290, 26, 14, { fill: C.tyre, rx: 4, transform: 'rotate(18 419 297)' }));
    m.push(rect(292, 254, 14, 14, { fill: C.yellowDark, rx: 3, transform: 'rotate(18 299 261)' }));
    return svgDoc(
      baseScene('green'),
      cropRows(
        [
          { y: 322, s: 0.45, gap: 30 },
          { y: 350, s: 0.6, gap: 38 },
        ],
        4,
      ),
      mist,
      shadow(480, 446, 90, 10),
      m.join(''),
      cropRows(
        [
          { y: 400, s: 0.85, gap: 52 },
          { y: 470, s: 1.1, gap: 66 },
        ],
        9,
      ),
    );
  },

  'combine-harvester'() {
    const m = [];
    // unloading auger folded along the top
    m.push(line(520, -280, 700, -300, { stroke: C.greenDark, strokeWidth: 16 }));
    m.push(line(700, -300, 716, -276, { stroke: C.greenDark, strokeWidth: 12 }));
    // grain tank
    m.push(path('M390 -300 L560 -300 L560 -230 L400 -230 Z', { fill: C.greenLight }));
    m.push(rect(386, -308, 180, 12, { fill: C.greenDark, rx: 4 }));
    // main body with side vents
    m.push(path('M250 -230 L700 -230 L720 -150 L720 -80 L250 -80 Z', { fill: C.green }));
    m.push(rect(270, -200, 410, 10, { fill: C.yellow, rx: 4 }));
    m.push(rect(580, -180, 100, 70, { fill: C.greenDark, rx: 6 }));
    for (let i = 0; i < 5; i++)
      m.push(line(590, -168 + i * 13, 670, -168 + i * 13, { stroke: C.green, strokeWidth: 4 }));
    // straw outlet at the back
    m.push(path('M720 -150 L770 -130 L770 -90 L720 -90 Z', { fill: C.greenDark }));
    // cabin
    m.push(path('M250 -230 L260 -330 L380 -330 L392 -230 Z', { fill: C.greenDark }));
    m.push(path('M266 -316 L372 -316 L380 -244 L262 -244 Z', { fill: '#b3e5fc' }));
    m.push(line(318, -316, 320, -244, { stroke: C.greenDark, strokeWidth: 4 }));
    m.push(rect(244, -342, 156, 16, { fill: C.yellow, rx: 5 }));
    // feeder house down to the header
    m.push(path('M150 -120 L260 -170 L260 -90 L170 -60 Z', { fill: C.greenDark }));
    // header with cutter bar
    m.push(path('M40 -70 L200 -70 L210 -20 L30 -20 Z', { fill: C.yellow }));
    m.push(rect(24, -26, 190, 10, { fill: C.yellowDark, rx: 3 }));
    for (let x = 22; x < 212; x += 12)
      m.push(
        poly(
          [
            [x, -18],
            [x + 8, -18],
            [x + 2, -8],
          ],
          { fill: C.steelDark },
        ),
      );
    // reel
    const rcx = 110,
      rcy = -110,
      rr = 62;
    m.push(line(rcx, rcy, 220, -150, { stroke: C.yellowDark, strokeWidth: 8 }));
    m.push(circle(rcx, rcy, rr, { fill: 'none', stroke: C.yellowDark, strokeWidth: 5 }));
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI * 2 * i) / 6;
      const x = rcx + Math.cos(a) * rr,
        y = rcy + Math.sin(a) * rr;
      m.push(line(rcx, rcy, x, y, { stroke: C.yellowDark, strokeWidth: 4 }));
      m.push(line(x - 2, y, x + 14, y + 16, { stroke: C.steel, strokeWidth: 6 }));
    }
    m.push(circle(rcx, rcy, 10, { fill: C.yellowDark }));
    // big front drive wheel, small rear steering wheel
    m.push(wheel(330, -72, 72, { lugs: 20 }));
    m.push(wheel(640, -44, 44, { lugs: 14 }));
    // ladder to the cabin
    m.push(line(400, -228, 420, -90, { stroke: C.steelDark, strokeWidth: 4 }));
    m.push(line(416, -228, 436, -90, { stroke: C.steelDark, strokeWidth: 4 }));
    for (let i = 0; i < 6; i++)
      m.push(
        line(402 + i * 3, -210 + i * 22, 418 + i * 3, -210 + i * 22, {
          stroke: C.steelDark,
          strokeWidth: 3,
        }),
      );
    return svgDoc(
      baseScene('stubble'),
      wheatStand(-10, 140, 330, 440, 12),
      shadow(400, 452, 330, 14),
      g('translate(20 452) scale(0.92)', m.join(''), clods(770, -110, 33, 18, 60, C.strawDark)),
    );
  },

  'drip-irrigation'() {
    const r = rng(55);
    const out = [];
    const rows = [
      { y: 330, s: 0.5, gap: 50 },
      { y: 372, s: 0.7, gap: 66 },
      { y: 428, s: 0.95, gap: 86 },
      { y: 492, s: 1.25, gap: 110 },
    ];
    for (const row of rows) {
      const k = row.s;
      const plants = [];
      const wet = [];
      const drops = [];
      for (let x = 200 + row.gap * 0.5 + r() * 8; x < W + 40; x += row.gap) {
        wet.push(ellipse(x + 8 * k, row.y + 2, 30 * k, 7 * k, { fill: C.soilDark, opacity: 0.6 }));
        plants.push(plant(x, row.y, k));
        // dripper on the lateral and a falling drop
        const dx = x + 16 * k,
          dy = row.y + 2 * k;
        drops.push(rect(dx - 5 * k, dy - 4 * k, 10 * k, 8 * k, { fill: C.tyreDark, rx: 2 * k }));
        drops.push(
          path(
            `M${f(dx)} ${f(dy + 5 * k)} q ${f(-6 * k)} ${f(10 * k)} 0 ${f(14 * k)} q ${f(6 * k)} ${f(-4 * k)} 0 ${f(-14 * k)} Z`,
            { fill: '#0288d1' },
          ),
        );
      }
      out.push(wet.join(''));
      out.push(
        line(180, row.y + 2 * k, W + 10, row.y + 2 * k, {
          stroke: C.tyreDark,
          strokeWidth: 5 * k,
          strokeLinecap: 'butt',
        }),
      );
      out.push(drops.join(''));
      out.push(plants.join(''));
    }
    // sub-main pipe feeding the laterals
    out.push(path('M178 318 L178 500', { stroke: '#1565c0', strokeWidth: 12, fill: 'none' }));
    for (const row of rows) out.push(rect(170, row.y - 4, 16, 12, { fill: '#0d47a1', rx: 3 }));
    // water tank on a stand, filter and valve
    const t = [];
    t.push(line(50, 300, 40, 420, { stroke: C.steelDark, strokeWidth: 6 }));
    t.push(line(120, 300, 130, 420, { stroke: C.steelDark, strokeWidth: 6 }));
    t.push(line(46, 360, 124, 360, { stroke: C.steelDark, strokeWidth: 4 }));
    t.push(rect(30, 210, 110, 92, { fill: C.steelDark, rx: 10 }));
    t.push(ellipse(85, 212, 55, 12, { fill: C.steel }));
    t.push(rect(30, 240, 110, 8, { fill: '#455a64' }));
    t.push(
      path('M120 300 L120 330 L178 330', { stroke: '#1565c0', strokeWidth: 12, fill: 'none' }),
    );
    t.push(rect(128, 296, 30, 50, { fill: C.yellow, rx: 8 }));
    t.push(rect(132, 288, 22, 10, { fill: C.yellowDark, rx: 3 }));
    t.push(circle(172, 318, 10, { fill: C.red }));
    t.push(line(172, 308, 172, 296, { stroke: C.red, strokeWidth: 4 }));
    t.push(line(164, 296, 180, 296, { stroke: C.red, strokeWidth: 4 }));
    return svgDoc(baseScene('soil'), shadow(85, 425, 60, 8), t.join(''), out.join(''));
  },

  'power-tiller'() {
    const m = [];
    // handles going back and up
    m.push(line(40, -150, 250, -270, { stroke: C.steelDark, strokeWidth: 10 }));
    m.push(line(60, -140, 270, -250, { stroke: C.steel, strokeWidth: 8 }));
    m.push(rect(238, -282, 40, 14, { fill: C.tyre, rx: 6, transform: 'rotate(-30 258 -275)' }));
    m.push(rect(258, -262, 40, 14, { fill: C.tyre, rx: 6, transform: 'rotate(-30 278 -255)' }));
    m.push(line(150, -210, 190, -200, { stroke: C.steelDark, strokeWidth: 4 }));
    // rotary tiller at the back: blades under a hood, with a depth bar
    m.push(bladeRotor(190, -26, 34, 8, 6));
    m.push(path('M126 -96 L236 -96 Q258 -96 258 -74 L258 -30 L126 -30 Z', { fill: C.yellow }));
    m.push(rect(126, -36, 132, 7, { fill: C.yellowDark }));
    m.push(line(262, -70, 276, -2, { stroke: C.steelDark, strokeWidth: 7 }));
    m.push(rect(110, -120, 40, 70, { fill: C.steelDark, rx: 6 }));
    // transmission case
    m.push(path('M-20 -150 L120 -120 L130 -70 L10 -60 Z', { fill: C.greenDark }));
    // engine with radiator at the front, fuel tank and exhaust
    m.push(rect(-110, -210, 150, 70, { fill: C.green, rx: 10 }));
    m.push(rect(-130, -200, 26, 56, { fill: C.greenDark, rx: 4 }));
    for (let i = 0; i < 4; i++)
      m.push(
        line(-126, -190 + i * 12, -108, -190 + i * 12, { stroke: C.steelLight, strokeWidth: 2 }),
      );
    m.push(rect(-80, -244, 90, 36, { fill: C.yellow, rx: 10 }));
    m.push(rect(-60, -252, 20, 10, { fill: C.yellowDark, rx: 3 }));
    m.push(rect(20, -238, 10, 32, { fill: C.tyre, rx: 3 }));
    m.push(circle(-20, -172, 14, { fill: C.steelDark }));
    // belt cover
    m.push(path('M-40 -150 L20 -150 L30 -92 L-30 -92 Z', { fill: C.yellow }));
    // drive wheel with mudguard
    m.push(wheel(0, -62, 62, { lugs: 16 }));
    m.push(
      path('M-76 -62 A76 76 0 0 1 76 -62 L66 -62 A66 66 0 0 0 -66 -62 Z', { fill: C.greenDark }),
    );
    return svgDoc(
      baseScene('soil'),
      workedStrip(520),
      shadow(400, 456, 230, 12),
      g('translate(300 456) scale(1.05)', m.join(''), clods(236, -14, 8, 12, 46)),
    );
  },

  thresher() {
    const r = rng(71);
    const t = [];
    // blower duct at the back, curving up, throwing out straw and chaff
    t.push(
      path('M560 256 Q572 176 660 150', {
        fill: 'none',
        stroke: C.greenDark,
        strokeWidth: 36,
        strokeLinecap: 'butt',
      }),
    );
    t.push(ellipse(662, 152, 8, 19, { fill: C.tyreDark, transform: 'rotate(-18 662 152)' }));
    // main body
    t.push(rect(308, 236, 286, 140, { fill: C.green, rx: 10 }));
    t.push(rect(308, 256, 286, 10, { fill: C.yellow }));
    t.push(rect(470, 290, 100, 64, { fill: C.greenDark, rx: 6 }));
    for (let i = 0; i < 5; i++)
      t.push(line(480, 300 + i * 11, 560, 300 + i * 11, { stroke: C.green, strokeWidth: 4 }));
    // rounded drum cover on top
    t.push(path('M360 238 Q360 196 420 196 Q480 196 480 238 Z', { fill: C.greenDark }));
    // feeding chute sloping down into the drum, with crop in it
    t.push(
      poly(
        [
          [210, 178],
          [378, 226],
          [378, 250],
          [204, 200],
        ],
        { fill: C.yellow },
      ),
    );
    t.push(
      poly(
        [
          [204, 200],
          [210, 178],
          [196, 172],
          [190, 196],
        ],
        { fill: C.yellowDark },
      ),
    );
    t.push(line(212, 176, 380, 224, { stroke: C.yellowDark, strokeWidth: 5 }));
    for (let i = 0; i < 6; i++) {
      const x = 236 + i * 22;
      t.push(line(x, 186 + i * 6, x + 44, 200 + i * 6, { stroke: C.strawDark, strokeWidth: 3 }));
      t.push(
        ellipse(x + 48, 201 + i * 6, 9, 4, {
          fill: C.straw,
          transform: `rotate(16 ${x + 48} ${201 + i * 6})`,
        }),
      );
    }
    // drive pulley at the front
    t.push(circle(322, 318, 36, { fill: C.steelDark }));
    t.push(circle(322, 318, 27, { fill: C.steel }));
    for (let i = 0; i < 4; i++) {
      const a = (Math.PI / 2) * i + 0.4;
      t.push(
        line(322, 318, 322 + Math.cos(a) * 26, 318 + Math.sin(a) * 26, {
          stroke: C.steelDark,
          strokeWidth: 4,
        }),
      );
    }
    t.push(circle(322, 318, 8, { fill: C.tyre }));
    // chassis, wheels and tow bar
    t.push(rect(300, 372, 300, 12, { fill: C.steelDark, rx: 3 }));
    t.push(wheel(364, 414, 38, { lugs: 14 }));
    t.push(wheel(548, 414, 38, { lugs: 14 }));
    t.push(line(596, 380, 650, 440, { stroke: C.steelDark, strokeWidth: 7 }));
    // grain spout, sack and grain pile
    t.push(
      poly(
        [
          [420, 376],
          [456, 376],
          [452, 404],
          [426, 404],
        ],
        { fill: C.greenDark },
      ),
    );
    t.push(
      path('M410 404 L470 404 Q488 448 472 456 L408 456 Q392 448 410 404 Z', { fill: '#e0c9a0' }),
    );
    t.push(line(414, 414, 466, 414, { stroke: C.soilDark, strokeWidth: 3 }));
    t.push(path('M600 456 Q640 420 690 456 Z', { fill: C.straw }));
    for (let i = 0; i < 18; i++)
      t.push(ellipse(614 + r() * 62, 452 - r() * 20, 3, 2, { fill: C.yellowDark }));
    // straw and chaff blowing out of the duct
    for (let i = 0; i < 34; i++) {
      const x = 676 + r() * 120,
        y = 110 + r() * 70;
      t.push(line(x, y, x + 8 + r() * 8, y - 2 + r() * 6, { stroke: C.strawDark, strokeWidth: 3 }));
    }
    // tractor on the left drives the thresher through a PTO shaft
    const tractor = g('translate(176 452) scale(0.6)', tractorBody());
    return svgDoc(
      baseScene('stubble', { sunAt: [110, 90] }),
      shadow(440, 456, 190, 10),
      shadow(150, 456, 110, 8),
      tractor,
      ptoGuard(204, 390, 322, 318),
      t.join(''),
    );
  },

  cultivator() {
    const impl = [];
    impl.push(line(60, -76, 110, -76, { stroke: C.tyreDark, strokeWidth: 8 }));
    impl.push(line(60, -132, 120, -140, { stroke: C.tyreDark, strokeWidth: 7 }));
    impl.push(path('M108 -150 L132 -150 L150 -84 L100 -84 Z', { fill: C.yellowDark }));
    // spring tines: curved arms ending in shovels in the soil
    const tine = (x, back) => {
      const col = back ? C.steelDark : C.tyre;
      return (
        path(`M${x} -100 Q${x + 30} -100 ${x + 26} -66 Q${x + 20} -36 ${x + 4} -14`, {
          fill: 'none',
          stroke: col,
          strokeWidth: back ? 6 : 8,
          strokeLinecap: 'round',
        }) +
        circle(x + 14, -90, 8, { fill: 'none', stroke: col, strokeWidth: 4 }) +
        path(`M${x + 8} -20 L${x - 2} -20 L${x - 10} 6 L${x + 4} 0 Z`, { fill: C.steel })
      );
    };
    // far tool bar and tines, then the near bar and tines
    impl.push(rect(116, -116, 180, 10, { fill: C.yellowDark, rx: 3 }));
    for (let i = 0; i < 5; i++) impl.push(tine(130 + i * 38, true));
    impl.push(rect(100, -96, 200, 16, { fill: C.yellow, rx: 3 }));
    for (let i = 0; i < 5; i++) impl.push(tine(110 + i * 40, false));
    impl.push(clods(300, -6, 14, 10, 40));
    return svgDoc(
      baseScene('soil'),
      workedStrip(560),
      shadow(410, 458, 290, 14),
      g('translate(370 458)', tractorBody(), impl.join('')),
    );
  },

  'laser-land-leveller'() {
    const impl = [];
    impl.push(line(90, -70, 170, -70, { stroke: C.tyreDark, strokeWidth: 10 }));
    // scraper bucket carrying soil
    impl.push(path('M160 -110 L320 -110 L320 -26 L150 -10 Z', { fill: C.yellow }));
    impl.push(rect(156, -118, 168, 12, { fill: C.yellowDark, rx: 3 }));
    impl.push(path('M150 -14 L322 -30 L324 -18 L148 -2 Z', { fill: C.steelDark }));
    impl.push(path('M170 -118 Q220 -140 300 -118 Z', { fill: C.soilDark }));
    // hydraulic cylinder and rear wheels
    impl.push(line(300, -104, 350, -70, { stroke: C.steelDark, strokeWidth: 8 }));
    impl.push(line(320, -70, 370, -50, { stroke: C.steelDark, strokeWidth: 10 }));
    impl.push(wheel(368, -36, 36, { lugs: 12 }));
    // mast with laser receiver
    impl.push(rect(236, -300, 8, 182, { fill: C.steelLight }));
    impl.push(rect(228, -328, 24, 40, { fill: C.yellow, rx: 6 }));
    impl.push(rect(228, -314, 24, 8, { fill: C.red }));
    // transmitter on a tripod at the field edge
    const tri = [];
    tri.push(line(720, 340, 700, 430, { stroke: C.steelDark, strokeWidth: 5 }));
    tri.push(line(720, 340, 744, 430, { stroke: C.steelDark, strokeWidth: 5 }));
    tri.push(line(720, 340, 722, 436, { stroke: C.steel, strokeWidth: 5 }));
    tri.push(rect(710, 300, 20, 40, { fill: C.steelDark }));
    tri.push(rect(702, 276, 36, 26, { fill: C.yellow, rx: 6 }));
    tri.push(rect(706, 264, 28, 14, { fill: C.red, rx: 4 }));
    return svgDoc(
      baseScene('soil'),
      // the laser reference plane, drawn as a dashed beam
      line(245, 278, 704, 271, {
        stroke: C.red,
        strokeWidth: 2.5,
        strokeDasharray: '10 8',
        opacity: 0.8,
      }),
      ellipse(720, 271, 40, 6, { fill: 'none', stroke: C.red, strokeWidth: 2, opacity: 0.6 }),
      shadow(330, 458, 280, 14),
      shadow(722, 436, 36, 6),
      tri.join(''),
      g('translate(260 458) scale(0.9)', tractorBody(), impl.join('')),
    );
  },

  'happy-seeder'() {
    const impl = [];
    impl.push(ptoGuard(40, -104, 200, -150));
    impl.push(path('M98 -132 L140 -150 L150 -34 L104 -58 Z', { fill: C.yellowDark }));
    // seed and fertiliser boxes on a frame
    impl.push(rect(150, -186, 10, 40, { fill: C.steelDark }));
    impl.push(rect(300, -186, 10, 40, { fill: C.steelDark }));
    impl.push(path('M140 -252 L326 -252 L312 -186 L154 -186 Z', { fill: C.green }));
    impl.push(rect(134, -264, 198, 14, { fill: C.greenDark, rx: 4 }));
    impl.push(line(233, -248, 233, -190, { stroke: C.greenDark, strokeWidth: 4 }));
    // flail rotor that cuts and throws the straw, under its hood
    const rx = 200,
      ry = -30,
      rr = 34;
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI * 2 * i) / 12;
      impl.push(
        line(
          rx + Math.cos(a) * 10,
          ry + Math.sin(a) * 10,
          rx + Math.cos(a) * rr,
          ry + Math.sin(a) * rr,
          { stroke: C.steelDark, strokeWidth: 5 },
        ),
      );
      impl.push(circle(rx + Math.cos(a) * rr, ry + Math.sin(a) * rr, 4, { fill: C.steelDark }));
    }
    impl.push(circle(rx, ry, 10, { fill: C.steel }));
    impl.push(
      path('M124 -150 L250 -150 Q276 -150 276 -124 L276 -34 L124 -34 Z', { fill: C.yellow }),
    );
    impl.push(rect(124, -40, 152, 8, { fill: C.yellowDark }));
    impl.push(rect(180, -168, 44, 20, { fill: C.steelDark, rx: 4 }));
    // seed tubes down to the sowing tines behind the rotor
    for (let i = 0; i < 3; i++) {
      const x = 282 + i * 20;
      impl.push(line(x - 16, -186, x + 6, -40, { stroke: C.yellowDark, strokeWidth: 5 }));
      impl.push(path(`M${x} -46 L${x + 12} -46 L${x + 14} -2 L${x} 4 Z`, { fill: C.tyre }));
    }
    // press wheel
    impl.push(line(312, -150, 372, -28, { stroke: C.steelDark, strokeWidth: 6 }));
    impl.push(wheel(372, -28, 28, { lugs: 10 }));
    // straw thrown back as mulch
    const r = rng(91);
    const straw = [];
    for (let i = 0; i < 26; i++) {
      const x = 300 + r() * 140,
        y = -130 + r() * 100,
        a = r() * 180;
      straw.push(
        rect(x, y, 18, 3, { fill: C.strawDark, transform: `rotate(${f(a)} ${f(x)} ${f(y)})` }),
      );
    }
    // loose paddy straw lying on the field
    const r2 = rng(200);
    const loose = [];
    for (let i = 0; i < 34; i++) {
      const x = r2() * 800,
        y = 330 + r2() * 160,
        a = r2() * 180;
      loose.push(
        rect(x, y, 26, 4, { fill: '#d2ad4f', transform: `rotate(${f(a)} ${f(x)} ${f(y)})` }),
      );
    }
    return svgDoc(
      baseScene('stubble'),
      loose.join(''),
      shadow(400, 458, 300, 14),
      g('translate(330 458) scale(0.95)', tractorBody(), impl.join(''), straw.join('')),
    );
  },

  'reaper-binder'() {
    const m = [];
    // handles
    m.push(line(200, -110, 380, -210, { stroke: C.steelDark, strokeWidth: 9 }));
    m.push(line(212, -96, 392, -190, { stroke: C.steel, strokeWidth: 7 }));
    m.push(rect(368, -224, 36, 13, { fill: C.tyre, rx: 6, transform: 'rotate(-28 386 -217)' }));
    m.push(rect(380, -204, 36, 13, { fill: C.tyre, rx: 6, transform: 'rotate(-28 398 -197)' }));
    // engine
    m.push(rect(140, -170, 90, 60, { fill: C.green, rx: 10 }));
    m.push(rect(150, -196, 60, 28, { fill: C.yellow, rx: 8 }));
    m.push(rect(210, -190, 10, 30, { fill: C.tyre, rx: 3 }));
    // binding unit (knotter) and frame
    m.push(path('M60 -150 L150 -150 L160 -60 L70 -60 Z', { fill: C.greenDark }));
    m.push(circle(110, -105, 16, { fill: C.yellow }));
    m.push(circle(110, -105, 6, { fill: C.yellowDark }));
    // upright conveyor with lugs
    m.push(rect(-40, -150, 110, 120, { fill: C.yellow, rx: 6 }));
    for (let i = 0; i < 4; i++) {
      m.push(line(-34, -130 + i * 28, 64, -130 + i * 28, { stroke: C.yellowDark, strokeWidth: 5 }));
      for (let j = 0; j < 5; j++)
        m.push(
          poly(
            [
              [-30 + j * 20, -130 + i * 28],
              [-20 + j * 20, -130 + i * 28],
              [-25 + j * 20, -140 + i * 28],
            ],
            { fill: C.yellowDark },
          ),
        );
    }
    // pointed crop divider and cutter bar, low at the front
    m.push(
      poly(
        [
          [-110, -20],
          [-40, -44],
          [-40, -10],
        ],
        { fill: C.yellowDark },
      ),
    );
    m.push(rect(-100, -20, 180, 10, { fill: C.steelDark, rx: 3 }));
    for (let x = -100; x < 80; x += 11)
      m.push(
        poly(
          [
            [x, -12],
            [x + 8, -12],
            [x + 2, -2],
          ],
          { fill: C.steel },
        ),
      );
    m.push(wheel(140, -44, 44, { lugs: 14 }));
    // cut stalks riding up the conveyor
    for (let i = 0; i < 8; i++)
      m.push(line(-30 + i * 12, -20, -20 + i * 12, -150, { stroke: C.strawDark, strokeWidth: 3 }));
    for (let i = 0; i < 8; i++) m.push(ellipse(-20 + i * 12, -160, 4, 10, { fill: C.straw }));
    return svgDoc(
      baseScene('stubble'),
      wheatStand(-20, 230, 320, 450, 5),
      shadow(360, 452, 230, 12),
      g('translate(300 452)', m.join('')),
      sheaf(580, 438, 1.15, -6),
      sheaf(660, 462, 1.25, 6),
      sheaf(740, 432, 1.1, -3),
    );
  },

  'paddy-transplanter'() {
    const r = rng(61);
    const out = [];
    // rows of planted seedlings behind (right of) the machine
    for (let j = 0; j < 5; j++) {
      const y = 330 + j * 34;
      const s = 0.4 + j * 0.14;
      for (let x = 470 + r() * 10; x < W + 10; x += 28 + j * 6) out.push(seedling(x, y, s));
    }
    for (let i = 0; i < 10; i++) {
      const x = r() * 400,
        y = 330 + r() * 160;
      out.push(
        path(`M${f(x)} ${f(y)} q 14 -6 28 0`, {
          fill: 'none',
          stroke: C.white,
          strokeWidth: 2,
          opacity: 0.7,
        }),
      );
    }
    const m = [];
    // float gliding on the mud
    m.push(path('M-150 -8 Q-160 -38 -118 -38 L170 -38 L186 -8 Z', { fill: C.steelDark }));
    // tray supports
    m.push(line(70, -38, 90, -100, { stroke: C.steelDark, strokeWidth: 6 }));
    m.push(line(150, -38, 150, -160, { stroke: C.steelDark, strokeWidth: 6 }));
    // handles
    m.push(line(170, -190, 300, -262, { stroke: C.steelDark, strokeWidth: 9 }));
    m.push(line(176, -172, 310, -240, { stroke: C.steel, strokeWidth: 7 }));
    m.push(rect(288, -276, 36, 13, { fill: C.tyre, rx: 6, transform: 'rotate(-30 306 -269)' }));
    // inclined seedling tray carrying the mat nursery
    const along = [136, -146]; // from the foot of the tray to its top
    const len = Math.hypot(...along);
    const [ux, uy] = [along[0] / len, along[1] / len];
    const [nx, ny] = [uy, -ux]; // unit normal pointing up-left, away from the tray face
    const foot = [44, -50];
    const at = (t, d) => [foot[0] + along[0] * t + nx * -d, foot[1] + along[1] * t + ny * -d];
    m.push(poly([at(0, 0), at(1, 0), at(1, 22), at(0, 22)], { fill: C.yellow }));
    m.push(poly([at(0, 22), at(1, 22), at(1.04, 28), at(-0.02, 28)], { fill: C.yellowDark }));
    // soil mat and seedling leaves on the tray face
    m.push(poly([at(0.02, 0), at(0.98, 0), at(0.98, -10), at(0.02, -10)], { fill: '#6d4c41' }));
    const rs = rng(62);
    for (let i = 0; i < 34; i++) {
      const t = 0.03 + (0.94 * i) / 33;
      const [x, y] = at(t, -9);
      const h = 14 + rs() * 8;
      const lean = (rs() - 0.5) * 0.8;
      m.push(
        line(x, y, x + (nx * -1 + ux * lean) * -h, y + (ny * -1 + uy * lean) * -h, {
          stroke: i % 2 ? C.greenLight : C.leaf,
          strokeWidth: 3,
        }),
      );
    }
    // engine and body at the front
    m.push(rect(-130, -120, 140, 72, { fill: C.green, rx: 10 }));
    m.push(rect(-110, -148, 80, 30, { fill: C.yellow, rx: 8 }));
    m.push(rect(-20, -154, 10, 36, { fill: C.tyre, rx: 3 }));
    m.push(rect(-156, -108, 32, 44, { fill: C.greenDark, rx: 6 }));
    m.push(line(10, -86, 60, -60, { stroke: C.greenDark, strokeWidth: 12 }));
    // planting arms (fingers) at the foot of the tray
    m.push(line(70, -48, 96, -2, { stroke: C.steelDark, strokeWidth: 6 }));
    m.push(line(112, -50, 130, -4, { stroke: C.steelDark, strokeWidth: 6 }));
    m.push(circle(70, -48, 8, { fill: C.yellowDark }));
    m.push(circle(112, -50, 8, { fill: C.yellowDark }));
    m.push(wheel(-50, -30, 40, { lugs: 12 }));
    return svgDoc(
      baseScene('paddy'),
      out.join(''),
      g('translate(230 440) scale(1.05)', m.join('')),
      // muddy water over the bottom of the wheel and float
      path('M110 428 Q230 418 440 430 L440 446 L110 446 Z', { fill: '#9ccfc0', opacity: 0.8 }),
    );
  },

  'brush-cutter'() {
    const r = rng(81);
    const grass = [];
    for (let i = 0; i < 40; i++)
      grass.push(grassTuft(r() * W, 330 + r() * 170, 0.6 + r() * 0.9, i % 2 ? C.leaf : '#7cb342'));
    const m = [];
    // long drive shaft from the engine (top right) to the cutting head (bottom left)
    m.push(line(610, 136, 250, 400, { stroke: C.steelDark, strokeWidth: 12 }));
    m.push(line(610, 136, 250, 400, { stroke: C.steel, strokeWidth: 5 }));
    // engine: cooling fins, fuel tank, recoil starter, air filter cover
    m.push(
      g(
        'rotate(-36 650 120)',
        rect(600, 86, 116, 70, { fill: C.yellow, rx: 16 }),
        rect(610, 150, 70, 30, {
          fill: '#fff8e1',
          rx: 8,
          opacity: 0.95,
          stroke: C.yellowDark,
          strokeWidth: 3,
        }),
        rect(616, 162, 58, 14, { fill: '#ffe082', rx: 5 }),
        rect(690, 96, 34, 50, { fill: C.green, rx: 8 }),
        ...[0, 1, 2, 3, 4].map((i) =>
          line(612 + i * 10, 92, 612 + i * 10, 112, { stroke: C.yellowDark, strokeWidth: 4 }),
        ),
      ),
    );
    m.push(circle(664, 132, 22, { fill: C.tyre }));
    m.push(circle(664, 132, 12, { fill: C.steelDark }));
    m.push(rect(646, 124, 36, 14, { fill: C.yellowDark, rx: 6, transform: 'rotate(-36 664 131)' }));
    // throttle grip near the engine
    m.push(rect(544, 166, 50, 18, { fill: C.tyre, rx: 8, transform: 'rotate(-36 569 175)' }));
    // bike-style handlebar
    m.push(line(470, 238, 432, 176, { stroke: C.tyre, strokeWidth: 7 }));
    m.push(path('M380 170 Q430 160 476 150', { fill: 'none', stroke: C.tyre, strokeWidth: 8 }));
    m.push(rect(356, 158, 34, 16, { fill: C.tyreDark, rx: 7, transform: 'rotate(-10 373 166)' }));
    m.push(rect(466, 140, 34, 16, { fill: C.tyreDark, rx: 7, transform: 'rotate(-10 483 148)' }));
    // harness clip
    m.push(rect(494, 210, 22, 16, { fill: C.green, rx: 4, transform: 'rotate(-36 505 218)' }));
    // blade guard, toothed circular blade (seen at an angle) and gear head
    m.push(
      path('M206 392 A72 28 0 0 1 334 400 L320 410 A60 20 0 0 0 220 402 Z', { fill: C.yellow }),
    );
    const bx = 250,
      by = 414;
    m.push(ellipse(bx, by, 72, 22, { fill: C.steelLight, stroke: C.steelDark, strokeWidth: 3 }));
    for (let i = 0; i < 24; i++) {
      const a = (Math.PI * 2 * i) / 24;
      const x = bx + Math.cos(a) * 72,
        y = by + Math.sin(a) * 22;
      m.push(
        poly(
          [
            [x, y],
            [x + Math.cos(a + 0.4) * 10, y + Math.sin(a + 0.4) * 4],
            [x + Math.cos(a) * 6, y + Math.sin(a) * 2],
          ],
          { fill: C.steelDark },
        ),
      );
    }
    m.push(ellipse(bx, by, 16, 6, { fill: C.steelDark }));
    m.push(rect(238, 394, 26, 20, { fill: C.steelDark, rx: 5 }));
    // cut grass flying off the blade
    const bits = [];
    for (let i = 0; i < 22; i++) {
      const x = 110 + r() * 110,
        y = 350 + r() * 80,
        a = r() * 180;
      bits.push(
        rect(x, y, 12, 4, { fill: C.leaf, rx: 2, transform: `rotate(${f(a)} ${f(x)} ${f(y)})` }),
      );
    }
    return svgDoc(
      baseScene('green', { sunAt: [110, 90] }),
      path('M0 470 L800 430 L800 500 L0 500 Z', { fill: C.soil }),
      grass.join(''),
      shadow(250, 442, 90, 10),
      m.join(''),
      bits.join(''),
    );
  },
};

// ---------------------------------------------------------------- main
async function render(code) {
  const svg = scenes[code]();
  if (/<text/i.test(svg)) throw new Error(`${code}: images must not contain text`);
  // lower the quality step by step only if an image would be too large
  for (let quality = 82; ; quality -= 6) {
    const buf = await sharp(Buffer.from(svg)).resize(W, H).webp({ quality, effort: 6 }).toBuffer();
    if (buf.length < MAX_BYTES || quality <= 40) {
      if (buf.length >= MAX_BYTES)
        throw new Error(`${code}: ${buf.length} bytes is over the ${MAX_BYTES} byte limit`);
      await writeFile(join(OUT_DIR, `${code}.webp`), buf);
      return { bytes: buf.length, quality };
    }
  }
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const wanted = process.argv.slice(2);
  const codes = wanted.length ? wanted : Object.keys(scenes);
  for (const code of codes) {
    if (!scenes[code]) throw new Error(`unknown code ${code}`);
    const { bytes, quality } = await render(code);
    console.log(`${code.padEnd(22)} ${String(bytes).padStart(6)} bytes (quality ${quality})`);
  }
}

await main();
