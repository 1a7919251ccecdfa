import type { Language } from './stored-language';

// Hindi and Gujarati are drawn with Noto Sans Devanagari / Noto Sans Gujarati shipped with the
// app (no font CDN). Only the script's own subset in regular and bold is declared (unicode-range,
// about 37-60 KB a file as woff2), and only once someone picks that language: English readers
// download no font at all, and the browser fetches a file only when text needs its glyphs.
const scriptFonts: Partial<Record<Language, () => Promise<unknown>>> = {
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
};

const loaded = new Set<Language>();

/** Declares the fonts of a language's script; later calls for the same language do nothing. */
export async function loadScriptFont(language: Language): Promise<void> {
  const load = scriptFonts[language];
  if (!load || loaded.has(language)) return;
  loaded.add(language);
  try {
    await load();
  } catch {
    // Offline before the stylesheet was cached: the phone's own fonts draw the text.
    loaded.delete(language);
  }
}
