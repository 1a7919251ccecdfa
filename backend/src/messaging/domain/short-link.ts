/**
 * Short links in messages: `/o/<code>` where the code is the order's UUID in base 62 (22
 * characters instead of 36), so a Hindi SMS with its link stays within two parts.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CODE = /^[0-9A-Za-z]{1,22}$/;

export function uuidToCode(uuid: string): string {
  if (!UUID.test(uuid)) throw new Error(`not a UUID: ${uuid}`);
  let n = BigInt(`0x${uuid.replace(/-/g, '')}`);
  let code = '';
  while (n > 0n) {
    code = ALPHABET[Number(n % 62n)] + code;
    n /= 62n;
  }
  return code.padStart(22, '0');
}

/** The UUID of a code, or null for anything that is not one. */
export function codeToUuid(code: string): string | null {
  if (!CODE.test(code)) return null;
  let n = 0n;
  for (const ch of code) n = n * 62n + BigInt(ALPHABET.indexOf(ch));
  if (n >= 1n << 128n) return null;
  const hex = n.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
