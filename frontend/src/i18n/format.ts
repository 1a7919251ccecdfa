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

const hasPaise = (amount: number) => Math.round(Math.abs(amount) * 100) % 100 !== 0;

/**
 * Rupees as Indians write them, in the interface language: ₹2,650 and ₹1,20,000, with paise only
 * when there are some (₹25.50).
 */
export function formatRupees(amount: number, language?: string): string {
  return numberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: hasPaise(amount) ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An amount of rupees without the sign, for texts that write "₹" themselves: 1,850 or 18.50. */
export function formatAmount(amount: number, language?: string): string {
  return numberFormat(intlLocale(language), {
    minimumFractionDigits: hasPaise(amount) ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A number with Indian grouping (12,34,567.25), at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 2, language?: string): string {
  return numberFormat(intlLocale(language), { maximumFractionDigits }).format(value);
}

/**
 * A date (and optionally time) in the interface language: 23 Nov 2026, 6:40 pm / 23 नव॰ 2026,
 * शाम 6:40 / 23 નવે, 2026, 6:40 સાંજે. Hindi and Gujarati say the part of the day in words
 * (सुबह, शाम, રાત્રે), as people do, instead of "am" and "pm".
 */
export function formatDate(value: Date | string, withTime = false, language?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const locale = intlLocale(language);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
  if (!withTime) return day;
  const time = locale.startsWith('en')
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date)
    : new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
      }).format(date);
  return `${day}, ${time}`;
}

const CROP_UNITS = ['kg', 'lb', 'bunch', 'each', 'dozen'] as const;
type CropUnit = (typeof CROP_UNITS)[number];

/** A crop unit's name in the interface language ("किलो" for kg); an unknown unit as it came. */
export function unitName(unit: string, language?: string): string {
  if (!(CROP_UNITS as readonly string[]).includes(unit)) return unit;
  return i18n.t(`units.${unit as CropUnit}`, { lng: language ?? i18n.language });
}

/** A quantity and its unit as the reader says it: "12.5 किलो", "2 ડઝન", "1,200 kg". */
export function formatQuantity(quantity: number, unit: string, language?: string): string {
  return `${formatNumber(quantity, 3, language)} ${unitName(unit, language)}`;
}
