import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { strongEtag } from '../../shared/http/http-caching';
import { Public } from '../../shared/auth/public.decorator';
import { AppConfig } from '../../shared/config/app-config';
import { htmlText } from '../../shared/http/public-pages';
import { answerBase } from '../../shared/http/public-url';
import { CropListingsService } from '../application/crop-listings.service';
import { PRODUCT_PAGE_PREFIX } from './listing-page';

/**
 * The app's pages anyone may open without an account (frontend src/app/routes.tsx, outside
 * RequireAuth), for search engines. Member pages are left out: a crawler would only see the
 * login page.
 */
export const PUBLIC_PAGES = ['/', '/About', '/ContactUs', '/Feature', '/Signup', '/Login'] as const;

type SerializedXml = { text: string; etag: string };

/** One sitemap file holds at most 50,000 addresses (sitemaps.org). */
const SITEMAP_MAX = 50_000;

/**
 * /sitemap.xml and /robots.txt, for discovery by search engines: the public pages and the product
 * page of every listing that can be bought now, read from the database on each request, so a new
 * listing is in it at once (docs/api.md, "Sharing and discovery").
 */
@ApiExcludeController()
@Public()
@Controller()
export class DiscoveryController {
  /**
   * The XML of each list of listings on sale (the market cache's, the same object until the
   * market changes), per origin: a crawler that asks again costs no database read or rendering.
   */
  private readonly xml = new WeakMap<object, Map<string, SerializedXml>>();

  constructor(
    private readonly crops: CropListingsService,
    private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async sitemap(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    const base = answerBase(this.config, req);
    const listings = await this.crops.onSale(SITEMAP_MAX - PUBLIC_PAGES.length);
    let byBase = this.xml.get(listings);
    if (!byBase) this.xml.set(listings, (byBase = new Map()));
    let xml = byBase.get(base);
    if (xml === undefined) {
      const text = this.render(base, listings);
      byBase.set(base, (xml = { text, etag: strongEtag(text) }));
    }
    // Set here, Express does not hash the megabyte again, and answers If-None-Match with 304.
    res.setHeader('ETag', xml.etag);
    return xml.text;
  }

  private render(base: string, listings: readonly { id: string; updatedAt: Date }[]): string {
    const url = (loc: string, lastmod?: Date) =>
      `<url><loc>${htmlText(base + loc)}</loc>` +
      (lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '') +
      `</url>`;
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
      PUBLIC_PAGES.map((page) => url(page)).join('') +
      listings.map((l) => url(`${PRODUCT_PAGE_PREFIX}${l.id}`, l.updatedAt)).join('') +
      `</urlset>\n`
    );
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(@Req() req: Request): string {
    return [
      'User-agent: *',
      // The API is for the app and integrators; pages are what people search for.
      'Disallow: /api/',
      `Sitemap: ${answerBase(this.config, req)}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
