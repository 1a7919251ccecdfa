import type { ContentCoding } from './encoded-answer';

/** Ties between equally acceptable codings go to the smaller one. */
const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 12.5.3): the one of br, gzip and
 * identity with the highest q-value, ties to br, then gzip. `*` stands for every coding the
 * header does not name; q=0 refuses one. Identity is acceptable unless refused, below any
 * coding the client names; when everything is refused, identity all the same (the client
 * asked for something, and the plain JSON is the answer every client can read).
 */
export function chooseCoding(header: string | string[] | undefined): ContentCoding {
  if (header === undefined) return 'identity';
  const text = Array.isArray(header) ? header.join(',') : header;
  const q = new Map<string, number>();
  // A long header costs only its length: one pass, no backtracking.
  for (const part of text.split(',')) {
    const [name, ...params] = part.split(';');
    const named = name!.trim().toLowerCase();
    if (!named) continue;
    const coding = named === 'x-gzip' ? 'gzip' : named;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (m) weight = Math.min(1, Number(m[1]));
    }
    // The first mention of a coding counts (a repeat may not raise it).
    if (!q.has(coding)) q.set(coding, weight);
  }
  const weightOf = (coding: ContentCoding): number => {
    const own = q.get(coding);
    if (own !== undefined) return own;
    const any = q.get('*');
    if (any !== undefined) return any;
    return coding === 'identity' ? 0.0001 : 0;
  };
  let best: ContentCoding = 'identity';
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    const w = weightOf(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}
