import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { DEFAULT_LANG, isLang, parseAcceptLanguage, type Lang } from './language';

interface RequestLike {
  headers?: Record<string, string | string[] | undefined>;
  user?: { language?: unknown };
}

/**
 * The language to answer a request in: its Accept-Language header when it names one of ours,
 * else the logged-in caller's profile language (AuthGuard reads it with the session), else English.
 */
export function languageOfRequest(req: RequestLike | undefined | null): Lang {
  const fromHeader = parseAcceptLanguage(req?.headers?.['accept-language']);
  if (fromHeader) return fromHeader;
  const profile = req?.user?.language;
  return isLang(profile) ? profile : DEFAULT_LANG;
}

/** The request's language as a handler parameter: `@RequestLang() lang: Lang`. */
export const RequestLang = createParamDecorator((_data: unknown, ctx: ExecutionContext): Lang =>
  languageOfRequest(ctx.switchToHttp().getRequest<RequestLike>()),
);

/** Only what the request's Accept-Language asks for (null when it names none of ours). */
export const AcceptedLang = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Lang | null =>
    parseAcceptLanguage(ctx.switchToHttp().getRequest<RequestLike>().headers?.['accept-language']),
);
