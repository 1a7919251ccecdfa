import type { Request } from 'express';
import type { AppConfig } from '../config/app-config';

/**
 * Where links in mails point: PUBLIC_URL (production refuses to start without it), else this
 * server on localhost. Never the request's Host header, which the sender chooses: a forged one
 * would put an attacker's address into a mail sent by us.
 */
export function mailLinkBase(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/**
 * The origin image URLs in an API answer start with: PUBLIC_URL. Only outside production without
 * PUBLIC_URL (a local install reached as localhost or by its LAN address) the request's own
 * origin, so the answer works wherever its reader reached the server; it goes back to that same
 * reader only, and the market page cache keeps one copy per origin.
 */
export function answerBase(config: AppConfig, req: Request): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.isProduction) throw new Error('PUBLIC_URL is required in production');
  return `${req.protocol}://${req.get('host') ?? `localhost:${config.port}`}`;
}

export function absoluteUrlMaker(config: AppConfig, req: Request): (url: string) => string {
  const base = answerBase(config, req);
  return (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
}
