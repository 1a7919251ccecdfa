// Sums the gzip size of the JavaScript a first visit to the landing page downloads: the entry
// script and modulepreloads of dist/index.html, plus the landing route's chunk and everything it
// imports statically. Run after `npm run build -w frontend`:
//   node frontend/scripts/measure-landing-js.mjs   (budget: 170 KB, DESIGN section 9)
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const assets = new URL('assets/', dist);
const budgetKb = 170;

const html = readFileSync(new URL('index.html', dist), 'utf8');
const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const landing = readdirSync(assets).find((name) => /^landing-.*\.js$/.test(name));
if (!landing) throw new Error('No landing-*.js chunk in dist/assets: build first.');

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
[...fromHtml, landing].forEach(visit);

let total = 0;
for (const name of [...seen].sort()) {
  const size = gzipSync(readFileSync(new URL(name, assets))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
}
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  total gzip (budget ${budgetKb} KB)`);
process.exitCode = totalKb <= budgetKb ? 0 : 1;
