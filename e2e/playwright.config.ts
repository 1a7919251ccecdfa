import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.cjs';
import { createAdminCommand } from './support/admin';
import {
  appPort as port,
  legacyClientOrigin,
  transcriptionApiKey,
  transcriptionBaseUrl,
} from './support/origins';

const baseURL = `http://127.0.0.1:${port}`;
const root = join(__dirname, '..');

// Playwright cannot download its own browser here; Debian's chromium is used instead.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? findChromium() ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  // One worker by default. The files share one server but each makes its own users (and
  // support/lock.ts guards the few shared steps), so E2E_WORKERS=2 works where cores are spare.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // A page's first visit downloads its chunk; on a busy 2-core CI machine 5 s is too tight.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Recording a trace costs every test time (DOM snapshots and a screencast at each step), so CI
    // records one only when a failed test runs again; a run without retries keeps each failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Farmers use the app on phones: every flow runs on the phone. The desktop runs what differs by
  // screen (the accessibility and CSP scan of every route, the navigation of accounts, keyboard
  // use, the landing page) and what does not depend on it at all (escaping); running every flow
  // twice cost a third of the suite on CI's two cores for little more cover.
  projects: [
    {
      name: 'desktop',
      testMatch: /\/(a11y|accounts|keyboard|landing|xss)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: /\/xss\.spec\.ts$/,
      use: { ...devices['Pixel 5'], launchOptions },
    },
  ],
  webServer: {
    // An administrator first (support/admin.ts: the CLI cannot open the embedded database once
    // the server holds it), for the tests that need one, e.g. to run the price sync.
    command: `${createAdminCommand}; exec node backend/dist/main.js`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in mails (the newsletter's confirmation) start with it.
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR ?? join(__dirname, '.artifacts/data'),
      LOG_LEVEL: 'warn',
      // Every test signs up and logs in from 127.0.0.1: the default 10 a minute per address is
      // for the real world (backend/test covers it); the suite would be throttled.
      AUTH_RATE_LIMIT: '1000',
      // The same for writes (orders, listings): every test user writes from one address.
      RATE_LIMIT_SCALE: '100',
      NODE_ENV: 'test',
      // Messages to phones go to DATA_DIR/messages (no provider set); tests wait for them, so the
      // worker looks every half second (its default is off in tests).
      MESSAGE_WORKER_INTERVAL_MS: '500',
      // The Live Crop Pricing tests need prices: load the shipped sample dataset at start.
      PRICE_SYNC_ON_START: 'true',
      PRICE_SYNC_CRON: 'off',
      // legacy-client.spec.ts plays the original web client from a page on another origin, which
      // calls the API from the browser: only that origin is allowed (the app's own pages are
      // same-origin, so nothing else changes for them).
      CORS_ORIGINS: legacyClientOrigin,
      // AgroBot's voice input: voice.spec.ts starts a fake speech-to-text server here while it
      // runs (the other tests never send a recording).
      STT_BASE_URL: transcriptionBaseUrl,
      STT_API_KEY: transcriptionApiKey,
    },
  },
});
