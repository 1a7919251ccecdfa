// Landing-page initial JS, gzip: loads "/" in Chromium from the production build and sums the
// gzip size of every script the page fetched before it settled (entry, vendor and lazy route chunks).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, findChromium } = require('../scripts/find-chromium.cjs');
const { startServer } = require('./server.cjs');

const BUDGET_KB = 170;
const dist = join(__dirname, '../frontend/dist');

async function measure(path = '/') {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' && url.pathname.startsWith('/assets/'))
        scripts.add(url.pathname);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const files = [...scripts].map((p) => {
      const raw = readFileSync(join(dist, p));
      return {
        file: p,
        rawKb: raw.length / 1024,
        gzipKb: gzipSync(raw, { level: 9 }).length / 1024,
      };
    });
    const gzipKb = files.reduce((s, f) => s + f.gzipKb, 0);
    return { path, files, gzipKb, budgetKb: BUDGET_KB, ratioToBudget: gzipKb / BUDGET_KB };
  } finally {
    await browser.close();
    await server.stop();
  }
}

module.exports = { measure };
if (require.main === module) {
  measure(process.argv[2] ?? '/').then((r) => {
    for (const f of r.files)
      console.log(
        `${f.file.padEnd(48)} ${f.rawKb.toFixed(1).padStart(7)} KB raw ${f.gzipKb.toFixed(1).padStart(6)} KB gzip`,
      );
    console.log(
      `initial JS for ${r.path}: ${r.gzipKb.toFixed(1)} KB gzip = ${(r.ratioToBudget * 100).toFixed(0)}% of the ${r.budgetKb} KB budget`,
    );
    process.exit(r.gzipKb <= r.budgetKb ? 0 : 1);
  });
}
