import { clearSession } from './auth-storage';
import { paths } from './paths';

// Full page loads go through this object so tests can watch them (jsdom cannot navigate).
export const fullPageNavigation = {
  go(path: string): void {
    window.location.assign(path);
  },
};

// Logout is a full reload (spec section 4) so no cached user data survives in memory.
export function logOut(): void {
  clearSession();
  fullPageNavigation.go(paths.home);
}
