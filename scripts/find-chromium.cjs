const { existsSync } = require('node:fs');
const { execFileSync } = require('node:child_process');

/** Debian's chromium (Playwright's own browser download does not work here). */
function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  try {
    return (
      execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
        encoding: 'utf8',
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * Flags for headless Debian Chromium here: root needs --no-sandbox, and without the
 * background-networking flags it keeps calling Google hosts this machine cannot reach.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { findChromium, CHROMIUM_ARGS };
