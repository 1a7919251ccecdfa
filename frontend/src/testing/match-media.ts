import { vi } from 'vitest';

/**
 * Gives the page a `matchMedia` (jsdom has none) whose queries match as `matches` says; MUI's
 * useMediaQuery reads it.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
