import { createHash } from 'node:crypto';
import {
  StreamableFile,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * HTTP caching of JSON reads, in one place: `@Cacheable({ visibility, maxAge })` on a GET route
 * serializes its answer once, labels it with a strong ETag made from those bytes, says who may
 * keep it and for how long (Cache-Control, Vary), and answers a matching If-None-Match with an
 * empty 304. Other methods, other statuses and errors pass through untouched, so an error is
 * never stored by a cache.
 *
 * Express would otherwise make a weak ETag of every body itself (its default `etag` setting):
 * it does not when the answer already carries one, so the body is hashed once. The compression
 * middleware (create-app.ts) gzips the same bytes afterwards and adds `Vary: Accept-Encoding`.
 */
export interface CachePolicy {
  /**
   * `public`: the same answer for everybody (a shared cache or CDN may keep it). `private`: the
   * answer depends on the member asking (only their browser may keep it; `Vary: Authorization`).
   */
  visibility: 'public' | 'private';
  /** Seconds the answer may be reused without asking again; 0: ask every time (`no-cache`). */
  maxAge: number;
  /** Request headers the answer depends on besides the URL (e.g. `Accept-Language`). */
  vary?: readonly string[];
}

/** The Cache-Control value of a policy. */
export function cacheControlOf(policy: CachePolicy): string {
  return policy.maxAge > 0
    ? `${policy.visibility}, max-age=${policy.maxAge}`
    : `${policy.visibility}, no-cache`;
}

/** The request headers an answer under this policy varies by (private: the bearer token too). */
export function varyOf(policy: CachePolicy): string[] {
  const fields = [...(policy.vary ?? [])];
  if (policy.visibility === 'private') fields.push('Authorization');
  return fields.filter(
    (f, i) => fields.findIndex((g) => g.toLowerCase() === f.toLowerCase()) === i,
  );
}

/** A strong ETag of these bytes: the base64url SHA-1, quoted. */
export function strongEtag(bytes: string | Buffer): string {
  return `"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header matches the current ETag, so a GET gets 304 (RFC 9110
 * 13.1.2): `*` matches any current answer; otherwise one of the listed tags must be the same
 * opaque tag, `W/` or not (the weak comparison).
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const [, tag] of header.matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === opaque) return true;
  return false;
}

/** A JSON answer serialized once, with its ETag. A handler may return one (see the memo below). */
export class SerializedJson {
  private constructor(
    readonly text: string,
    readonly etag: string,
  ) {}

  static of(value: unknown): SerializedJson {
    const text = JSON.stringify(value);
    return new SerializedJson(text, strongEtag(text));
  }
}

/**
 * The JSON of values shared between requests (a cached page object is the same object for
 * everyone), made once per value and variant (e.g. the origin its links start with) and kept
 * for as long as the value lives.
 */
export class SerializedJsonMemo<K extends object> {
  private readonly byValue = new WeakMap<K, Map<string, SerializedJson>>();

  get(value: K, variant: string, answer: () => unknown): SerializedJson {
    let variants = this.byValue.get(value);
    if (!variants) this.byValue.set(value, (variants = new Map()));
    let json = variants.get(variant);
    if (!json) variants.set(variant, (json = SerializedJson.of(answer())));
    return json;
  }
}

/** What `@Cacheable` binds to a route; see CachePolicy. */
export class HttpCachingInterceptor implements NestInterceptor {
  private readonly cacheControl: string;
  private readonly vary: string[];

  constructor(policy: CachePolicy) {
    if (!Number.isInteger(policy.maxAge) || policy.maxAge < 0) {
      throw new Error(`maxAge must be a whole number of seconds, not ${policy.maxAge}`);
    }
    this.cacheControl = cacheControlOf(policy);
    this.vary = varyOf(policy);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next.handle();
    // An exception skips map(): its answer goes out without any of these headers.
    return next.handle().pipe(map((value) => this.answer(value, req, res)));
  }

  private answer(value: unknown, req: Request, res: Response): unknown {
    if (res.statusCode !== 200 || res.headersSent || !isJson(value)) return value;
    const json = value instanceof SerializedJson ? value : SerializedJson.of(value);
    res.setHeader('Cache-Control', this.cacheControl);
    for (const field of this.vary) res.vary(field);
    res.setHeader('ETag', json.etag);
    if (etagMatches(req.headers['if-none-match'], json.etag)) {
      // Nest keeps this status and sends nothing for undefined; Express drops Content-Type and
      // Content-Length of a 304 (and would answer 304 itself for this ETag anyway).
      res.status(304);
      return undefined;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    // A string goes out as it is (Express does not hash it again: the ETag is set).
    return json.text;
  }
}

function isJson(value: unknown): boolean {
  if (value instanceof SerializedJson) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof StreamableFile) &&
    !ArrayBuffer.isView(value)
  );
}

/**
 * Serializes a GET route's JSON answer once, with a strong ETag, Cache-Control and Vary from the
 * policy, and answers 304 to a matching If-None-Match. Never `public` for an answer that depends
 * on who asks.
 */
export const Cacheable = (policy: CachePolicy) =>
  UseInterceptors(new HttpCachingInterceptor(policy));
