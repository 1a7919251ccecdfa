import { getUserId, isLoggedIn } from './auth-storage';
import { wideScreenQuery } from './layout-width';
import { storedLanguage } from '../i18n/stored-language';

// Pages can come from the server already rendered: the public pages at build time
// (scripts/prerender.mjs) for a visitor who is not logged in, in each language, and some member
// pages at request time (ADR 0006) for one member, in one language, laid out for a phone. main.tsx
// hydrates that markup instead of rendering afresh; when this browser would show something else
// (another user, language or layout), the app renders the page afresh over it.

let servedPath: string | null = null;

/** Whether #root holds server-rendered markup this browser can take over as it is. */
export function canHydrate(container: HTMLElement): boolean {
  const path = container.dataset.prerendered;
  if (!path || path !== window.location.pathname) return false;
  // A query asks the page for something the server did not render (e.g. the newsletter's
  // "?newsletter=confirmed" notice): the app renders it afresh.
  if (window.location.search !== '') return false;
  const member = container.dataset.user;
  if (member) {
    if (!isLoggedIn() || getUserId() !== member) return false;
    if ((container.dataset.lang ?? 'en') !== storedLanguage()) return false;
    if (window.matchMedia(wideScreenQuery).matches) return false;
  } else if (isLoggedIn() || (container.dataset.lang ?? 'en') !== storedLanguage()) return false;
  servedPath = path;
  return true;
}

/**
 * The answers the server fetched for the member page it rendered (JSON in #server-data), when
 * they were fetched for the user of this browser; undefined otherwise.
 */
export function serverData(container: HTMLElement): unknown {
  const member = container.dataset.user;
  const element = document.getElementById('server-data');
  if (!member || !element?.textContent || getUserId() !== member) return undefined;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * True while the user is still on the page the server rendered: what it shows is already on
 * screen, so entrance animations (RevealOnScroll) must not hide it again.
 */
export function onServerRenderedPage(pathname: string): boolean {
  return servedPath !== null && servedPath === pathname;
}

/** Called on every navigation: once the user leaves the server-rendered page, it is over. */
export function leftServerRenderedPage(pathname: string): void {
  if (servedPath !== pathname) servedPath = null;
}
