import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { strongEtag } from '../http-caching';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The content codings an answer is kept in, best first. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * One JSON answer in every coding we send, made once: the JSON text, its gzip and Brotli
 * copies and its strong ETag. The copies are squeezed at the highest settings because they are
 * made once per list and version and then sent thousands of times, to phones on slow links.
 * The ETag names the JSON content, the same for every coding (as when the compression
 * middleware gzipped the answer per request), so a client that switches codings still gets a
 * 304; no range requests are served, so nothing depends on the bytes of one coding.
 */
export class EncodedAnswer {
  private retired = false;
  private expiresAt = Number.POSITIVE_INFINITY;

  private constructor(
    readonly etag: string,
    private readonly codings: Readonly<Record<ContentCoding, Buffer>>,
  ) {}

  static async of(value: unknown): Promise<EncodedAnswer> {
    const json = Buffer.from(JSON.stringify(value), 'utf8');
    const [br, gz] = await Promise.all([
      brotli(json, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
        },
      }),
      gzipped(json, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A tiny answer can come out larger compressed: then it is only ever sent as it is.
    return new EncodedAnswer(strongEtag(json), {
      identity: json,
      br: br.length < json.length ? br : json,
      gzip: gz.length < json.length ? gz : json,
    });
  }

  /** The bytes to send for a coding, and the coding they are really in. */
  body(coding: ContentCoding): { bytes: Buffer; coding: ContentCoding } {
    const bytes = this.codings[coding];
    return { bytes, coding: bytes === this.codings.identity ? 'identity' : coding };
  }

  /** The JSON text (what the client decodes any coding to). */
  get json(): string {
    return this.codings.identity.toString('utf8');
  }

  /**
   * Whether this is still the current answer (PublicAnswers retires it when its data changes or
   * it leaves the cache), so a copy kept elsewhere may still be sent.
   */
  get current(): boolean {
    return !this.retired && Date.now() < this.expiresAt;
  }

  /** No longer current from `at` (epoch milliseconds) on. */
  expireAt(at: number): void {
    this.expiresAt = Math.min(this.expiresAt, at);
  }

  /** No longer current. */
  retire(): void {
    this.retired = true;
  }

  /** Memory this answer holds, for the cache's bound. */
  get size(): number {
    const { identity, br, gzip: gz } = this.codings;
    return identity.length + (br === identity ? 0 : br.length) + (gz === identity ? 0 : gz.length);
  }
}
