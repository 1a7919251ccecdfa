import { isLoggedIn } from './auth-storage';
import { storedLanguage } from '../i18n/stored-language';

// The landing page comes from the server already rendered (scripts/prerender.mjs) for a visitor
// who is not logged in and reads English. main.tsx hydrates that markup instead of rendering
// afresh; for anyone else (logged in, Hindi, Gujarati) the markup would differ, so it is replaced.

let servedPath: string | null = null;

/** Whether #root holds server-rendered markup this browser can take over as it is. */
export function canHydrate(container: HTMLElement): boolean {
  const path = container.dataset.prerendered;
  if (!path || path !== window.location.pathname) return false;
  // A query asks the page for something the build could not know (e.g. the newsletter's
  // "?newsletter=confirmed" notice): the app renders it afresh.
  if (window.location.search !== '') return false;
  if (isLoggedIn() || storedLanguage() !== 'en') return false;
  servedPath = path;
  return true;
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
