import { existsSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

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
  const name = basename(filePath);
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
  const assets = express.static(distDir, {
    index: false,
    fallthrough: true,
    setHeaders: (res, filePath) => {
      if (isServiceWorkerFile(distDir, filePath)) {
        res.setHeader('Cache-Control', 'no-cache');
        if (filePath.endsWith('.webmanifest')) res.type('application/manifest+json');
        return;
      }
      const hashed = filePath.includes(`${join(distDir, 'assets')}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
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
    res.sendFile(indexFile);
  };
  return [
    (req: Request, res: Response, next: NextFunction) =>
      isApiPath(req.path) ? next() : assets(req, res, next),
    fallback,
  ];
}
