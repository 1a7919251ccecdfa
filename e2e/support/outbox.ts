import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The app under test writes its mails as .eml files to DATA_DIR/outbox (no SMTP_URL is set).
const outbox = join(process.env.E2E_DATA_DIR ?? join(__dirname, '../.artifacts/data'), 'outbox');

/** Every mail to `to` so far, oldest first, with quoted-printable line breaks and escapes undone. */
export function mailsTo(to: string): string[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.endsWith(`-${to}.eml`))
    .sort()
    .map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}
