import type { Request } from 'express';

/**
 * A page anyone may open whose content the server knows (a listing shared on WhatsApp), sent
 * with its own title, description and Open Graph / Twitter card tags, and its content as plain
 * HTML inside the app's root element: a link preview and a slow phone both see it before any
 * script runs; the app then starts as on any page and draws the interactive page in its place
 * (docs/adr/0012-shared-listing-pages.md).
 */
export interface PublicPage {
  /** 200 for a page, 404 when what the address names is not there (the app says so). */
  status: 200 | 404;
  language: string;
  title: string;
  /** Tags for the head (already escaped): description, canonical link, og:*, twitter:*. */
  head: string;
  /** The content as plain HTML (already escaped), placed inside #root. */
  body: string;
}

/** A kind of public page: which addresses it draws, and how. */
export interface PublicPageSource {
  handles(path: string): boolean;
  render(req: Request, language: string): Promise<PublicPage>;
}

/** Text for HTML content. */
export function htmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text for a double-quoted HTML attribute. */
export function htmlAttribute(value: string): string {
  return htmlText(value).replace(/"/g, '&quot;');
}
