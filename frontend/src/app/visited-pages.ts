// The pages this browser has opened (so their code is in the service worker's cache): offline, a
// page not opened yet cannot load, and the message says which ones can (components/ui/
// route-error-boundary.tsx). Most recent first, a handful at most.
const KEY = 'visited-pages';
const MAX = 8;

export function visitedPages(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberVisit(path: string): void {
  try {
    const list = [path, ...visitedPages().filter((p) => p !== path)].slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full store: the offline message then offers the home page only.
  }
}
