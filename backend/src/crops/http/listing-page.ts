import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { formatAmount, formatQuantity } from '../../i18n/format';
import { isLang, DEFAULT_LANG, type Lang } from '../../i18n/language';
import type { MessageKey } from '../../i18n/messages.en';
import { translate } from '../../i18n/translate';
import { AppConfig } from '../../shared/config/app-config';
import { NotFoundError } from '../../shared/domain/domain-error';
import {
  htmlAttribute,
  htmlText,
  type PublicPage,
  type PublicPageSource,
} from '../../shared/http/public-pages';
import { absoluteUrlMaker, answerBase } from '../../shared/http/public-url';
import { ImageStorage } from '../../shared/images/image-storage';
import { CropListingsService } from '../application/crop-listings.service';
import { CropNameBook } from '../application/ports/crop-name-book';
import type { ListedCrop } from '../application/ports/crop-listing.repository';

/** The product page's address (frontend src/app/paths.ts, `market.product`). */
export const PRODUCT_PAGE_PREFIX = '/features/MarketAccess/product/';
const MARKET_PAGE = '/features/MarketAccess';
const LOGIN_PAGE = '/login';

/** Addresses longer than this name no listing (ids are UUIDs or CRP-XXXXXX). */
const MAX_ID_LENGTH = 64;

/**
 * A listing's product page as anyone sees it, a link preview included: what an anonymous reader
 * of GET /api/crops/{id} gets (no mobile), with the crop name, price per unit, place and first
 * photo in the title, description and Open Graph / Twitter card tags, in the reader's language
 * (docs/adr/0012-shared-listing-pages.md).
 */
@Injectable()
export class ListingPages implements PublicPageSource {
  constructor(
    private readonly crops: CropListingsService,
    private readonly storage: ImageStorage,
    private readonly names: CropNameBook,
    private readonly config: AppConfig,
  ) {}

  handles(path: string): boolean {
    if (!path.startsWith(PRODUCT_PAGE_PREFIX)) return false;
    const id = path.slice(PRODUCT_PAGE_PREFIX.length);
    return id.length > 0 && id.length <= MAX_ID_LENGTH && !id.includes('/');
  }

  async render(req: Request, language: string): Promise<PublicPage> {
    const lang: Lang = isLang(language) ? language : DEFAULT_LANG;
    let id: string;
    try {
      id = decodeURIComponent(req.path.slice(PRODUCT_PAGE_PREFIX.length));
    } catch {
      return this.notFound(lang);
    }
    let found: ListedCrop;
    try {
      found = await this.crops.view(undefined, id);
    } catch (error) {
      if (error instanceof NotFoundError) return this.notFound(lang);
      throw error;
    }
    return this.page(found, lang, req);
  }

