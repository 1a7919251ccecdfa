// Browser tests: run when a Chromium is found; otherwise skip LOUDLY, or fail when REQUIRE_BROWSER=1.
require('./check-node.cjs');
const { mkdirSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');
const { findChromium } = require('./find-chromium.cjs');
const { buildIfNeeded } = require('./build-if-needed.cjs');

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    `${banner}\n!! Browser e2e tests SKIPPED: no Chromium found (install the Debian package`,
  );
  console.error(`!! "chromium" or set CHROMIUM_PATH).\n${banner}`);
  if (process.env.REQUIRE_BROWSER === '1') {
    console.error('REQUIRE_BROWSER=1: a skipped browser suite is a failure.');
    process.exit(1);
  }
  process.exit(0);
}
buildIfNeeded();
const root = join(__dirname, '..');
// Every run starts the app on a fresh, empty embedded database: a new temp folder, or the
// E2E_DATA_DIR given (emptied first), e.g. to keep clear of another run's temp folders.
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'agrosense-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// Playwright's own CLI file, run with this Node, so no PATH lookup is needed.
const cli = require.resolve('@playwright/test/cli');
const result = spawnSync(
  process.execPath,
  [cli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
  },
);
rmSync(dataDir, { recursive: true, force: true });
if (result.error) console.error(`Could not run Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);
