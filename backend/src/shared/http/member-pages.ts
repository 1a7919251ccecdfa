import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance, type ELDHistogram } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isLang, type Lang } from '../../i18n/language';
import { languageOfRequest } from '../../i18n/request-language';
import { translate } from '../../i18n/translate';
import {
  DEFAULT_MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS,
  DEFAULT_MEMBER_PAGE_QUEUE_LIMIT,
  type MemberPageLimits,
} from '../config/app-config';

/** The cookie the app writes for the member pages the server renders (frontend auth-storage.ts). */
export const PAGE_COOKIE = 'agrosense_page';

/** How long a render may take before the plain app page is sent instead (and the render stopped). */
const RENDER_TIMEOUT_MS = 3000;

/** What a 503 asks the browser to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Requests let into the renderer per render allowed at once: most are served a render shared
 * with other members (ADR 0006, "one render shared"), which costs a profile read, not React's work.
 */
const REQUESTS_PER_RENDER = 8;

/** The event loop's delay is judged over windows of this length. */
const DELAY_WINDOW_MS = 1000;

/** What became of a member-page request that could have been rendered (metrics). */
export type MemberPageOutcome =
  'rendered' | 'failed' | 'timed_out' | 'shed_renders' | 'shed_event_loop' | 'busy';

export interface MemberPageOptions extends MemberPageLimits {
  /** Counts outcomes (agrosense_member_pages_total). */
  count?: (outcome: MemberPageOutcome) => void;
  /** Tests shorten it; 3 s otherwise. */
  renderTimeoutMs?: number;
  /** Tests say how late the event loop is (ms); otherwise it is measured. */
  eventLoopDelayMs?: () => number;
}

/** The limits when none are configured (the server passes AppConfig.memberPages). */
export const defaultMemberPageOptions = (): MemberPageOptions => ({
  renderConcurrency: 2 * availableParallelism(),
  queueLimit: DEFAULT_MEMBER_PAGE_QUEUE_LIMIT,
  maxEventLoopDelayMs: DEFAULT_MEMBER_PAGE_MAX_EVENT_LOOP_DELAY_MS,
});

export interface RenderedMemberPage {
  html: string;
  styles: string;
  /** JSON, already safe inside a `<script>` element. */
  data: string;
  /** The public API reads the page was made from (offline copies, see frontend src/main.tsx). */
  publicReads: string[];
  /** The page's document title. */
  title: string;
  language: string;
  userId: string;
}

/** What frontend/dist-server/entry.mjs (src/prerender/member-pages.tsx) exports. */
interface ServerEntry {
  serverRenderedPaths: readonly string[];
  renderMemberPage(request: {
    path: string;
    apiOrigin: string;
    token: string;
    userId: string;
    language: string;
    /** Aborted when the server gives up on the render: its API calls and React stop. */
    signal: AbortSignal;
    /** A place among the renders drawn at once (undefined: none free; the entry then sheds). */
    reserve: () => (() => void) | undefined;
  }): Promise<Omit<RenderedMemberPage, 'userId'>>;
}

/** The session and language the page cookie carries: `language~userId~token`, URI-encoded. */
export function readPageCookie(
  header: string | undefined,
): { language: string; userId: string; token: string } | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== PAGE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
    const [language, userId, token, ...rest] = value.split('~');
    if (rest.length > 0 || !language || !userId || !token) return undefined;
    return { language, userId, token };
  }
  return undefined;
}

/**
 * Renders member pages with their data at request time (ADR 0006), with the app's own code built
 * for Node (frontend/dist-server, next to the served dist/). The data comes from this server's API
 * (the local address the request arrived on) with the member's token, so the API's rules decide
 * what the page may show. Any failure (no cookie, an expired session, a slow render) sends the
 * plain app page instead, which then works as before.
 *
 * Under load it sheds instead of queueing (security round 2): at most `renderConcurrency` renders
 * run at once, and none while the event loop is already late; a request past that gets the plain
 * app page at once (the app renders itself in the browser). Past `queueLimit` requests for these
 * pages in flight, the answer is 503 with Retry-After. A render that times out is aborted (its API
 * calls and React's work stop) and gives its place back.
 */
export class MemberPageRenderer {
  private entry?: Promise<ServerEntry | undefined>;
  private paths: ReadonlySet<string>;
  private readonly logger = new Logger('MemberPages');
  private readonly timeoutMs: number;
  /** Requests inside the renderer now (most served a shared render). */
  private admitted = 0;
  /** Renders drawn now (React's work): at most `renderConcurrency`. */
  private rendering = 0;
  /** Requests for these pages between arrival and the end of their answer. */
  private inFlight = 0;
  private delay?: ELDHistogram;
  private windowStart = 0;
  private recentDelayMs = 0;

  private constructor(
    private readonly entryFile: string,
    paths: readonly string[],
    private readonly limits: MemberPageOptions,
  ) {
    this.paths = new Set(paths);
    this.timeoutMs = limits.renderTimeoutMs ?? RENDER_TIMEOUT_MS;
  }

  /** The renderer built next to `distDir`, or undefined when that build is not there. */
  static nextTo(
    distDir: string,
    limits: MemberPageOptions = defaultMemberPageOptions(),
  ): MemberPageRenderer | undefined {
    const entryFile = join(distDir, '../dist-server/entry.mjs');
    if (!existsSync(entryFile)) return undefined;
    // The paths are known before the bundle is loaded (it is loaded on the first such request).
    return new MemberPageRenderer(
      entryFile,
      ['/LiveCropPricing', '/features/MarketAccess'],
      limits,
    );
  }

  handles(path: string): boolean {
    return this.paths.has(path);
  }

