import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the API owns; everything else belongs to the single-page app. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/') || path === '/metrics'
  );
}

/**
 * The service worker, its Workbox runtime and the web app manifest: always checked with the server
 * before use (`no-cache`), so a new version of the app reaches installed phones promptly.
 */
function isServiceWorkerFile(distDir: string, filePath: string): boolean {
  if (resolve(dirname(filePath)) !== resolve(distDir)) return false;
  const name = basename(filePath).replace(/\.(br|gz)$/, '');
  return name === 'sw.js' || /^workbox-[\w-]+\.js$/.test(name) || name === 'manifest.webmanifest';
}

/**
 * Serves the built frontend: hashed assets with a one-year cache, and index.html for every other
 * GET so deep links such as /features/MarketAccess survive a reload. API paths are never touched,
 * so an unknown /api/... still gets the JSON 404.
 */
export function spaHandlers(distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const pages = built ? indexPages(distDir) : undefined;
  // The build writes Brotli and gzip copies next to each text file; they are sent as they are.
  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders: (res, filePath) => {
        if (isServiceWorkerFile(distDir, filePath)) {
          res.setHeader('Cache-Control', 'no-cache');
          if (/\.webmanifest(\.(br|gz))?$/.test(filePath)) {
            res.setHeader('Content-Type', 'application/manifest+json');
          }
          return;
        }
        const hashed = filePath.includes(`${join(distDir, 'assets')}`);
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    },
  });
  const fallback = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (extname(req.path) !== '' && extname(req.path) !== '.html') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!built) {
      res
        .status(503)
        .type('text/plain')
        .send(
          'The AgroSense web app is not built yet. Run `npm run build` (npm start does this for you).',
        );
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(pages!.forPath(req.path));
  };
  return [
    (req: Request, res: Response, next: NextFunction) =>
      isApiPath(req.path) ? next() : assets(req, res, next),
    fallback,
  ];
}

interface RoutePreloads {
  [path: string]: { scripts: string[]; styles: string[]; images?: string[] };
}

/**
 * index.html for a given path: for the pages people open first (the build lists them in
 * route-preloads.json), the page's own chunks and stylesheets are linked in the head, so a slow
 * link fetches them together with the entry instead of a round trip later. Pages the build
 * rendered to HTML (prerendered.json: the landing page) are sent with their markup and styles
 * already inside, so they paint before any script runs; the app then hydrates them.
 */
export function indexPages(distDir: string): { forPath(path: string): string } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const table = readJson<RoutePreloads>(join(distDir, 'route-preloads.json')) ?? {};
  const rendered = readJson<Record<string, string>>(join(distDir, 'prerendered.json')) ?? {};
  const base = (path: string) => {
    const file = rendered[path];
    return file ? readFileSync(join(distDir, file), 'utf8') : html;
  };
  const pages = new Map<string, string>();
  for (const path of Object.keys(rendered)) pages.set(path, base(path));
  for (const [path, { scripts, styles, images = [] }] of Object.entries(table)) {
    const page = base(path);
    const links = [
      ...images.map(
        (href) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">`,
      ),
      ...styles
        .filter((href) => !page.includes(`data-href="${href}"`))
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ].join('');
    pages.set(path, page.replace('</head>', `${links}</head>`));
  }
  return { forPath: (path) => pages.get(path) ?? html };
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}
