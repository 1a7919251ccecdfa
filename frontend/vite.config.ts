import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pwa } from './pwa.config';

// The chunks of the pages a visitor reaches first: the landing page, the account forms, the
// dashboard and the market (and the layout around them).
const FIRST_PAGES = /\/(landing|login|signup|dashboard|market-access|auth-layout)-[\w-]+\.js$/;

// The backend serves the built SPA and the API on port 3000; in development Vite proxies to it.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), pwa],
  server: {
    proxy: {
      '/api': backend,
      '/auth': backend,
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/auth': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Images stay files (lazy-loaded, cached) instead of base64 inside the JavaScript.
    assetsInlineLimit: 0,
    modulePreload: {
      // Browsers without modulepreload (older Safari) just fetch those modules a moment later.
      polyfill: false,
      // Every lazy import in the entry carries the list of files its page needs, so they download
      // together. Those lists cost the landing page's first download (budget: DESIGN section 9), so
      // only the pages a visitor reaches first keep them; others fetch their imports one level
      // later. Stylesheets are always kept (no unstyled flash).
      resolveDependencies: (file, deps) =>
        FIRST_PAGES.test(`/${file}`) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The first test of a file compiles its lazy page; on a busy 2-core machine that alone can
    // take seconds.
    testTimeout: 20_000,
  },
});
