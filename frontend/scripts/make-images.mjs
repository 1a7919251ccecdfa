// Draws the landing page artwork as SVG and writes it as WebP under src/assets/images/landing.
// Run from the repository root: `node frontend/scripts/make-images.mjs` (sharp comes from the
// backend workspace). The output is committed; run again only after changing a drawing.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const outDir = new URL('../src/assets/images/landing/', import.meta.url);

const c = {
  deepGreen: '#1b5e20',
  green: '#2e7d32',
  leaf: '#43a047',
  lightLeaf: '#81c784',
  paleLeaf: '#c5e1a5',
  wheat: '#f4c542',
  darkWheat: '#d89b1d',
  soil: '#8d5b1f',
  darkSoil: '#5f3a0f',
  sky: '#bfe3f5',
  sun: '#ffb300',
  cream: '#fff8e7',
  white: '#ffffff',
  ink: '#1f2a1f',
  red: '#e53935',
  orange: '#fb8c00',
};

const svg = (width, height, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

// A wheat ear: a stalk with grains on alternate sides.
function wheatStalk(x, baseY, height, lean = 0, scale = 1) {
  const topX = x + lean;
  const topY = baseY - height;
  let grains = '';
  for (let i = 0; i < 7; i += 1) {
    const gy = topY + i * 9 * scale;
    const gx = topX + (lean * i) / 40;
    grains += `<ellipse cx="${gx - 5 * scale}" cy="${gy}" rx="${4 * scale}" ry="${8 * scale}" transform="rotate(-28 ${gx - 5 * scale} ${gy})" fill="${c.wheat}" stroke="${c.darkWheat}" stroke-width="1"/>`;
    grains += `<ellipse cx="${gx + 5 * scale}" cy="${gy}" rx="${4 * scale}" ry="${8 * scale}" transform="rotate(28 ${gx + 5 * scale} ${gy})" fill="${c.wheat}" stroke="${c.darkWheat}" stroke-width="1"/>`;
  }
  return `<path d="M${x} ${baseY} Q ${x + lean * 0.3} ${baseY - height * 0.5} ${topX} ${topY + 60 * scale}" stroke="${c.darkWheat}" stroke-width="${3 * scale}" fill="none"/>${grains}`;
}

function tree(x, baseY, size, color = c.green) {
  return `<rect x="${x - size * 0.08}" y="${baseY - size * 0.7}" width="${size * 0.16}" height="${size * 0.7}" fill="${c.darkSoil}"/>
  <circle cx="${x}" cy="${baseY - size * 0.9}" r="${size * 0.45}" fill="${color}"/>
  <circle cx="${x - size * 0.32}" cy="${baseY - size * 0.7}" r="${size * 0.3}" fill="${color}"/>
  <circle cx="${x + size * 0.32}" cy="${baseY - size * 0.72}" r="${size * 0.32}" fill="${color}"/>`;
}

function tractor(x, y, s = 1, body = c.red) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="40" width="150" height="50" rx="8" fill="${body}"/>
    <path d="M90 40 V0 H150 V40 Z" fill="${body}"/>
    <rect x="100" y="8" width="40" height="28" rx="3" fill="${c.sky}" stroke="${c.ink}" stroke-width="3"/>
    <rect x="20" y="22" width="10" height="20" fill="${c.ink}"/>
    <rect x="-10" y="60" width="20" height="14" rx="3" fill="${c.ink}"/>
    <circle cx="120" cy="95" r="42" fill="${c.ink}"/><circle cx="120" cy="95" r="20" fill="${c.wheat}"/>
    <circle cx="30" cy="105" r="26" fill="${c.ink}"/><circle cx="30" cy="105" r="12" fill="${c.wheat}"/>
  </g>`;
}

function phone(x, y, w, h, screen) {
  return `<g transform="translate(${x} ${y})">
    <rect width="${w}" height="${h}" rx="${w * 0.12}" fill="${c.ink}"/>
    <rect x="${w * 0.06}" y="${h * 0.05}" width="${w * 0.88}" height="${h * 0.9}" rx="${w * 0.07}" fill="${c.cream}"/>
    <rect x="${w * 0.38}" y="${h * 0.018}" width="${w * 0.24}" height="${h * 0.018}" rx="3" fill="#444"/>
    <g transform="translate(${w * 0.06} ${h * 0.05})">${screen(w * 0.88, h * 0.9)}</g>
  </g>`;
}

function leafShape(x, y, size, rotate = 0, color = c.leaf) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <path d="M0 0 C ${size * 0.5} ${-size * 0.6} ${size * 1.2} ${-size * 0.5} ${size * 1.4} 0 C ${size * 1.2} ${size * 0.5} ${size * 0.5} ${size * 0.6} 0 0 Z" fill="${color}"/>
    <path d="M0 0 L ${size * 1.3} 0" stroke="${c.deepGreen}" stroke-width="${Math.max(1.5, size * 0.05)}" opacity="0.6"/>
  </g>`;
}

