import type { Request } from 'express';
import type { AppConfig } from '../config/app-config';

/** Makes "/api/images/…" absolute: from PUBLIC_URL when set, else from the request's own host. */
/** The origin links in an answer start with: PUBLIC_URL, else the request's own. */
export function publicBase(config: AppConfig, req: Request): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function absoluteUrlMaker(config: AppConfig, req: Request): (url: string) => string {
  const base = publicBase(config, req);
  return (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
}
