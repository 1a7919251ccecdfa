/** The languages every text a user can see comes in (issue #9). */
export const LANGS = ['en', 'hi', 'gu'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** A profile's language ("Hindi", as stored with the user) as a language code ("hi"). */
export function fromProfileLanguage(language: string | null | undefined): Lang | null {
  switch (language) {
    case 'English':
      return 'en';
    case 'Hindi':
      return 'hi';
    case 'Gujarati':
      return 'gu';
    default:
      return null;
  }
}

/**
 * The best of our languages for an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"): ranges by
 * q-value (q=0 means "not this one"), a region ("gu-IN") matching its language; a wildcard or
 * nothing we speak gives null, so the caller can fall back to the user's profile.
 */
export function parseAcceptLanguage(header: string | string[] | null | undefined): Lang | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const ranges = value
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (isLang(primary)) return primary;
  }
  return null;
}
