// Build-time rendering of the public pages (scripts/prerender.mjs): the HTML and the MUI styles a
// visitor who is not logged in sees, in each language, written into dist/ so the page paints and
// its links work before any JavaScript has run (docs/adr/0009). The browser then hydrates it
// (src/main.tsx). Runs in Node, never in the browser bundle. The same build serves the server's
// request-time member pages (member-pages.tsx, ADR 0006).
import { takeRenderedTitle } from '../components/ui/use-page-title';
import type { Language } from '../i18n/i18n';
import { renderApp, type PrerenderedPage } from './render-app';
import { textsFor } from './texts';

export type { PrerenderedPage };

/** Renders `url` for a visitor who is not logged in, lazy pages included, with its title. */
export async function prerender(
  url: string,
  language: Language = 'en',
): Promise<PrerenderedPage & { title: string }> {
  takeRenderedTitle();
  const page = await renderApp(url, { texts: await textsFor(language) });
  return { ...page, title: takeRenderedTitle() };
}

export { renderMemberPage, serverRenderedPaths } from './member-pages';
