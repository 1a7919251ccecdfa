// Draws the installable-app icons (web manifest, apple-touch-icon) from the favicon's logo and
// writes them as PNG under public/icons. Run from the repository root:
// `node frontend/scripts/make-pwa-icons.mjs` (sharp comes from the backend workspace). The output
// is committed; run again only after changing the logo in public/favicon.svg.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const outDir = new URL('icons/', publicDir);

const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');
// The logo's drawing without its rounded green tile: the leaves and the stem on a 64 x 64 grid.
const logo = favicon.replace(/^.*?<rect[^>]*\/>/s, '').replace(/<\/svg>\s*$/, '');
const green = '#1b5e20';

/** The logo on a full square of green, its drawing scaled to `share` of the side, centred. */
function squareIcon(size, share) {
  const scale = (size * share) / 64;
  const offset = (size - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${green}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${logo}</g></svg>`;
}

async function png(svg, size, name) {
  const data = await sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(new URL(name, outDir), data);
  console.log(`${name}: ${data.length} bytes`);
}

await mkdir(outDir, { recursive: true });
// "any" icons: the favicon itself, rounded tile and all.
await png(favicon, 192, 'icon-192.png');
await png(favicon, 512, 'icon-512.png');
// Maskable: launchers crop to their own shape, keeping at least the central 80 % circle.
await png(squareIcon(512, 0.62), 512, 'maskable-512.png');
// iOS draws its own rounded corners and shows transparency as black: a full square.
await png(squareIcon(180, 0.8), 180, 'apple-touch-icon.png');
