// Request-time rendering of the member pages people open most on a phone (ADR 0006): the server
// (backend/src/shared/http/spa.ts) calls renderMemberPage for a logged-in member's request, and
// the page arrives with its data, its markup and its styles, readable before any script runs.
// The data is fetched through the app's own API client and query definitions, from the server's
// own API with the member's token, so the same rules decide what this member may see; the answers
// travel with the page and the browser's query cache takes them over (app/provider.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { cropListQuery } from '../api/crops';
import { ratingsQuery } from '../api/reviews';
import { api, SERVER_RENDER_ORIGIN } from '../api/client';
import { indianStatesQuery } from '../api/indian-states';
import { priceFiltersQuery, pricePageQuery } from '../api/market-prices';
import { notificationsKey } from '../api/notifications';
import { userProfileQuery, type UserProfile } from '../api/user-profile';
import { readSessionOnServerFrom } from '../app/auth-storage';
import { isServerRenderedPath, serverRenderedPaths } from '../app/server-rendered-paths';
import { sellerIdOf } from '../features/market/components/seller-rating';
import { firstMarketQuery } from '../features/market/market-query';
import { firstPriceQuery, nearPlaceOf } from '../features/market-prices/price-query';
import { renderApp } from './render-app';
import type { Language } from '../i18n/i18n';
import { textsFor } from './texts';
import { isLanguage } from '../i18n/stored-language';

export { serverRenderedPaths };

export interface MemberPageRequest {
  /** A path of serverRenderedPaths. */
  path: string;
  /** Where the server's own API answers, e.g. http://127.0.0.1:3000 (no trailing slash). */
  apiOrigin: string;
  token: string;
  userId: string;
  language: string;
  /**
   * Aborted when the server gives up on the render (its timeout): the API calls in flight are
   * cancelled and React stops, so a render nobody waits for does not go on holding CPU and memory.
   */
  signal?: AbortSignal;
  /**
   * Asks the server for a place among the renders it allows at once, before React's work starts
   * (a page shared by others needs none): the function that gives it back, or undefined when
   * there is none (the page is then not rendered: an error named MemberPageShed).
   */
  reserve?: () => (() => void) | undefined;
}

export interface RenderedMemberPage {
  /** The markup that goes inside #root. */
  html: string;
  /** `<style data-emotion>` tags with the rules that markup uses. */
  styles: string;
  /** The query cache's answers as JSON, safe to place inside a `<script>` element. */
  data: string;
  /**
   * The public reads among the calls made (sent without the token): a browser whose service
   * worker keeps offline copies fetches these once the page has loaded (src/main.tsx).
   */
  publicReads: string[];
  /** The document title the page sets once the app runs (usePageTitle), for the first paint. */
  title: string;
  language: Language;
}

const requests = new AsyncLocalStorage<MemberPageRequest & { reads: string[] }>();
readSessionOnServerFrom(() => requests.getStore());

// The app's API client points at a placeholder origin on the server; each request of a render goes
// to the API origin of the page request being rendered, with that member's token (set by the
// client's own auth middleware through readSessionOnServerFrom above).
api.use({
  onRequest({ request }) {
    const url = new URL(request.url);
    if (url.origin !== SERVER_RENDER_ORIGIN) return request;
    const current = requests.getStore();
    if (!current) throw new Error('An API call was made outside a server render.');
    if (!request.headers.has('Authorization')) current.reads.push(url.pathname + url.search);
    const local = new Request(`${current.apiOrigin}${url.pathname}${url.search}`, request);
    // The server's i18n stays English between renders: say the member's language to the API.
    local.headers.set('Accept-Language', isLanguage(current.language) ? current.language : 'en');
    // Cancelled by its query or by the server giving up on the render, whichever comes first.
    return current.signal
      ? new Request(local, { signal: AbortSignal.any([request.signal, current.signal]) })
      : local;
  },
});

/** The answers each page shows first, fetched before it is rendered. */
const pageData: Record<
  (typeof serverRenderedPaths)[number],
  (q: QueryClient, profile: UserProfile) => Promise<unknown>[]
> = {
  // The member's own state comes first.
  '/LiveCropPricing': (q, profile) => [
    q.fetchQuery(pricePageQuery(firstPriceQuery(nearPlaceOf(profile)))),
    q.fetchQuery(priceFiltersQuery()),
  ],
  '/features/MarketAccess': (q) => [
    // The sellers' stars come with the cards: fetched in the browser, they would arrive after the
    // page and redraw every card (a long task on a slow phone).
    q.fetchQuery(cropListQuery(firstMarketQuery())).then(async ({ crops }) => {
      const sellers = crops.map(sellerIdOf).filter(Boolean);
      // Without them (the ratings read failed) the cards show no stars until the browser asks.
      if (sellers.length > 0) await q.fetchQuery(ratingsQuery(sellers)).catch(() => undefined);
    }),
    q.fetchQuery(indianStatesQuery),
  ],
};

/** Each page's title, as its route component sets it with usePageTitle. */
const pageTitle: Record<(typeof serverRenderedPaths)[number], [namespace: string, key: string]> = {
  '/LiveCropPricing': ['prices', 'title'],
  '/features/MarketAccess': ['market', 'market.title'],
};

