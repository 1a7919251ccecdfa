// After `vite build`: builds the app for Node (src/prerender/entry-prerender.tsx -> dist-server/,
// which the server keeps using to render member pages with their data at request time, ADR 0006),
// renders every public page in each language to HTML and writes dist/prerendered/<name>.<lang>.html,
// a copy of dist/index.html with the page's markup inside #root, its title and its styles in the
// head. The server sends it for those paths in the reader's language (backend/src/shared/http/
// spa.ts), so a phone on a slow link paints the page, and follows its links, from the first
// response instead of after the JavaScript has downloaded and run (docs/adr/0009).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

// React's production build for the server bundle too, whatever NODE_ENV the caller has set (the
// JSX transform picks its runtime by it; see also `define` below and vite.config.ts).
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = new URL('../dist/', import.meta.url);
// Next to dist/, not inside it: dist/ is served to browsers, this is for the server only.
const ssrOut = new URL('../dist-server/', import.meta.url);

/** The pages rendered at build time, by the URL the server answers with them. */
const PRERENDERED = {
  '/': 'landing',
  '/About': 'about',
  '/Feature': 'features',
  '/ContactUs': 'contact',
  '/Login': 'login',
  '/login': 'login-lowercase',
  '/Signup': 'signup',
  '/forgot-password': 'forgot-password',
};
const LANGUAGES = ['en', 'hi', 'gu'];

rmSync(ssrOut, { recursive: true, force: true });
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  plugins: [react()],
  build: {
    ssr: 'src/prerender/entry-prerender.tsx',
    outDir: fileURLToPath(ssrOut),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rollupOptions: { output: { entryFileNames: 'entry.mjs' } },
  },
  // MUI, emotion and friends are bundled so Node does not have to resolve their ESM/CJS mix.
  ssr: { noExternal: true },
  // React's and MUI's production builds whatever NODE_ENV the server runs with: their development
  // builds (chosen at run time otherwise, e.g. under `npm start` or in tests) render several
  // times slower and keep a debug stack for every element, which the server pays per request.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
for (const file of readdirSync(ssrOut, { recursive: true })) {
  if (!/\.m?js$/.test(file)) continue;
  if (readFileSync(new URL(file, ssrOut), 'utf8').includes('process.env.NODE_ENV'))
    throw new Error(`dist-server/${file} still chooses a build by NODE_ENV at run time`);
}

// The page is rendered for a first visitor: nothing saved in the browser (no session, English).
const saved = new Map();
globalThis.localStorage = {
  getItem: (key) => saved.get(key) ?? null,
  setItem: (key, value) => void saved.set(key, String(value)),
  removeItem: (key) => void saved.delete(key),
  clear: () => saved.clear(),
  key: (i) => [...saved.keys()][i] ?? null,
  get length() {
    return saved.size;
  },
};
const { prerender } = await import(pathToFileURL(fileURLToPath(new URL('entry.mjs', ssrOut))).href);
const index = readFileSync(new URL('index.html', dist), 'utf8');
const preloads = JSON.parse(readFileSync(new URL('route-preloads.json', dist), 'utf8'));

/**
 * The page's stylesheets (the app's and the page chunk's, a few KB) written into the head, so the
 * first paint waits for no request but the page itself. `data-href` tells the server that these are
 * in already (backend/src/shared/http/spa.ts).
 */
function inlineStyles(html, url) {
  const css = (href) => readFileSync(new URL(href.slice(1), dist), 'utf8').trim();
  const linked = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;
  let page = html.replace(linked, (_, href) => `<style data-href="${href}">${css(href)}</style>`);
  // The app's own stylesheets ("*", loaded with src/boot.tsx) and the page's.
  const own = [...(preloads['*']?.styles ?? []), ...(preloads[url]?.styles ?? [])]
    .filter((href) => !page.includes(`data-href="${href}"`))
    .map((href) => `<style data-href="${href}">${css(href)}</style>`);
  return page.replace('</head>', `${own.join('')}</head>`);
}
mkdirSync(new URL('prerendered/', dist), { recursive: true });
if (!index.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
const attribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const written = {};
for (const [url, name] of Object.entries(PRERENDERED)) {
  written[url] = {};
  for (const language of LANGUAGES) {
    const { html, styles, title } = await prerender(url, language);
    if (/<script|<template|<!--\$[?!]/.test(html))
      throw new Error(`${url} (${language}) did not render completely`);
    if (language !== 'en' && !/[\u0900-\u097F\u0A80-\u0AFF]/.test(html))
      throw new Error(`${url} (${language}) rendered no text in its script`);
    const page = inlineStyles(index, url)
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, (tag) =>
        title ? `<title>${text(title)} · AgroSense</title>` : tag,
      )
      .replace('</head>', () => `${styles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered="${attribute(url)}" data-lang="${language}">${html}</div>`,
      );
    const file = `prerendered/${name}.${language}.html`;
    writeFileSync(new URL(file, dist), page);
    written[url][language] = file;
    console.log(`prerendered ${url} (${language}) -> dist/${file} (${page.length} bytes)`);
  }
}
// The server's table of which path gets which page in which language (backend/src/shared/http/spa.ts).
writeFileSync(new URL('prerendered.json', dist), `${JSON.stringify(written, null, 2)}\n`);
