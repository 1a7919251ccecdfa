/**
 * An amount as people write it: digits, optionally a minus, optionally one dot with digits after
 * it. Not "1e5" (would be 1 or 100000), "0x10" (16), " 5", "5.", ".5", "+5", "5,000",
 * "Infinity" or "NaN": each of those is refused rather than read as some other number.
 */
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface PlainDecimal {
  /** Canonical text: no leading zeros, no trailing zeros after the dot ("007.50" is "7.5"). */
  text: string;
  value: number;
  /** Digits after the dot that matter ("2.50" has 1). */
  decimals: number;
}

/**
 * Reads `input` (text, or a number from JSON) as a plain decimal; null when it is written any
 * other way. A JSON number is read from its shortest text, so 0.1 + 0.2 (0.30000000000000004)
 * has 17 decimals and 1e21 is not plain.
 */
export function readPlainDecimal(input: unknown): PlainDecimal | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return null;
  }
  const match = PLAIN.exec(text);
  if (!match) return null;
  const [, sign, wholeDigits, fractionDigits = ''] = match;
  const whole = wholeDigits!.replace(/^0+(?=\d)/, '');
  const fraction = fractionDigits.replace(/0+$/, '');
  const value = Number(text);
  const negative = sign === '-' && value !== 0;
  return {
    text: `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
    value: value === 0 ? 0 : value,
    decimals: fraction.length,
  };
}