/** The page's title in the language rendered (its texts are loaded: the render used them). */
function titleOf(copy: I18n, language: Language, path: (typeof serverRenderedPaths)[number]) {
  const [namespace, key] = pageTitle[path];
  const title: unknown =
    copy.getResource(language, namespace, key) ?? copy.getResource('en', namespace, key);
  return typeof title === 'string' ? title : 'AgroSense';
}

/**
 * What of a member's profile a page's markup depends on: their role (the side menu's links) and,
 * for the prices, their place (their own state first). Members alike in these see the same page.
 */
function sharedKey(path: string, language: Language, profile: UserProfile): string {
  const place = path === '/LiveCropPricing' ? nearPlaceOf(profile) : undefined;
  return JSON.stringify([path, language, profile.role, place ?? null]);
}

/** How long one render serves every member who would see the same page (its data's age). */
const SHARED_RENDER_MS = 5000;
/** Kinds of page are few (two pages, three languages, two roles, 36 states): a bound all the same. */
const SHARED_RENDERS_MAX = 512;

interface SharedRender {
  html: string;
  styles: string;
  /** The page's own answers (never a member's profile or notifications). */
  queries: DehydratedState['queries'];
  publicReads: string[];
  title: string;
}

const shared = new Map<string, { until: number; render: Promise<SharedRender> }>();

/** Whether an answer is one member's own (profile, news): never part of a page shared by others. */
function ownAnswer(queryKey: readonly unknown[], userId: string): boolean {
  const key = JSON.stringify(queryKey);
  return (
    key === JSON.stringify(userProfileQuery(userId).queryKey) ||
    key.startsWith(JSON.stringify(notificationsKey(userId)).slice(0, -1))
  );
}

/**
 * Renders a member page with its data, or throws (the server then sends the plain app page):
 * an unknown path, an API call that failed (an expired session answers 401), or markup that did
 * not complete.
 *
 * The markup of a page depends on the member only through their role and place, so a render is
 * shared for SHARED_RENDER_MS by every member alike in those (the server's capacity under load,
 * docs/performance.md): each request still reads the member's profile with their own token (the
 * API's rules decide whether they may see the page at all), and their own answers travel with
 * the page; the notifications bell, one member's, fills in once the app runs.
 */
export function renderMemberPage(request: MemberPageRequest): Promise<RenderedMemberPage> {
  const reads: string[] = [];
  return requests.run({ ...request, reads }, async () => {
    const { path, userId, signal } = request;
    if (!isServerRenderedPath(path)) throw new Error(`${path} is not rendered on the server`);
    signal?.throwIfAborted();
    const language: Language = isLanguage(request.language) ? request.language : 'en';
    const own = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const profile = await own.fetchQuery(userProfileQuery(userId));
    signal?.throwIfAborted();
    const key = sharedKey(path, language, profile);
    let entry = shared.get(key);
    if (!entry || entry.until <= Date.now()) {
      // No room for a new render: a page a few seconds older still beats none.
      const release = request.reserve ? request.reserve() : () => {};
      if (!release && !entry) throw shed();
      if (release) {
        if (shared.size >= SHARED_RENDERS_MAX) shared.clear();
        const render = renderShared(request, path, language, profile);
        void render.then(release, release);
        entry = { until: Date.now() + SHARED_RENDER_MS, render };
        shared.set(key, entry);
        // A failed render is not kept: the next member tries again.
        const failed = entry;
        render.catch(() => {
          if (shared.get(key) === failed) shared.delete(key);
        });
      }
    }
    if (!entry) throw shed();
    const page = await untilAborted(entry.render, signal);
    const data: DehydratedState = {
      mutations: [],
      queries: [...page.queries, ...dehydrate(own).queries],
    };
    return {
      html: page.html,
      styles: page.styles,
      data: JSON.stringify(data).replace(/</g, '\\u003c'),
      publicReads: page.publicReads,
      title: page.title,
      language,
    };
  });
}

/** The render itself, made with the first asking member's token (the page is the same for all). */
function renderShared(
  request: MemberPageRequest,
  path: (typeof serverRenderedPaths)[number],
  language: Language,
  profile: UserProfile,
): Promise<SharedRender> {
  const reads: string[] = [];
  return requests.run({ ...request, reads }, async () => {
    const { userId, signal } = request;
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The profile the page reads (role, place) is the asking member's, alike for all who share it.
    queries.setQueryData(userProfileQuery(userId).queryKey, profile);
    await Promise.all(pageData[path](queries, profile));
    signal?.throwIfAborted();
    const copy = await textsFor(language);
    signal?.throwIfAborted();
    const { html, styles } = await renderApp(
      path,
      { serverData: dehydrate(queries), texts: copy },
      signal,
    );
    signal?.throwIfAborted();
    if (/<script|<template|<!--\$[?!]/.test(html))
      throw new Error(`${path} did not render completely`);
    if (!html.includes('id="main-content"')) throw new Error(`${path} did not render the page`);
    return {
      html,
      styles,
      queries: dehydrate(queries, {
        shouldDehydrateQuery: (query) => !ownAnswer(query.queryKey, userId),
      }).queries,
      publicReads: reads,
      title: `${titleOf(copy, language, path)} · AgroSense`,
    };
  });
}

/** The server has no room for another render now (it then sends the plain app page). */
function shed(): Error {
  const error = new Error('no room for another render');
  error.name = 'MemberPageShed';
  return error;
}

/** The shared render, or the asking request's own end when the server gives up on it first. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const stop = () =>
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}