function person(x, y, s, shirt, skin = '#a86b3c', turban) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M-45 150 Q -45 70 0 60 Q 45 70 45 150 Z" fill="${shirt}"/>
    <circle cx="0" cy="30" r="28" fill="${skin}"/>
    ${turban ? `<path d="M-30 22 Q 0 -20 30 22 Q 0 8 -30 22 Z" fill="${turban}"/>` : `<path d="M-28 24 Q -24 -4 0 0 Q 26 -2 28 24 Q 14 10 -28 24 Z" fill="${c.ink}"/>`}
  </g>`;
}

// Rows of crops receding toward the horizon.
function fieldRows(x0, x1, yTop, yBottom, rows, colors) {
  let out = '';
  for (let i = 0; i < rows; i += 1) {
    const t0 = i / rows;
    const t1 = (i + 1) / rows;
    const ya = yTop + (yBottom - yTop) * t0 ** 1.6;
    const yb = yTop + (yBottom - yTop) * t1 ** 1.6;
    out += `<path d="M${x0} ${ya} L${x1} ${ya} L${x1} ${yb} L${x0} ${yb} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return out;
}

const images = {
  // Hero: sunrise over fields, hills and a tractor. Text sits on top, so the centre stays calm.
  'hero-fields': {
    width: 1600,
    height: 900,
    svg: svg(
      1600,
      900,
      `<rect width="1600" height="900" fill="url(#sky)"/>
      <circle cx="1180" cy="330" r="190" fill="url(#glow)"/>
      <circle cx="1180" cy="330" r="82" fill="${c.sun}"/>
      <path d="M300 140 q 14 -12 28 0 q 14 -12 28 0" stroke="${c.darkSoil}" stroke-width="4" fill="none"/>
      <path d="M380 190 q 10 -9 20 0 q 10 -9 20 0" stroke="${c.darkSoil}" stroke-width="3" fill="none"/>
      <path d="M0 470 Q 260 330 520 430 T 1040 410 T 1600 380 V 900 H 0 Z" fill="#7fb77e"/>
      <path d="M0 520 Q 300 420 640 500 T 1240 470 T 1600 480 V 900 H 0 Z" fill="#5c9e5a"/>
      ${tree(180, 520, 90, '#2f6f35')}${tree(260, 515, 70, '#3f8a45')}${tree(1420, 495, 100, '#2f6f35')}${tree(1500, 500, 70, '#3f8a45')}
      <path d="M0 560 Q 400 500 800 560 T 1600 540 V 900 H 0 Z" fill="${c.green}"/>
      ${fieldRows(0, 1600, 580, 900, 12, ['#6aa84f', '#8bc34a', '#c9b037', '#7cb342', '#e0b93b', '#689f38'])}
      <path d="M700 900 Q 760 700 800 580 Q 840 700 900 900 Z" fill="#b98a4a" opacity="0.9"/>
      ${tractor(1080, 560, 0.9)}`,
      linear('sky', [
        [0, '#ffd59a'],
        [0.45, '#ffe9c2'],
        [1, c.sky],
      ]) +
        `<radialGradient id="glow"><stop offset="0" stop-color="#ffe082" stop-opacity="0.95"/><stop offset="1" stop-color="#ffe082" stop-opacity="0"/></radialGradient>`,
    ),
  },

  // Indian agriculture: golden wheat in front of green paddy terraces and a village hut.
  'indian-agriculture': {
    width: 800,
    height: 600,
    svg: svg(
      800,
      600,
      `<rect width="800" height="600" fill="url(#sky2)"/>
      <circle cx="640" cy="120" r="55" fill="${c.sun}"/>
      <path d="M0 300 Q 200 220 400 280 T 800 250 V 600 H 0 Z" fill="#8bc34a"/>
      <path d="M0 340 Q 220 290 420 330 T 800 310 V 600 H 0 Z" fill="#689f38"/>
      <path d="M0 380 Q 200 350 400 375 T 800 360 V 600 H 0 Z" fill="#558b2f"/>
      <g transform="translate(90 250)">
        <rect x="0" y="40" width="120" height="70" fill="#d7a86e"/>
        <path d="M-15 45 L 60 -5 L 135 45 Z" fill="#8d5b1f"/>
        <rect x="48" y="62" width="26" height="48" fill="${c.darkSoil}"/>
      </g>
      ${tree(300, 300, 70, '#33691e')}${tree(720, 300, 60, '#33691e')}
      <rect x="0" y="430" width="800" height="170" fill="#e0b93b"/>
      ${Array.from({ length: 26 }, (_, i) => wheatStalk(10 + i * 31, 600, 150 + ((i * 37) % 60), ((i % 5) - 2) * 8, 1)).join('')}`,
      linear('sky2', [
        [0, '#9fd3ef'],
        [1, '#e8f6fb'],
      ]),
    ),
  },

  // About the project: a phone showing fair prices, linking a farm to a buyer.
  'about-project': {
    width: 800,
    height: 600,
    svg: svg(
      800,
      600,
      `<rect width="800" height="600" fill="#eef6e9"/>
      <circle cx="400" cy="300" r="250" fill="#dcedc8"/>
      ${leafShape(120, 460, 90, -40)}${leafShape(600, 140, 80, 20, c.lightLeaf)}${leafShape(640, 470, 70, -150)}
      <path d="M200 330 C 250 250 290 230 320 230" stroke="${c.soil}" stroke-width="6" stroke-dasharray="12 10" fill="none"/>
      <path d="M480 230 C 520 230 560 260 600 330" stroke="${c.soil}" stroke-width="6" stroke-dasharray="12 10" fill="none"/>
      <g transform="translate(110 330)">
        <rect x="0" y="30" width="120" height="80" rx="8" fill="${c.green}"/>
        <path d="M-10 36 L 60 -10 L 130 36 Z" fill="${c.deepGreen}"/>
        ${wheatStalk(30, 110, 70, -6, 0.6)}${wheatStalk(60, 110, 80, 0, 0.6)}${wheatStalk(90, 110, 70, 6, 0.6)}
      </g>
      <g transform="translate(570 330)">
        <rect x="0" y="20" width="130" height="90" rx="10" fill="${c.soil}"/>
        <rect x="10" y="0" width="110" height="30" rx="6" fill="${c.orange}"/>
        <circle cx="40" cy="60" r="18" fill="${c.red}"/><circle cx="80" cy="62" r="16" fill="#fdd835"/><circle cx="105" cy="70" r="12" fill="${c.leaf}"/>
      </g>
      ${phone(
        320,
        110,
        160,
        330,
        (w) => `
        <rect width="${w}" height="46" fill="${c.green}"/>
        <text x="${w / 2}" y="30" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">AgroSense</text>
        ${[0, 1, 2]
          .map(
            (i) => `<g transform="translate(12 ${64 + i * 78})">
              <rect width="${w - 24}" height="64" rx="10" fill="#fff" stroke="#c8e6c9" stroke-width="2"/>
              <circle cx="30" cy="32" r="18" fill="${[c.wheat, c.red, c.leaf][i]}"/>
              <rect x="58" y="16" width="60" height="9" rx="4" fill="#9e9e9e"/>
              <text x="58" y="50" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="${c.deepGreen}">&#8377;${[24, 18, 32][i]}/kg</text>
            </g>`,
          )
          .join('')}`,
      )}`,
    ),
  },

  // Feature cards, 480 x 320.
  'market-access': {
    width: 480,
    height: 320,
    svg: svg(
      480,
      320,
      `<rect width="480" height="320" fill="#fff3e0"/>
      <rect x="60" y="110" width="360" height="170" fill="#bf8a4a"/>
      <path d="M40 110 L 440 110 L 420 60 L 60 60 Z" fill="${c.green}"/>
      ${Array.from({ length: 8 }, (_, i) => `<path d="M${40 + i * 50} 110 q 25 30 50 0" fill="${i % 2 ? c.white : c.green}"/>`).join('')}
      <rect x="80" y="190" width="100" height="70" rx="6" fill="${c.darkSoil}"/>
      <rect x="190" y="190" width="100" height="70" rx="6" fill="${c.darkSoil}"/>
      <rect x="300" y="190" width="100" height="70" rx="6" fill="${c.darkSoil}"/>
      ${[0, 1, 2, 3].map((i) => `<circle cx="${98 + i * 22}" cy="185" r="14" fill="${c.red}"/>`).join('')}
      ${[0, 1, 2].map((i) => `<ellipse cx="${212 + i * 28}" cy="186" rx="16" ry="11" fill="${c.orange}"/>`).join('')}
      ${[0, 1, 2, 3].map((i) => `<circle cx="${318 + i * 22}" cy="185" r="13" fill="${c.leaf}"/>`).join('')}
      <g transform="translate(330 30) rotate(12)">
        <path d="M0 0 H 80 L 100 25 L 80 50 H 0 Z" fill="${c.sun}"/>
        <circle cx="14" cy="25" r="6" fill="#fff3e0"/>
        <text x="56" y="34" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${c.ink}" text-anchor="middle">&#8377;</text>
      </g>`,
    ),
  },
  'crop-detection': {
    width: 480,
    height: 320,
    svg: svg(
      480,
      320,
      `<rect width="480" height="320" fill="#e8f5e9"/>
      ${leafShape(40, 240, 120, -35, c.lightLeaf)}${leafShape(330, 300, 110, -70, c.paleLeaf)}
      ${phone(
        170,
        20,
        140,
        280,
        (w, h) => `
        <rect width="${w}" height="${h}" fill="#263238"/>
        ${leafShape(w * 0.12, h * 0.55, 80, -30, c.leaf)}
        <circle cx="${w * 0.35}" cy="${h * 0.5}" r="5" fill="#a1887f"/><circle cx="${w * 0.55}" cy="${h * 0.42}" r="4" fill="#a1887f"/>
        <path d="M12 40 v-20 h20 M${w - 32} 20 h20 v20 M12 ${h - 70} v20 h20 M${w - 12} ${h - 70} v20 h-20" stroke="${c.sun}" stroke-width="4" fill="none"/>
        <rect x="12" y="${h * 0.45}" width="${w - 24}" height="3" fill="${c.sun}" opacity="0.9"/>
        <rect x="10" y="${h - 44}" width="${w - 20}" height="34" rx="8" fill="${c.green}"/>
        <rect x="22" y="${h - 32}" width="${w - 44}" height="10" rx="5" fill="#c8e6c9"/>`,
      )}`,
    ),
  },
  'ai-chatbot': {
    width: 480,
    height: 320,
    svg: svg(
      480,
      320,
      `<rect width="480" height="320" fill="#e3f2fd"/>
      <g transform="translate(60 70)">
        <rect x="0" y="20" width="110" height="96" rx="26" fill="${c.green}"/>
        <rect x="50" y="0" width="10" height="22" fill="${c.green}"/><circle cx="55" cy="0" r="9" fill="${c.sun}"/>
        <circle cx="36" cy="62" r="12" fill="#fff"/><circle cx="74" cy="62" r="12" fill="#fff"/>
        <circle cx="38" cy="64" r="5" fill="${c.ink}"/><circle cx="76" cy="64" r="5" fill="${c.ink}"/>
        <path d="M36 92 q 19 14 38 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>
        ${leafShape(80, 28, 36, -60, c.lightLeaf)}
        <rect x="10" y="128" width="90" height="70" rx="18" fill="${c.deepGreen}"/>
      </g>
      <g transform="translate(210 50)">
        <path d="M0 0 h210 a16 16 0 0 1 16 16 v44 a16 16 0 0 1 -16 16 h-180 l-20 18 v-18 a16 16 0 0 1 -10 -16 v-44 a16 16 0 0 1 16 -16 z" fill="#fff" stroke="#90caf9" stroke-width="2"/>
        <rect x="20" y="22" width="150" height="10" rx="5" fill="#90a4ae"/><rect x="20" y="44" width="110" height="10" rx="5" fill="#90a4ae"/>
      </g>
      <g transform="translate(250 170)">
        <path d="M0 0 h170 a16 16 0 0 1 16 16 v44 a16 16 0 0 1 -16 16 h-10 v18 l-20 -18 h-140 a16 16 0 0 1 -16 -16 v-44 a16 16 0 0 1 16 -16 z" fill="${c.green}"/>
        <rect x="20" y="22" width="130" height="10" rx="5" fill="#c8e6c9"/><rect x="20" y="44" width="90" height="10" rx="5" fill="#c8e6c9"/>
      </g>`,
    ),
  },
  'farming-resources': {
    width: 480,
    height: 320,
    svg: svg(
      480,
      320,
      `<rect width="480" height="320" fill="url(#sky3)"/>
      <circle cx="400" cy="70" r="36" fill="${c.sun}"/>
      <path d="M0 200 Q 240 160 480 200 V 320 H 0 Z" fill="${c.leaf}"/>
      ${fieldRows(0, 480, 215, 320, 6, ['#7cb342', '#9ccc65', '#689f38'])}
      ${tree(70, 200, 60, '#2e7d32')}
      ${tractor(150, 110, 1.1, c.green)}
      <g transform="translate(330 200)">
        <path d="M0 10 Q 35 -4 70 10 V 80 Q 35 66 0 80 Z" fill="#fff" stroke="${c.soil}" stroke-width="3"/>
        <path d="M70 10 Q 105 -4 140 10 V 80 Q 105 66 70 80 Z" fill="#fff" stroke="${c.soil}" stroke-width="3"/>
        <path d="M12 26 q 22 -8 46 0 M12 42 q 22 -8 46 0 M12 58 q 22 -8 46 0" stroke="#9e9e9e" stroke-width="4" fill="none"/>
        ${leafShape(86, 40, 36, -20)}
      </g>`,
      linear('sky3', [
        [0, '#b3e5fc'],
        [1, '#f1f8e9'],
      ]),
    ),
  },
  'government-schemes': {
    width: 480,
    height: 320,
    svg: svg(
      480,
      320,
      `<rect width="480" height="320" fill="#fff8e1"/>
      <g transform="translate(40 70)">
        <path d="M0 60 L 110 10 L 220 60 Z" fill="${c.soil}"/>
        <rect x="10" y="60" width="200" height="14" fill="${c.darkSoil}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<rect x="${22 + i * 40}" y="78" width="16" height="110" fill="#efe3c8" stroke="${c.soil}" stroke-width="2"/>`).join('')}
        <rect x="0" y="188" width="220" height="18" fill="${c.darkSoil}"/>
        <rect x="-10" y="206" width="240" height="14" fill="${c.soil}"/>
      </g>
      <g transform="translate(290 40) rotate(6)">
        <rect width="150" height="200" rx="10" fill="#fff" stroke="#e0c68a" stroke-width="3"/>
        <rect x="20" y="26" width="110" height="12" rx="6" fill="${c.green}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<rect x="20" y="${56 + i * 20}" width="${110 - (i % 2) * 30}" height="8" rx="4" fill="#bdbdbd"/>`).join('')}
        <circle cx="110" cy="170" r="22" fill="${c.orange}"/>
        <path d="M100 170 l8 8 l14 -16" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>
      </g>`,
    ),
  },
  'expert-advice': {
    width: 480,
    height: 320,
    svg: svg(
      480,
      320,
      `<rect width="480" height="320" fill="#f1f8e9"/>
      <path d="M0 250 Q 240 220 480 250 V 320 H 0 Z" fill="${c.paleLeaf}"/>
      ${person(150, 120, 1.05, c.soil, '#a86b3c', c.orange)}
      ${person(330, 130, 1, c.green, '#c68642')}
      <g transform="translate(190 28)">
        <path d="M0 0 h100 a14 14 0 0 1 14 14 v40 a14 14 0 0 1 -14 14 h-40 l-16 16 v-16 h-44 a14 14 0 0 1 -14 -14 v-40 a14 14 0 0 1 14 -14 z" fill="#fff" stroke="${c.lightLeaf}" stroke-width="3"/>
        ${leafShape(30, 36, 30, -30)}${leafShape(58, 40, 26, -70, c.lightLeaf)}
      </g>
      ${wheatStalk(60, 300, 110, -8, 0.8)}${wheatStalk(430, 300, 100, 8, 0.8)}`,
    ),
  },
};

await mkdir(outDir, { recursive: true });
for (const [name, { width, svg: source }] of Object.entries(images)) {
  const quality = width >= 1600 ? 72 : 80;
  const webp = await sharp(Buffer.from(source))
    .resize({ width })
    .webp({ quality, effort: 6 })
    .toBuffer();
  await writeFile(new URL(`${name}.webp`, outDir), webp);
  console.log(`${name}.webp ${(webp.length / 1024).toFixed(1)} KB`);
}
