import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { PublicPage, PublicPageSource } from './public-pages';
import {
  answerBusy,
  MemberPageRenderer,
  type MemberPageOptions,
  type RenderedMemberPage,
} from './member-pages';

/** Paths the API owns; everything else belongs to the single-page app. */
export function isApiPath(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/auth/') ||
    path === '/metrics' ||
    // Made by the server from its data (crops/http/discovery.controller.ts).
    path === '/sitemap.xml' ||
    path === '/robots.txt' ||
    // Short links to orders in messages to phones (messaging/http/short-link.controller.ts).
    path.startsWith('/o/')
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
export function spaHandlers(
  distDir: string,
  memberPages?: MemberPageOptions,
  /** Public pages the server draws from its data (a listing's product page): see PublicPage. */
  publicPages: readonly PublicPageSource[] = [],
) {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const pages = built ? indexPages(distDir) : undefined;
  const members = built ? MemberPageRenderer.nextTo(distDir, memberPages) : undefined;
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
  const fallback = async (req: Request, res: Response, next: NextFunction) => {
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
    const memberPage = members?.handles(req.path) ?? false;
    // Requests for the pages rendered per request are counted while in flight; past the limit
    // they are turned away at once (503, Retry-After) instead of waiting in the queue.
    if (memberPage && !members!.admit(res)) {
      answerBusy(req, res);
      return;
    }
    // A language link followed before the app runs (docs/adr/0009-public-pages-work-before-the-app.md):
    // the choice is kept in the cookie the app also writes, and the page is sent in it at once
    // (the app takes `lang` out of the address).
    const chosen = req.query.lang;
    const switched = typeof chosen === 'string' && isPageLanguage(chosen) && !memberPage;
    if (switched) {
      res.cookie(LANGUAGE_COOKIE, chosen, {
        path: '/',
        maxAge: 365 * 24 * 3600 * 1000,
        sameSite: 'lax',
        secure: req.secure,
        encode: String,
      });
    }
    const member = memberPage ? await members!.render(req) : undefined;
    if (member) {
      // One member's page with their data: never kept by a shared cache, nor reused for another.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Vary', 'Cookie');
      res.type('html').send(pages!.forMember(req.path, member));
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // Public pages come in the reader's language: the cookie, else the browser's preference.
    res.setHeader('Vary', 'Cookie, Accept-Language');
    const language = switched ? chosen : pageLanguage(req);
    const source = publicPages.find((p) => p.handles(req.path));
    if (source) {
      const page = await source.render(req, language);
      res.status(page.status).type('html').send(pages!.forPublic(req.path, page));
      return;
    }
    res.type('html').send(pages!.forPath(req.path, language));
  };
  return [
    // A page's address names no file (every built file has an extension): pages skip the look-up
    // on disk, which under load was a thread-pool round trip for every page request.
    (req: Request, res: Response, next: NextFunction) =>
      isApiPath(req.path) || extname(req.path) === '' ? next() : assets(req, res, next),
    (req: Request, res: Response, next: NextFunction) => {
      fallback(req, res, next).catch((error: unknown) => {
        new Logger('Spa').error(error instanceof Error ? error.stack : String(error));
        if (!res.headersSent) res.type('html').send(pages!.forPath(req.path, pageLanguage(req)));
      });
    },
  ];
}

/** The languages public pages are rendered in at build time (frontend/scripts/prerender.mjs). */
const PAGE_LANGUAGES = ['en', 'hi', 'gu'] as const;
type PageLanguage = (typeof PAGE_LANGUAGES)[number];
/** Written by the app with the reader's language, and here when a language link is followed. */
export const LANGUAGE_COOKIE = 'agrosense_lang';

function isPageLanguage(value: unknown): value is PageLanguage {
  return (PAGE_LANGUAGES as readonly unknown[]).includes(value);
}

/** The language to send a public page in: the reader's choice, else their browser's, else English. */
export function pageLanguage(req: Request): PageLanguage {
  const cookie = /(?:^|;\s*)agrosense_lang=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  if (isPageLanguage(cookie)) return cookie;
  const preferred: unknown = req.acceptsLanguages([...PAGE_LANGUAGES]);
  return isPageLanguage(preferred) ? preferred : 'en';
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
 * they paint before any script runs. Their scripts are not linked at all: the app starts there on
 * the visitor's first interaction (src/main.tsx) and is downloaded then, so a reader who only
 * reads pays for no code on a metered link (ADR 0006).
 */
export interface IndexPages {
  forPath(path: string, language?: string): string;
  /** A member page the server rendered at request time (ADR 0006), in the app's page. */
  forMember(path: string, page: RenderedMemberPage): string;
  /**
   * A public page the server drew from its data (ADR 0012): its title and tags in the head, its
   * content in #root, where the app, starting as on any page, draws the page in its place.
   */
  forPublic(path: string, page: PublicPage): string;
}

export function indexPages(distDir: string): IndexPages {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { '*': app = { scripts: [], styles: [] }, ...table } =
    readJson<RoutePreloads>(join(distDir, 'route-preloads.json')) ?? {};
  // path -> language -> file; an older build wrote one English file per path.
  const rendered: Record<string, Partial<Record<PageLanguage, string>>> = Object.fromEntries(
    Object.entries(
      readJson<Record<string, string | Record<string, string>>>(
        join(distDir, 'prerendered.json'),
      ) ?? {},
    ).map(([path, files]) => [path, typeof files === 'string' ? { en: files } : files]),
  );
  const withLinks = (path: string, own: Preloads | undefined, file?: string): string => {
    const page = file ? readFileSync(join(distDir, file), 'utf8') : html;
    const scripts = [...app.scripts, ...(own?.scripts ?? [])];
    const links = [
      ...(own?.images ?? []).map(
        (href) => `<link rel="preload" as="image" fetchpriority="high" href="${href}">`,
      ),
      ...[...app.styles, ...(own?.styles ?? [])]
        .filter((href) => !page.includes(`data-href="${href}"`))
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...(file
        ? []
        : scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)),
    ].join('');
    const withHead = links ? page.replace('</head>', `${links}</head>`) : page;
    // A rendered page links no script; the entry fetches these once the page has shown and the
    // phone is idle, so the first tap that needs the app does not wait for them (src/main.tsx).
    return file ? withHead.replace('</body>', () => `${appChunks(scripts)}</body>`) : withHead;
  };
  const pages = new Map<string, string>();
  for (const [path, own] of Object.entries(table)) pages.set(path, withLinks(path, own));
  for (const [path, files] of Object.entries(rendered)) {
    for (const [language, file] of Object.entries(files)) {
      pages.set(`${language} ${path}`, withLinks(path, table[path], file));
    }
  }
  const other = withLinks('', undefined);

  // Member pages rendered on request: like the landing page, the app's stylesheets are inline and
  // its scripts come when the member first uses the page (src/main.tsx).
  const css = (href: string) => readFileSync(join(distDir, href.slice(1)), 'utf8').trim();
  const memberTemplates = new Map<string, string>();
  const memberChunks = (path: string) =>
    appChunks([...app.scripts, ...(table[path]?.scripts ?? [])]);
  const memberTemplate = (path: string): string => {
    let template = memberTemplates.get(path);
    if (template) return template;
    const own = table[path];
    const styles = [...new Set([...app.styles, ...(own?.styles ?? [])])];
    const inline = styles.map((href) => `<style data-href="${href}">${css(href)}</style>`).join('');
    template = html
      .replace(
        /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g,
        (tag, href: string) => (styles.includes(href) ? '' : tag),
      )
      .replace('</head>', `${inline}</head>`);
    memberTemplates.set(path, template);
    return template;
  };
  // What a browser whose service worker keeps offline copies fetches once the page has loaded
  // (frontend src/main.tsx): the public reads the page was made from, which the app, taking the
  // answers from the page, never asks for.
  const offlineCopies = (page: RenderedMemberPage) =>
    JSON.stringify({
      reads: page.publicReads.filter((read) => read.startsWith('/api/')),
    }).replace(/</g, '\\u003c');
  const text = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

  return {
    forPublic: (path, page) =>
      (pages.get(path) ?? other)
        .replace(/<html\b[^>]*>/, () => `<html lang="${attribute(page.language)}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${text(page.title)}</title>`)
        .replace(/<meta name="description"[^>]*>/, '')
        .replace('</head>', () => `${page.head}</head>`)
        // data-lang: the app adopts the page's language when the reader has chosen none (ADR 0009).
        .replace(
          '<div id="root"></div>',
          () => `<div id="root" data-lang="${attribute(page.language)}">${page.body}</div>`,
        ),
    forPath: (path, language = 'en') =>
      pages.get(`${language} ${path}`) ?? pages.get(`en ${path}`) ?? pages.get(path) ?? other,
    forMember: (path, page) =>
      memberTemplate(path)
        .replace('<html lang="en">', `<html lang="${attribute(page.language)}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${text(page.title)}</title>`)
        .replace('</head>', () => `${page.styles}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" data-prerendered="${attribute(path)}" data-user="${attribute(page.userId)}" data-lang="${attribute(page.language)}">${page.html}</div>` +
            `<script type="application/json" id="server-data">${page.data}</script>` +
            `<script type="application/json" id="offline-copies">${offlineCopies(page)}</script>`,
        )
        .replace('</body>', () => `${memberChunks(path)}</body>`),
  };
}

/** The app's chunks a rendered page fetches when idle, as JSON the entry reads (never run). */
function appChunks(scripts: string[]): string {
  return `<script type="application/json" id="app-chunks">${JSON.stringify([...new Set(scripts)])}</script>`;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}
