/**
 * Words a member can send back to stop or restart our messages (issue #24), in English, Hindi
 * and Gujarati, case and surrounding spaces ignored. Anything else is not a keyword.
 */
const STOP = new Set(['stop', 'unsubscribe', 'बंद', 'रोकें', 'બંધ']);
const START = new Set(['start', 'subscribe', 'चालू', 'શરૂ', 'ચાલુ']);

export function keywordOf(text: string): 'stop' | 'start' | null {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[.!।]+$/u, '');
  if (STOP.has(word)) return 'stop';
  if (START.has(word)) return 'start';
  return null;
}
