/**
 * How many SMS a text costs. GSM-7 texts take 160 characters in one SMS and 153 per part when
 * split; one character outside GSM-7 (any Devanagari or Gujarati letter) makes the whole text
 * UCS-2: 70, then 67 per part. `^{}[]~\|€` take two GSM-7 places (the escape).
 * Source: Exotel's developer docs on Unicode and long SMS (docs/messaging.md).
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM7_BASIC.includes(ch) && !GSM7_EXTENDED.includes(ch)) return false;
  return true;
}

export function smsSegments(text: string): {
  encoding: 'gsm7' | 'ucs2';
  units: number;
  segments: number;
} {
  if (isGsm7(text)) {
    let units = 0;
    for (const ch of text) units += GSM7_EXTENDED.includes(ch) ? 2 : 1;
    return { encoding: 'gsm7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 code units: a character outside the BMP (an emoji) takes two.
  const units = text.length;
  return { encoding: 'ucs2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
