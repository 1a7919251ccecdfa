import {
  applyDecorators,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, of, type Observable } from 'rxjs';
import { parseAcceptLanguage } from '../../../i18n/language';
import { languageOfRequest } from '../../../i18n/request-language';
import { etagMatches } from '../http-caching';
import { chooseCoding } from './accept-encoding';
import { EncodedAnswer } from './encoded-answer';

export interface PublicAnswerPolicy {
  /** What the 200 answer is, for the API description. */
  type: Type<unknown>;
  /** Seconds any cache may reuse the answer without asking again (a change shows after it). */
  maxAge: number;
  /** The answer is in the reader's language (Accept-Language). */
  byLanguage: boolean;
}

/** Answers already in their final coding: the compression middleware leaves them alone. */
const preEncoded = new WeakSet<object>();

/** For the compression middleware's filter (create-app.ts). */
export function isPreEncoded(res: object): boolean {
  return preEncoded.has(res);
}

/** Request URLs whose last answer is remembered, per route (the oldest forgotten first). */
const SHORTCUTS = 256;
/** Longer URLs are not remembered (they are not the lists' own links). */
const SHORTCUT_URL_LENGTH = 256;

/**
 * Sends the EncodedAnswer a GET route returns (from PublicAnswers): 304 with no body for a
 * matching If-None-Match, else the copy in the best coding the client accepts (br, gzip,
 * identity), with its Content-Length, the ETag, `Cache-Control: public, max-age` and `Vary`.
 * Nothing is serialized or compressed per request. Errors pass through untouched (never
 * cached); any other value too (a route that returns one is not using this cache).
 *
 * A public answer depends only on the URL, the language and the origin (the route's promise),
 * and the pipes decide the same for the same URL, so the last answer for those is remembered
 * and, while current, sent again without running the pipes and the handler: validating the
 * query and looking the answer up again took over a third of the time of such a request. Only a
 * weak reference is kept: an answer PublicAnswers has let go of is not held here.
 */
export class PublicAnswerInterceptor implements NestInterceptor {
  private readonly cacheControl: string;
  private readonly vary: readonly string[];
  private readonly byLanguage: boolean;
  private readonly shortcuts = new Map<string, WeakRef<EncodedAnswer>>();

  constructor(policy: Pick<PublicAnswerPolicy, 'maxAge' | 'byLanguage'>) {
    if (!Number.isInteger(policy.maxAge) || policy.maxAge <= 0) {
      throw new Error(`maxAge must be a positive whole number of seconds, not ${policy.maxAge}`);
    }
    this.cacheControl = `public, max-age=${policy.maxAge}`;
    this.byLanguage = policy.byLanguage;
    this.vary = policy.byLanguage ? ['Accept-Language', 'Accept-Encoding'] : ['Accept-Encoding'];
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const shortcut = this.shortcutOf(req);
    const known = shortcut === null ? undefined : this.shortcuts.get(shortcut)?.deref();
    if (known?.current) return of(this.send(known, req, res));
    return next.handle().pipe(
      map((value) => {
        if (!(value instanceof EncodedAnswer)) return value;
        if (shortcut !== null) this.remember(shortcut, value);
        return this.send(value, req, res);
      }),
    );
  }

  /** Answers remembered now (for tests). */
  get remembered(): number {
    return this.shortcuts.size;
  }

  private shortcutOf(req: Request): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.originalUrl.length > SHORTCUT_URL_LENGTH) return null;
    const lang = this.byLanguage ? languageOfRequest(req) : '';
    return `${lang} ${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`;
  }

  private remember(shortcut: string, answer: EncodedAnswer): void {
    if (!answer.current) return;
    this.shortcuts.delete(shortcut);
    if (this.shortcuts.size >= SHORTCUTS) {
      this.shortcuts.delete(this.shortcuts.keys().next().value!);
    }
    this.shortcuts.set(shortcut, new WeakRef(answer));
  }

  private send(answer: EncodedAnswer, req: Request, res: Response): string | undefined {
    // Not the usual answer (a route that sets its own status): the JSON, as Nest would send it.
    if (res.statusCode !== 200 || res.headersSent) {
      if (!res.headersSent) res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return answer.json;
    }
    preEncoded.add(res);
    res.setHeader('Cache-Control', this.cacheControl);
    // Appended to what is there (the CORS middleware's `Origin`).
    for (const field of this.vary) res.vary(field);
    // Without a language of ours in Accept-Language a logged-in caller reads their profile's
    // language: then the answer depends on the token too (our app always sends the header).
    if (
      this.byLanguage &&
      req.headers.authorization !== undefined &&
      parseAcceptLanguage(req.headers['accept-language']) === null
    ) {
      res.vary('Authorization');
    }
    res.setHeader('ETag', answer.etag);
    if (etagMatches(req.headers['if-none-match'], answer.etag)) {
      // Nest keeps this status and sends nothing for undefined (Express drops the body headers).
      res.status(304);
      return undefined;
    }
    const { bytes, coding } = answer.body(chooseCoding(req.headers['accept-encoding']));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', bytes.length);
    // Sent here, in one write: Nest has no cheaper way to send bytes as they are (a
    // StreamableFile costs a stream per request, about a sixth of the time of this route). Nest
    // then ends the response once more with nothing, which Node ignores once it has ended.
    if (req.method === 'HEAD') res.end();
    else res.end(bytes);
    return undefined;
  }
}

/**
 * A public list answered from PublicAnswers: the route returns `answers.get(...)`, and this
 * sends it (see PublicAnswerInterceptor) and documents the 200, the headers and the 304.
 */
export const PublicAnswer = (policy: PublicAnswerPolicy) =>
  applyDecorators(
    UseInterceptors(new PublicAnswerInterceptor(policy)),
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'The ETag of the copy you have: 304 with no body while it is current',
    }),
    ApiOkResponse({
      type: policy.type,
      description: `The same for everybody${policy.byLanguage ? ' who reads the same language' : ''}; any cache may keep it for ${policy.maxAge} s`,
      headers: {
        ETag: { description: 'Strong validator of the JSON content', schema: { type: 'string' } },
        'Cache-Control': {
          schema: { type: 'string', example: `public, max-age=${policy.maxAge}` },
        },
        Vary: {
          schema: {
            type: 'string',
            example: policy.byLanguage ? 'Accept-Language, Accept-Encoding' : 'Accept-Encoding',
          },
        },
      },
    }),
    ApiResponse({
      status: 304,
      description: 'Not Modified: If-None-Match names the current ETag (no body)',
    }),
  );
