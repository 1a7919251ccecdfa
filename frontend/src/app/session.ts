import { clearSession } from './auth-storage';
import { paths } from './paths';

// Logout is a full reload (spec section 4) so no cached user data survives in memory.
export function logOut(): void {
  clearSession();
  window.location.assign(paths.home);
}
