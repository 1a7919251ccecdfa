import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';

/** The cookie the app writes for the member pages the server renders (frontend auth-storage.ts). */
export const PAGE_COOKIE = 'agrosense_page';

/** How long a render may take before the plain app page is sent instead. */
const RENDER_TIMEOUT_MS = 3000;

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
 * (the local address the request arrived on) with the member's token, so the API's rules decide what the page may show. Any
 * failure (no cookie, an expired session, a slow render) sends the plain app page instead, which
 * then works as before.
 */
export class MemberPageRenderer {
  private entry?: Promise<ServerEntry | undefined>;
  private paths: ReadonlySet<string>;
  private readonly logger = new Logger('MemberPages');

  private constructor(
    private readonly entryFile: string,
    paths: readonly string[],
  ) {
    this.paths = new Set(paths);
  }

  /** The renderer built next to `distDir`, or undefined when that build is not there. */
  static nextTo(distDir: string): MemberPageRenderer | undefined {
    const entryFile = join(distDir, '../dist-server/entry.mjs');
    if (!existsSync(entryFile)) return undefined;
    // The paths are known before the bundle is loaded (it is loaded on the first such request).
    return new MemberPageRenderer(entryFile, ['/LiveCropPricing', '/features/MarketAccess']);
  }

  handles(path: string): boolean {
    return this.paths.has(path);
  }

  async render(req: Request): Promise<RenderedMemberPage | undefined> {
    const session = readPageCookie(req.headers.cookie);
    if (!session || req.method !== 'GET' || Object.keys(req.query).length > 0) return undefined;
    // The render is laid out for phones; a browser that says it is not on one (Chromium's
    // low-entropy client hint, sent with every request) would only render the page afresh.
    if (req.headers['sec-ch-ua-mobile'] === '?0') return undefined;
    const entry = await this.load();
    if (!entry) return undefined;
    // This server's own API: the address and port the page request came in on.
    const address = req.socket.localAddress ?? '127.0.0.1';
    const host = address.includes(':') ? `[${address}]` : address;
    const port = req.socket.localPort;
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await Promise.race([
        entry.renderMemberPage({
          path: req.path,
          apiOrigin: `http://${host}:${port}`,
          token: session.token,
          userId: session.userId,
          language: session.language,
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), RENDER_TIMEOUT_MS);
        }),
      ]);
      return { ...page, userId: session.userId };
    } catch (error) {
      // An expired or foreign session is normal (the app sends the member to the login page).
      this.logger.debug(`${req.path} not rendered: ${(error as Error).message}`);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
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