  private page({ listing, seller }: ListedCrop, lang: Lang, req: Request): PublicPage {
    const t = (key: MessageKey, params?: Record<string, string | number>) =>
      translate(lang, key, params);
    const absolute = absoluteUrlMaker(this.config, req);
    const own = this.names.namesOf(listing.name)?.[lang];
    // The seller's own words first; the crop's name in the reader's language beside them.
    const name =
      own && own.toLowerCase() !== listing.name.toLowerCase()
        ? `${listing.name} (${own})`
        : listing.name;
    const unit = t(`UNIT.${listing.unit}` as MessageKey);
    // The product page shows the price with its paise (2 decimals), as the spec has it.
    const price = formatAmount(Number(listing.price).toFixed(2), lang);
    const quantity = formatQuantity(listing.quantity, lang);
    const place = seller.state || '-';
    const title = t('LISTING_PAGE.TITLE', { name, price, unit });
    const description = t('LISTING_PAGE.DESCRIPTION', { name, place, price, quantity, unit });
    const url = `${answerBase(this.config, req)}${PRODUCT_PAGE_PREFIX}${encodeURIComponent(listing.id)}`;
    const image = listing.images[0];
    const imageUrl = image ? absolute(this.storage.url(image.detail)) : undefined;
    const meta = (attr: 'name' | 'property', key: string, value: string) =>
      `<meta ${attr}="${key}" content="${htmlAttribute(value)}">`;
    const head = [
      meta('name', 'description', description),
      `<link rel="canonical" href="${htmlAttribute(url)}">`,
      meta('property', 'og:type', 'product'),
      meta('property', 'og:site_name', 'AgroSense'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:locale', { en: 'en_IN', hi: 'hi_IN', gu: 'gu_IN' }[lang]),
      ...(imageUrl
        ? [
            meta('property', 'og:image', imageUrl),
            meta('property', 'og:image:alt', listing.name),
            meta('property', 'product:price:amount', Number(listing.price).toFixed(2)),
            meta('property', 'product:price:currency', 'INR'),
          ]
        : [
            meta('property', 'product:price:amount', Number(listing.price).toFixed(2)),
            meta('property', 'product:price:currency', 'INR'),
          ]),
      meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
    ].join('');
    const fact = (label: MessageKey, value: string) =>
      `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;font-weight:600">${htmlText(t(label))}</th><td style="padding:4px 0">${htmlText(value)}</td></tr>`;
    const available = listing.status === 'Available' && Number(listing.quantity) > 0;
    const login = `${LOGIN_PAGE}?next=${encodeURIComponent(req.path)}`;
    const body =
      `<main style="max-width:720px;margin:0 auto;padding:16px;font-family:system-ui,sans-serif;line-height:1.5">` +
      `<p><a href="${MARKET_PAGE}">${htmlText(t('LISTING_PAGE.MARKET'))}</a></p>` +
      (imageUrl
        ? `<img src="${htmlAttribute(imageUrl)}" alt="${htmlAttribute(listing.name)}" width="480" height="360" style="width:100%;max-width:480px;height:auto;border-radius:8px;background:#eef3e8">`
        : '') +
      `<h1 style="font-size:1.75rem;margin:12px 0 4px;overflow-wrap:anywhere">${htmlText(name)}</h1>` +
      `<p style="font-size:1.5rem;font-weight:800;margin:0 0 12px">${htmlText(t('LISTING_PAGE.PRICE', { price, unit }))}</p>` +
      `<p style="overflow-wrap:anywhere">${htmlText(listing.description.trim() || t('LISTING_PAGE.NO_DESCRIPTION'))}</p>` +
      `<table style="border-collapse:collapse;margin:12px 0"><tbody>` +
      fact('LISTING_PAGE.CATEGORY', t(`CATEGORY.${listing.category}` as MessageKey)) +
      fact('LISTING_PAGE.QUANTITY', `${quantity} ${unit}`) +
      fact('LISTING_PAGE.ORGANIC', t(listing.organic ? 'LISTING_PAGE.YES' : 'LISTING_PAGE.NO')) +
      fact(
        'LISTING_PAGE.STATUS',
        t(available ? 'LISTING_PAGE.AVAILABLE' : 'LISTING_PAGE.NOT_AVAILABLE'),
      ) +
      fact('LISTING_PAGE.CROP_ID', listing.cropId) +
      fact('LISTING_PAGE.SELLER', seller.name || '-') +
      fact('LISTING_PAGE.LOCATION', place) +
      `</tbody></table>` +
      `<p><a href="${htmlAttribute(login)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#2e7d32;color:#fff;font-weight:700;text-decoration:none">${htmlText(t('LISTING_PAGE.LOG_IN_TO_BUY'))}</a></p>` +
      `</main>`;
    return { status: 200, language: lang, title, head, body };
  }

  private notFound(lang: Lang): PublicPage {
    const title = `${translate(lang, 'LISTING_PAGE.NOT_FOUND')} | AgroSense`;
    return {
      status: 404,
      language: lang,
      title,
      head: `<meta name="robots" content="noindex">`,
      body:
        `<main style="max-width:720px;margin:0 auto;padding:16px;font-family:system-ui,sans-serif">` +
        `<h1>${htmlText(translate(lang, 'LISTING_PAGE.NOT_FOUND'))}</h1>` +
        `<p>${htmlText(translate(lang, 'LISTING_PAGE.NOT_FOUND_TEXT'))}</p>` +
        `<p><a href="${MARKET_PAGE}">${htmlText(translate(lang, 'LISTING_PAGE.MARKET'))}</a></p>` +
        `</main>`,
    };
  }
}
