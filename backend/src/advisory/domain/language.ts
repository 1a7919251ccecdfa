export const ADVISORY_LANGUAGES = ['en', 'hi', 'gu'] as const;
export type AdvisoryLanguage = (typeof ADVISORY_LANGUAGES)[number];

/** The language a question is written in, by its script: Devanagari, Gujarati, else English. */
export function detectLanguage(text: string): AdvisoryLanguage {
  let devanagari = 0;
  let gujarati = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x0900 && c <= 0x097f) devanagari++;
    else if (c >= 0x0a80 && c <= 0x0aff) gujarati++;
  }
  if (gujarati > 0 && gujarati >= devanagari) return 'gu';
  if (devanagari > 0) return 'hi';
  return 'en';
}
