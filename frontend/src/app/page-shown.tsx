import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberVisit } from './visited-pages';

// When a page taking over server-rendered markup is really ready: the root commits first, and the
// layout and page (their own code, loaded lazily) hydrate afterwards. A press held back until the
// app runs (app/first-use.ts) must wait for this, or it reaches markup React has not taken over.
let shown: () => void = () => {};
export const pageShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/**
 * Rendered after a layout's page, inside the same Suspense boundary (components/layouts): the
 * page's code has loaded, so it is remembered as one that opens offline too.
 */
export function PageShown() {
  const { pathname } = useLocation();
  useEffect(() => shown(), []);
  useEffect(() => rememberVisit(pathname), [pathname]);
  return null;
}
