// Sums the gzip size of the JavaScript the landing page needs to be fully interactive: the entry
// script and modulepreloads of dist/index.html, the app (src/boot.tsx's chunk, which the entry
// imports: right away on other pages, on first use on the server-rendered landing page), plus the
// landing route's chunk and everything they import statically. Run after
// `npm run build -w frontend`:
//   node frontend/scripts/measure-landing-js.mjs   (budget: 170 KB, docs/performance.md)
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const assets = new URL('assets/', dist);
const budgetKb = 170;

const html = readFileSync(new URL('index.html', dist), 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const landing = readdirSync(assets).find((name) => /^landing-.*\.js$/.test(name));
const boot = readdirSync(assets).find((name) => /^boot-.*\.js$/.test(name));
if (!landing || !boot)
  throw new Error('No landing-*.js or boot-*.js chunk in dist/assets: build first.');

const seen = new Set();
function visit(name) {
  if (seen.has(name)) return;
  seen.add(name);
  const code = readFileSync(new URL(name, assets), 'utf8');
  // Static imports only: dynamic import() chunks load later, when they are needed.
  for (const match of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    visit(match[1]);
  }
}
[...fromHtml, boot, landing].forEach(visit);

let total = 0;
for (const name of [...seen].sort()) {
  const size = gzipSync(readFileSync(new URL(name, assets))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
}
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  total gzip (budget ${budgetKb} KB)`);
process.exitCode = totalKb <= budgetKb ? 0 : 1;
