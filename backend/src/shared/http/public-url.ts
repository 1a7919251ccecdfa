import type { Request } from 'express';
import type { AppConfig } from '../config/app-config';

/** Makes "/api/images/…" absolute: from PUBLIC_URL when set, else from the request's own host. */
export function absoluteUrlMaker(config: AppConfig, req: Request): (url: string) => string {
  const base = config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  return (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
}
