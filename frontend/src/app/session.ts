import { clearSavedApiAnswers } from '../api/offline-data';
import { clearSession, getAuthToken } from './auth-storage';
import { paths } from './paths';

// Full page loads go through this object so tests can watch them (jsdom cannot navigate).
export const fullPageNavigation = {
  go(path: string): void {
    window.location.assign(path);
  },
};

/**
 * Tells the server to end this session, so the token is refused from now on even if a copy of it
 * survives somewhere. `keepalive` lets the request finish while the page reloads; offline it
 * fails quietly and the session simply expires on the server (docs/adr/0007-server-side-sessions.md).
 */
function endSessionOnServer(): void {
  const token = getAuthToken();
  if (!token || typeof fetch === 'undefined') return;
  const request = new Request(new URL('/api/auth/logout', location.origin), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    keepalive: true,
  });
  fetch(request).catch(() => undefined);
}

// Logout is a full reload so no cached user data survives in memory. The service
// worker's saved API answers go first, so nothing of this user is left on the phone for the next.
export function logOut(): void {
  endSessionOnServer();
  clearSession();
  const goHome = () => fullPageNavigation.go(paths.home);
  if (typeof caches === 'undefined') goHome();
  else void clearSavedApiAnswers().finally(goHome);
}
