import { clearSavedApiAnswers } from '../api/offline-data';
import { clearSession } from './auth-storage';
import { paths } from './paths';

// Full page loads go through this object so tests can watch them (jsdom cannot navigate).
export const fullPageNavigation = {
  go(path: string): void {
    window.location.assign(path);
  },
};

// Logout is a full reload (spec section 4) so no cached user data survives in memory. The service
// worker's saved API answers go first, so nothing of this user is left on the phone for the next.
export function logOut(): void {
  clearSession();
  const goHome = () => fullPageNavigation.go(paths.home);
  if (typeof caches === 'undefined') goHome();
  else void clearSavedApiAnswers().finally(goHome);
}
