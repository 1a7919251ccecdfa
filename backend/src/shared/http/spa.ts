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

interface Preloads {
  scripts: string[];
  styles: string[];
  images?: string[];
}

/** route-preloads.json: "*" is the app itself (every page needs it), other keys are paths. */
interface RoutePreloads {
  [path: string]: Preloads;
}

/**
 * index.html for a given path. Every page links the app's chunks ("*" in route-preloads.json) and,
 * for the pages people open first, the page's own chunks and stylesheets, so a slow link fetches
 * them together with the entry instead of a round trip later. Pages the build rendered to HTML
 * (prerendered.json: the landing page) are sent with their markup and styles already inside, so
 * they paint before any script runs; their scripts are only prefetched (at low priority, after
 * the page), because the app starts there on the visitor's first interaction (src/main.tsx).
 */
export function indexPages(distDir: string): { forPath(path: string): string } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { '*': app = { scripts: [], styles: [] }, ...table } =
    readJson<RoutePreloads>(join(distDir, 'route-preloads.json')) ?? {};
  const rendered = readJson<Record<string, string>>(join(distDir, 'prerendered.json')) ?? {};
  const withLinks = (path: string, own: Preloads | undefined): string => {
    const file = rendered[path];
    const page = file ? readFileSync(join(distDir, file), 'utf8') : html;
    const scripts = [...app.scripts, ...(own?.scripts ?? [])];
    const links = [
      ...(own?.images ?? []).map(
        (href) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">`,
      ),
      ...[...app.styles, ...(own?.styles ?? [])]
        .filter((href) => !page.includes(`data-href="${href}"`))
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...scripts.map((href) =>
        file
          ? `<link rel="prefetch" as="script" crossorigin href="${href}">`
          : `<link rel="modulepreload" crossorigin href="${href}">`,
      ),
    ].join('');
    return links ? page.replace('</head>', `${links}</head>`) : page;
  };
  const pages = new Map<string, string>();
  for (const path of Object.keys(rendered)) pages.set(path, withLinks(path, table[path]));
  for (const [path, own] of Object.entries(table)) pages.set(path, withLinks(path, own));
  const other = withLinks('', undefined);
  return { forPath: (path) => pages.get(path) ?? other };
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}
