// The browser storage keys the older app used (kept, so its sessions carry over). The password
// is never stored in the browser (docs/architecture.md, "Frontend").
import { languageCookieName, languageStorageKey } from '../i18n/stored-language';
import { serverRenderedPaths } from './server-rendered-paths';

export const storageKeys = {
  authToken: 'authToken',
  userId: 'userId',
  rememberedPhone: 'rememberedPhone',
} as const;

/**
 * The session as the server sees it while it renders a page for this user (src/prerender). There
 * is no localStorage on the server; the page cookie below carried the session there.
 */
export type ServerSession = { token: string; userId: string };
let serverSession: (() => ServerSession | undefined) | null = null;

/** Used only by the server renderer: where the session of the request being rendered is kept. */
export function readSessionOnServerFrom(read: () => ServerSession | undefined): void {
  serverSession = read;
}

const inBrowser = typeof localStorage !== 'undefined';

export function getAuthToken(): string | null {
  if (!inBrowser) return serverSession?.()?.token ?? null;
  return localStorage.getItem(storageKeys.authToken);
}

export function getUserId(): string | null {
  if (!inBrowser) return serverSession?.()?.userId ?? null;
  return localStorage.getItem(storageKeys.userId);
}

export function isLoggedIn(): boolean {
  return Boolean(getAuthToken());
}

export function saveSession(token: string, userId: string): void {
  localStorage.setItem(storageKeys.authToken, token);
  localStorage.setItem(storageKeys.userId, userId);
  writePageCookies();
}

export function clearSession(): void {
  if (!inBrowser) return;
  localStorage.removeItem(storageKeys.authToken);
  localStorage.removeItem(storageKeys.userId);
  writePageCookies();
}

/** The cookie that lets the server render a member's page with its data (ADR 0006). */
export const pageCookieName = 'agrosense_page';

/**
 * Copies the language into a cookie for every page, and the session and the language into a cookie scoped to the pages the server renders for
 * members (each page its own `Path`, so no other request carries it), or removes it after logout.
 * The server only reads it to render those pages; the API never accepts it in place of the
 * Authorization header, so it cannot be used to act for the user.
 */
export function writePageCookies(): void {
  if (typeof document === 'undefined') return;
  const token = localStorage.getItem(storageKeys.authToken);
  const userId = localStorage.getItem(storageKeys.userId);
  const language = localStorage.getItem(languageStorageKey) ?? 'en';
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const path of serverRenderedPaths) {
    const value =
      token && userId
        ? `${encodeURIComponent(`${language}~${userId}~${token}`)}; Max-Age=2592000`
        : '; Max-Age=0';
    document.cookie = `${pageCookieName}=${value}; Path=${path}; SameSite=Lax${secure}`;
  }
  // Every page: the public pages come in the reader's language (ADR 0009). A year, as a setting.
  document.cookie = `${languageCookieName}=${encodeURIComponent(language)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
