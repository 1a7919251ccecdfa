/**
 * Words a Hindi or Gujarati reader would meet in Latin letters: every Latin word with a lower-case
 * letter, after links, e-mail addresses and domain names are left out. All-capital words stay out
 * too: they are the official acronyms that are written so in Hindi and Gujarati as well (PM-KISAN,
 * NPK, UPI, KVK). Brand names of ours are allowed.
 */
const ALLOWED = new Set(['AgroSense', 'AgroBot']);
/** Official acronyms of e-services, written so everywhere: e-NAM, e-NWR. */
const E_ACRONYM = /^e-[A-Z0-9]+$/;

export function englishWordsIn(text: string): string[] {
  const stripped = text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ');
  return (stripped.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter(
    (w) => /[a-z]/.test(w) && !ALLOWED.has(w) && !E_ACRONYM.test(w),
  );
}
