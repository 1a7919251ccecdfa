import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { routePreloads } from './build/route-preloads';

// The chunks of the pages a visitor reaches first: the landing page, the account forms, the
// dashboard and the market (and the layout around them).
const FIRST_PAGES = /\/(landing|login|signup|dashboard|market-access|auth-layout)-[\w-]+\.js$/;

// The backend serves the built SPA and the API on port 3000; in development Vite proxies to it.
const backend = 'http://localhost:3000';

// The installable app and its service worker: docs/architecture.md, "Offline and PWA".
const dist = new URL('./dist/', import.meta.url);

/**
 * The files of the app shell: the scripts and stylesheets dist/index.html loads and every chunk
 * they import statically (the same walk as scripts/measure-landing-js.mjs). Runs at build time.
 */
function appShellFiles(): Set<string> {
  const html = readFileSync(new URL('index.html', dist), 'utf8');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(new URL(file, dist), 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      visit(`assets/${match[1]}`);
    }
  };
  for (const match of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) {
    visit(match[1]!);
  }
  return files;
}

const pwa = VitePWA({
  // A new version waits until the user presses Reload in the update prompt
  // (src/components/pwa/update-prompt.tsx); registration is lazy (src/components/pwa/register.ts),
  // so workbox-window stays out of the first download.
  registerType: 'prompt',
  injectRegister: false,
  // The unit tests run this config too: no service worker there.
  disable: process.env.VITEST === 'true',
  manifest: {
    id: '/',
    name: 'AgroSense',
    short_name: 'AgroSense',
    description:
      'Sell crops directly to buyers, check live mandi prices, government schemes and crop advice.',
    lang: 'en-IN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1b5e20',
    background_color: '#f7f9f4',
    categories: ['business', 'education', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The app shell: the page, the entry script and the stylesheets, the logo and the icons.
    // Every other chunk is cached when first used (runtime rule below): precaching all ~100 page
    // chunks would cost a farmer megabytes on install.
    globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/apple-touch-icon.png'],
    manifestTransforms: [
      (entries) => {
        const shell = appShellFiles();
        return {
          manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)),
          warnings: [],
        };
      },
    ],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/auth(\/|$)/,
      /^\/metrics(\/|$)/,
      // Rendered by the server with the member's data (ADR 0006): see the first runtime rule.
      /^\/(LiveCropPricing|features\/MarketAccess)$/,
    ],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // Workbox writes these callbacks into dist/sw.js as source text, so each one must stand alone:
    // no imports, no constants from this file.
    runtimeCaching: [
      {
        // The member pages the server renders with their data (ADR 0006) come from the network
        // while online, never from a cache (they hold one member's data); offline, the app shell
        // answers and the app renders them from the saved answers, as for every other page.
        urlPattern: ({ request, sameOrigin, url }) =>
          sameOrigin &&
          request.mode === 'navigate' &&
          (url.pathname === '/LiveCropPricing' || url.pathname === '/features/MarketAccess'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'index.html' } },
      },
      {
        // Hashed chunks, stylesheets, fonts and pictures of the build: their names change with
        // their content, so a cached copy is always right.
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'agrosense-assets',
          expiration: { maxEntries: 250, maxAgeSeconds: 60 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // What a farmer reads offline: market prices, schemes, machinery resources, states. Only
        // public GETs sent without a token (src/api/client.ts sends none to these); anything with
        // an Authorization header or any other /api path never reaches a cache.
        urlPattern: ({ sameOrigin, url, request }) =>
          sameOrigin &&
          !request.headers.has('Authorization') &&
          /^\/api\/(market-prices(\/(filters|trend|hint))?|schemes\/all|resources\/[\w-]+|states(\/[^/]+)?)$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'agrosense-api',
          // On a slow link the saved copy shows after 4 s; online users otherwise get fresh data.
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 },
          plugins: [
            {
              // Stamps the copy with the time it was fetched (the offline banner shows it); the
              // page gets the network's own response, without the stamp.
              cacheWillUpdate: async ({ request, response }) => {
                if (request.headers.has('Authorization') || response.status !== 200) return null;
                const headers = new Headers(response.headers);
                headers.set('x-agrosense-cached-at', new Date().toISOString());
                return new Response(await response.blob(), {
                  status: response.status,
                  statusText: response.statusText,
                  headers,
                });
              },
            },
          ],
        },
      },
      {
        // The machinery pictures of the resources pages (unique file names per upload).
        urlPattern: ({ sameOrigin, url }) =>
          sameOrigin && url.pathname.startsWith('/api/images/resources/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'agrosense-api-images',
          expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

const config: ViteUserConfig = {
  plugins: [
    react(),
    pwa,
    routePreloads({
      '/': ['src/features/landing/routes/landing.tsx'],
      '/Home': ['src/features/landing/routes/landing.tsx'],
      '/features/MarketAccess': [
        'src/components/layouts/auth-layout/auth-layout.tsx',
        'src/features/market/routes/market-access.tsx',
      ],
      '/LiveCropPricing': [
        'src/components/layouts/auth-layout/auth-layout.tsx',
        'src/features/market-prices/routes/live-crop-pricing.tsx',
      ],
    }),
    // Brotli and gzip copies of every text asset, served as they are by the backend (no
    // compressing on each request): about a third of the bytes on a 2G/3G link.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
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
      // together. Those lists cost the landing page's first download (budget:
      // docs/performance.md), so only the pages a visitor reaches first keep them; others fetch
      // their imports one level later. Stylesheets are always kept (no unstyled flash).
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
    // One jsdom per worker instead of one per file (files stay isolated in their own VM context):
    // the suite ran 4 minutes on the 2-core CI machine, most of it creating environments.
    pool: 'vmThreads',
  },
};

export default defineConfig(({ command }) => {
  // The served bundle is always React's (and MUI's) production build, whatever NODE_ENV the person
  // building has set: `NODE_ENV=development npm start` built the development one, three times
  // larger and several times slower. `vite` (the dev server) is unaffected.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
