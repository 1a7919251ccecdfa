import type { Lang } from './language';

// Digits with at most one dot ("1300.00"): not "1e3" or "0x10", which Number() would also read.
const PLAIN_AMOUNT = /^-?\d+(\.\d+)?$/;

const formats = new Map<string, Intl.NumberFormat>();
function amountFormat(lang: Lang, paise: boolean): Intl.NumberFormat {
  const key = `${lang}|${paise}`;
  let format = formats.get(key);
  if (!format) {
    // en-IN, hi-IN, gu-IN: lakhs and crores grouped the Indian way, in the digits people use.
    format = new Intl.NumberFormat(`${lang}-IN`, {
      minimumFractionDigits: paise ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Rupees as Indians write them, without the sign, for texts that write "₹" themselves: 1,300,
 * 1,20,000 and, only when there are paise, 25.50. Money held as text ("1300.00") is read as a
 * number first; anything not written so comes back as it was. For people only: a wire
 * format (a UPI link's amount, always "1300.00") keeps its own.
 */
export function formatAmount(amount: number | string, lang: Lang): string {
  const value =
    typeof amount === 'number' ? amount : PLAIN_AMOUNT.test(amount) ? Number(amount) : Number.NaN;
  if (!Number.isFinite(value)) return String(amount);
  const paise = Math.round(Math.abs(value) * 100) % 100 !== 0;
  return amountFormat(lang, paise).format(value);
}

const quantityFormats = new Map<Lang, Intl.NumberFormat>();

/**
 * A quantity as Indians write it, in the reader's language: 1,200 and 1,20,000, decimals only as
 * many as it has (2.5 kg, not 2.50). Anything that is not a plain number comes back as it was.
 */
export function formatQuantity(quantity: number | string, lang: Lang): string {
  const value =
    typeof quantity === 'number'
      ? quantity
      : PLAIN_AMOUNT.test(quantity)
        ? Number(quantity)
        : Number.NaN;
  if (!Number.isFinite(value)) return String(quantity);
  let format = quantityFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(`${lang}-IN`, { maximumFractionDigits: 2 });
    quantityFormats.set(lang, format);
  }
  return format.format(value);
}
