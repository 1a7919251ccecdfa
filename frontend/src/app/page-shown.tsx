import { useEffect } from 'react';

// When a page taking over server-rendered markup is really ready: the root commits first, and the
// layout and page (their own code, loaded lazily) hydrate afterwards. A press held back until the
// app runs (app/first-use.ts) must wait for this, or it reaches markup React has not taken over.
let shown: () => void = () => {};
export const pageShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Rendered after a layout's page, inside the same Suspense boundary (components/layouts). */
export function PageShown() {
  useEffect(() => shown(), []);
  return null;
}
