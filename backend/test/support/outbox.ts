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

/**
 * Like outboxMailsTo, but fully decoded as UTF-8 (for mails in Hindi or Gujarati): encoded-word
 * headers, and each MIME part's base64 or quoted-printable body.
 */
export function outboxMailTextsTo(dataDir: string, to: string): string[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(`-${to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`))
    .sort()
    .map((f) => decodeMime(readFileSync(join(dir, f), 'utf8')));
}

function decodeMime(eml: string): string {
  const headerEnd = eml.indexOf('\n\n');
  const headers = eml
    .slice(0, headerEnd)
    .replace(/\n[ \t]+/g, ' ')
    // Adjacent encoded words form one text; a character may be split between two of them.
    .replace(
      /(?:=\?utf-8\?[bq]\?[^?]*\?=\s*)+/gi,
      (run) =>
        Buffer.concat(
          [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, enc, data]) =>
            enc!.toLowerCase() === 'b'
              ? Buffer.from(data!, 'base64')
              : qpBytes(data!.replace(/_/g, ' ')),
          ),
        ).toString('utf8') + (/\s$/.test(run) ? ' ' : ''),
    );
  const parts = eml
    .slice(headerEnd)
    .split(/\n--[^\n]+\n/)
    .map((part) => {
      const split = part.indexOf('\n\n');
      if (split < 0) return part;
      const head = part.slice(0, split);
      const body = part.slice(split + 2);
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
        return qpBytes(body.replace(/=\r?\n/g, '')).toString('utf8');
      return body;
    });
  return [headers, ...parts].join('\n');
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}
