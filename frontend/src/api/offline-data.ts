// Which answers the page shows came from the service worker's saved copies, and when those copies
// were fetched. The service worker stamps each saved copy with `x-agrosense-cached-at`
// (frontend/vite.config.ts); a fresh answer from the network never carries it.

export const CACHED_AT_HEADER = 'x-agrosense-cached-at';

/** The service worker caches holding API answers; emptied on logout. */
export const API_CACHE_NAMES = ['agrosense-api', 'agrosense-api-images'] as const;

// Path and query of a request -> when its saved copy was fetched (ms since epoch).
const savedCopies = new Map<string, number>();
const listeners = new Set<() => void>();
let version = 0;

function keyOf(url: string): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
}

/** Records whether a GET answer came from a saved copy (called by the API client). */
export function noteAnswer(request: Request, response: Response): void {
  if (request.method !== 'GET') return;
  const key = keyOf(request.url);
  const stamp = Date.parse(response.headers.get(CACHED_AT_HEADER) ?? '');
  const before = savedCopies.get(key);
  if (Number.isNaN(stamp)) savedCopies.delete(key);
  else savedCopies.set(key, stamp);
  if (before !== savedCopies.get(key)) {
    version += 1;
    listeners.forEach((listener) => listener());
  }
}

/**
 * When the oldest saved copy shown under `apiPrefix` (e.g. "/api/market-prices") was fetched, or
 * null when every answer under it came fresh from the network.
 */
export function savedCopyTime(apiPrefix: string): number | null {
  let oldest: number | null = null;
  for (const [key, time] of savedCopies) {
    if (key.startsWith(apiPrefix) && (oldest === null || time < oldest)) oldest = time;
  }
  return oldest;
}

export function subscribeToSavedCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes whenever the set of saved copies does (a snapshot for useSyncExternalStore). */
export function savedCopiesVersion(): number {
  return version;
}

/** Deletes every saved API answer and picture: nothing of one user stays for the next. */
export async function clearSavedApiAnswers(): Promise<void> {
  savedCopies.clear();
  if (typeof caches === 'undefined') return;
  await Promise.all(API_CACHE_NAMES.map((name) => caches.delete(name))).catch(() => undefined);
}
