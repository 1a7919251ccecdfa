// Build-time rendering of the landing page (scripts/prerender.mjs): the HTML and the MUI styles a
// first visitor sees, written into dist/ so the page paints before any JavaScript has run. The
// browser then hydrates it (src/main.tsx). Runs in Node, never in the browser bundle. The same
// build serves the server's request-time member pages (member-pages.tsx, ADR 0006).
import { renderApp, type PrerenderedPage } from './render-app';

export type { PrerenderedPage };

/** Renders `url` for a visitor who is not logged in and reads English, lazy pages included. */
export function prerender(url: string): Promise<PrerenderedPage> {
  return renderApp(url);
}

export { renderMemberPage, serverRenderedPaths } from './member-pages';
