/**
 * One mandi (APMC market) price report: what a commodity of a variety and grade fetched in one
 * market on one day, in rupees per quintal (100 kg). Keyed by all of its place/product/day fields,
 * so the same report fetched twice is the same row.
 */
export interface MarketPrice {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  grade: string;
  /** ISO date, YYYY-MM-DD. */
  arrivalDate: string;
  minPrice: number;
  maxPrice: number;
  modalPrice: number;
}

/** A record as the government open-data API sends it: every value a string (or sometimes a number). */
export interface RawPriceRecord {
  state?: unknown;
  district?: unknown;
  market?: unknown;
  commodity?: unknown;
  variety?: unknown;
  grade?: unknown;
  arrival_date?: unknown;
  min_price?: unknown;
  max_price?: unknown;
  modal_price?: unknown;
}

export const MAX_TEXT_FIELD = 120;
export const MAX_PRICE_PER_QUINTAL = 10_000_000;

/** "2,800" / "2800.50" / 2800 -> 2800 / 2800.5; anything else -> null. */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return n <= MAX_PRICE_PER_QUINTAL ? n : null;
}

/** "29/08/2026" -> "2026-08-29"; also accepts ISO "2026-08-29". Impossible dates -> null. */
export function parseArrivalDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  let day: number, month: number, year: number;
  if (m) {
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else {
    m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!m) return null;
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    year < 2000
  ) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

function text(value: unknown, required: boolean): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return required ? null : '';
  const t = String(value).replace(/\s+/g, ' ').trim();
  if (t.length > MAX_TEXT_FIELD) return null;
  if (required && t === '') return null;
  return t;
}

/**
 * A raw record as a price report, or null when it cannot be one (a missing place, product or date,
 * unreadable prices, or min > max). Variety and grade may be blank. A modal price outside min..max
 * is kept as reported: markets do publish those.
 */
export function toMarketPrice(raw: RawPriceRecord): MarketPrice | null {
  const state = text(raw.state, true);
  const district = text(raw.district, true);
  const market = text(raw.market, true);
  const commodity = text(raw.commodity, true);
  const variety = text(raw.variety, false);
  const grade = text(raw.grade, false);
  const arrivalDate = parseArrivalDate(raw.arrival_date);
  const minPrice = parsePrice(raw.min_price);
  const maxPrice = parsePrice(raw.max_price);
  const modalPrice = parsePrice(raw.modal_price);
  if (
    state === null ||
    district === null ||
    market === null ||
    commodity === null ||
    variety === null ||
    grade === null ||
    arrivalDate === null ||
    minPrice === null ||
    maxPrice === null ||
    modalPrice === null ||
    minPrice > maxPrice
  ) {
    return null;
  }
  return {
    state,
    district,
    market,
    commodity,
    variety,
    grade,
    arrivalDate,
    minPrice,
    maxPrice,
    modalPrice,
  };
}

/** The key that makes two reports the same report. */
export function priceKey(p: MarketPrice): string {
  return [p.state, p.district, p.market, p.commodity, p.variety, p.grade, p.arrivalDate].join(
    '\u0000',
  );
}

/** Rupees per quintal -> rupees per kilogram (1 quintal = 100 kg). */
export function perKilogram(pricePerQuintal: number): number {
  return Math.round(pricePerQuintal) / 100;
}

export type PriceSort = 'modal_asc' | 'modal_desc';
export const PRICE_SORTS: readonly PriceSort[] = ['modal_asc', 'modal_desc'];
export const PRICE_PAGE_SIZE = 40;
