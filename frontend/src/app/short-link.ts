/**
 * Short links in the messages to members' phones: `/o/<code>`, the order's UUID in base 62 (the
 * server's messaging/domain/short-link.ts makes them). The server answers them with a redirect;
 * when the app's service worker answers the navigation instead, this route reads the code.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The order id in a short link's code, or null for anything that is not one. */
export function orderIdOfCode(code: string): string | null {
  if (!/^[0-9A-Za-z]{1,22}$/.test(code)) return null;
  let n = 0n;
  for (const ch of code) n = n * 62n + BigInt(ALPHABET.indexOf(ch));
  if (n >= 1n << 128n) return null;
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
