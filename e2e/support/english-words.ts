import type { Page } from '@playwright/test';

/**
 * Latin-script words a Hindi or Gujarati reader would meet: every word with a lower-case letter,
 * after links, e-mail addresses and domain names are left out. All-capital words are official
 * acronyms written so in Hindi and Gujarati too (PM-KISAN, UPI, OTP, KVK); the names below are
 * ours or are names of things, not words to translate.
 */
export const ALLOWED_WORDS = new Set([
  'AgroSense',
  'AgroBot',
  // In the language menu, English is named in English: that is how its readers find it.
  'English',
  // An image format's name, as the phone's file picker shows it.
  'WebP',
]);

export function englishWordsIn(text: string): string[] {
  const stripped = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ');
  return (stripped.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter(
    // Official acronyms of e-services are written so everywhere: e-NAM, e-NWR.
    (w) => /[a-z]/.test(w) && !ALLOWED_WORDS.has(w) && !/^e-[A-Z0-9]+$/.test(w),
  );
}

/**
 * Everything on the page a reader can see or hear: visible text (screen-reader-only text too) and
 * the placeholder, label, title and alt texts of visible elements. What members wrote themselves
 * (a seller's crop name, a person's name, marked `data-user-text`) is theirs, in their language:
 * it is left out wherever it appears, in a label ("View details of <crop>") or an alt text too.
 */
export async function textsOnPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const isShown = (el: Element) =>
      !el.closest('[data-user-text], script, style, noscript, template') &&
      el.checkVisibility({ checkVisibilityCSS: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && node.textContent?.trim() && isShown(parent)) out.push(node.textContent);
    }
    for (const el of document.body.querySelectorAll(
      '[placeholder], [aria-label], [title], img[alt]',
    )) {
      if (!isShown(el)) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    const theirs = [...document.querySelectorAll('[data-user-text]')]
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean)
      .sort((a, b) => b.length - a.length);
    return out
      .map((text) => theirs.reduce((t, words) => t.split(words).join(' '), text))
      .join('\n');
  });
}
