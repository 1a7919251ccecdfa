import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every mail in a test app's outbox to `to`, oldest first, as decoded text (headers + body). */
export function outboxMailsTo(dataDir: string, to: string): string[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(`-${to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`))
    .sort()
    .map((f) => decodeQuotedPrintable(readFileSync(join(dir, f), 'utf8')));
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links and headers. */
function decodeQuotedPrintable(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