  /**
   * Counts a request for one of these pages until its answer is sent or the connection closes;
   * false (nothing counted) when `queueLimit` of them are in flight already: answer it with
   * {@link answerBusy}.
   */
  admit(res: Response): boolean {
    if (this.inFlight >= this.limits.queueLimit) {
      this.limits.count?.('busy');
      return false;
    }
    this.inFlight++;
    let done = false;
    const leave = () => {
      if (done) return;
      done = true;
      this.inFlight--;
    };
    res.once('finish', leave);
    res.once('close', leave);
    return true;
  }

  async render(req: Request): Promise<RenderedMemberPage | undefined> {
    const session = readPageCookie(req.headers.cookie);
    if (!session || req.method !== 'GET' || Object.keys(req.query).length > 0) return undefined;
    // The render is laid out for phones; a browser that says it is not on one (Chromium's
    // low-entropy client hint, sent with every request) would only render the page afresh.
    if (req.headers['sec-ch-ua-mobile'] === '?0') return undefined;
    // MEMBER_PAGE_RENDER_CONCURRENCY=0: rendering on the server is off.
    if (this.limits.renderConcurrency <= 0) return undefined;
    // Shed, do not queue: the plain page now is better than the rendered one after a wait, and
    // each render calls this server's API several times, which would queue behind it too.
    if (this.admitted >= this.limits.renderConcurrency * REQUESTS_PER_RENDER) {
      this.limits.count?.('shed_renders');
      return undefined;
    }
    if (this.eventLoopIsLate()) {
      this.limits.count?.('shed_event_loop');
      return undefined;
    }
    this.admitted++;
    const abort = new AbortController();
    const timedOut = new Error('timed out');
    let timer: NodeJS.Timeout | undefined;
    try {
      const entry = await this.load();
      if (!entry) return undefined;
      // This server's own API: the address and port the page request came in on.
      const address = req.socket.localAddress ?? '127.0.0.1';
      const host = address.includes(':') ? `[${address}]` : address;
      const port = req.socket.localPort;
      const page = await Promise.race([
        entry.renderMemberPage({
          path: req.path,
          apiOrigin: `http://${host}:${port}`,
          token: session.token,
          userId: session.userId,
          language: session.language,
          signal: abort.signal,
          reserve: () => this.reserve(),
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(timedOut), this.timeoutMs);
        }),
      ]);
      this.limits.count?.('rendered');
      return { ...page, userId: session.userId };
    } catch (error) {
      if ((error as Error).name === 'MemberPageShed') {
        this.limits.count?.('shed_renders');
        return undefined;
      }
      // A render given up on must not go on working (and holding memory) in the background.
      abort.abort(error);
      this.limits.count?.(abort.signal.reason === timedOut ? 'timed_out' : 'failed');
      // An expired or foreign session is normal (the app sends the member to the login page).
      this.logger.debug(`${req.path} not rendered: ${(error as Error).message}`);
      return undefined;
    } finally {
      clearTimeout(timer);
      this.admitted--;
    }
  }

  /** A place among the renders drawn at once, and how to give it back (once); none when full. */
  private reserve(): (() => void) | undefined {
    if (this.rendering >= this.limits.renderConcurrency) return undefined;
    this.rendering++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.rendering--;
    };
  }

  /**
   * Whether the event loop has been late over the last second: its median delay above
   * `maxEventLoopDelayMs`. The median, not a high percentile: one render is itself a long task
   * (50-300 ms on a busy 2-core machine) and must not stop the next; when the process is
   * overloaded every turn of the loop is late. Measured only once a member page was asked for.
   */
  private eventLoopIsLate(): boolean {
    const limit = this.limits.maxEventLoopDelayMs;
    if (limit <= 0) return false;
    if (this.limits.eventLoopDelayMs) return this.limits.eventLoopDelayMs() > limit;
    const now = performance.now();
    if (!this.delay) {
      this.delay = monitorEventLoopDelay({ resolution: 10 });
      this.delay.enable();
      this.windowStart = now;
      return false;
    }
    if (now - this.windowStart >= DELAY_WINDOW_MS) {
      this.recentDelayMs = this.delay.count > 0 ? this.delay.percentile(50) / 1e6 : 0;
      this.delay.reset();
      this.windowStart = now;
    }
    return this.recentDelayMs > limit;
  }

  private load(): Promise<ServerEntry | undefined> {
    this.entry ??= (import(pathToFileURL(this.entryFile).href) as Promise<ServerEntry>).then(
      (entry) => {
        this.paths = new Set(entry.serverRenderedPaths);
        return entry;
      },
      (error: unknown) => {
        this.logger.error(`Member pages will not be server-rendered: ${String(error)}`);
        return undefined;
      },
    );
    return this.entry;
  }
}

/**
 * 503 with Retry-After for a member page the server has no room for: a short page in the reader's
 * language for a browser, the API's error shape for anything else. Never cached.
 */
export function answerBusy(req: Request, res: Response): void {
  const fromCookie = readPageCookie(req.headers.cookie)?.language;
  const lang: Lang = isLang(fromCookie) ? fromCookie : languageOfRequest(req);
  const message = translate(lang, 'PAGE.BUSY');
  res.status(503);
  res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Language', lang);
  if (req.accepts(['html', 'json']) === 'html') {
    const again = translate(lang, 'PAGE.TRY_AGAIN');
    res
      .type('html')
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>AgroSense</title></head><body><main><h1>AgroSense</h1><p>${message}</p>` +
          `<p><a href="${encodeURI(req.path)}">${again}</a></p></main></body></html>`,
      );
    return;
  }
  res.json({ statusCode: 503, message, error: 'Service Unavailable', code: 'PAGE.BUSY' });
}
