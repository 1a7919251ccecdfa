import { i18n } from './i18n';

/** The Intl locale of an interface language: en-IN, hi-IN or gu-IN (Indian digit grouping). */
export function intlLocale(language: string = i18n.language): string {
  return `${(language || 'en').split('-')[0]}-IN`;
}

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** Rupees as Indians write them, in the interface language: ₹1,00,000.00 */
export function formatRupees(amount: number, language?: string): string {
  return numberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A number with Indian grouping (12,34,567.25), at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 2, language?: string): string {
  return numberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
}

/** A date (and optionally time) in the interface language: 23 Nov 2026 / 23 नव॰ 2026. */
export function formatDate(value: Date | string, withTime = false, language?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
