import { i18n } from './i18n';

/** The Intl locale of an interface language: en-IN, hi-IN or gu-IN (Indian digit grouping). */
export function intlLocale(language: string = i18n.language): string {
  return `${(language || 'en').split('-')[0]}-IN`;
}

// Making an Intl formatter costs far more than using one (about a millisecond on a slow phone, and
// a page of cards formats hundreds of amounts and dates): each is made once per locale and options.
function madeOnce<Options, Format>(
  make: (locale: string, options: Options) => Format,
): (locale: string, options: Options) => Format {
  const made = new Map<string, Format>();
  return (locale, options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

const numberFormat = madeOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

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
  const day = dateFormat(locale, { dateStyle: 'medium' }).format(date);
  if (!withTime) return day;
  return `${day}, ${formatTime(date, locale)}`;
}

/** 6:40 pm / शाम 6:40 / 6:40 સાંજે. */
function formatTime(date: Date, locale: string): string {
  return locale.startsWith('en')
    ? dateFormat(locale, { timeStyle: 'short' }).format(date)
    : dateFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
      }).format(date);
}

/** Up to this many days back a date reads as "today", "yesterday", "3 days ago"; then as a date. */
export const RELATIVE_DAY_LIMIT = 7;

/** Whole calendar days from `date` to `now` on the reader's clock (0 today, 1 yesterday). */
function calendarDaysBetween(date: Date, now: Date): number {
  // Midnight to midnight in UTC of the local calendar dates: a day is always 24 hours there.
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(now) - day(date)) / 86_400_000);
}

const relativeFormat = madeOnce(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

export type RelativeDayOptions = {
  language?: string;
  /** Today, yesterday: with the time of day ("today, 6:40 pm"); older ones as a date and time. */
  withTime?: boolean;
  /** The reader's "now"; the clock's by default. */
  now?: Date;
};

/**
 * How long ago something happened, as people say it, with whether it was said relatively:
 * "today", "yesterday", "3 days ago" (आज, कल, परसों, 3 दिन पहले / આજે, ગઈકાલે, 3 દિવસ પહેલાં),
 * and the date itself beyond a week, when "23 days ago" would only make the reader count back.
 * With `withTime`, today and yesterday keep their time of day and older ones the whole date and
 * time, so nothing exact is lost. A time a little ahead of the reader's clock (a server running a
 * few minutes fast) is today; a later one, a date.
 */
export function describeDay(
  value: Date | string,
  { language, withTime = false, now = new Date() }: RelativeDayOptions = {},
): { text: string; relative: boolean } {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return { text: String(value), relative: false };
  const locale = intlLocale(language);
  const rawDays = calendarDaysBetween(date, now);
  const days = rawDays < 0 && date.getTime() - now.getTime() < 3_600_000 ? 0 : rawDays;
  const limit = withTime ? 1 : RELATIVE_DAY_LIMIT;
  if (days < 0 || days > limit)
    return { text: formatDate(date, withTime, language), relative: false };
  const day = relativeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
  if (!withTime) return { text: day, relative: true };
  return { text: `${day}, ${formatTime(date, locale)}`, relative: true };
}

/** `describeDay`'s text: "today", "yesterday", "3 days ago", or the date beyond a week. */
export function formatRelativeDay(value: Date | string, options?: RelativeDayOptions): string {
  return describeDay(value, options).text;
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
