import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { isLoggedIn } from './auth-storage';
import { paths } from './paths';

/** Location state of the login page: where the user wanted to go before logging in. */
export type LoginRedirectState = { from: Location };

// A stored token counts as logged in; the server checks it on every call and a
// 401 logs the user out (src/api/client.ts).
export function RequireAuth() {
  const location = useLocation();
  if (!isLoggedIn()) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.auth.loginLowercase} replace state={state} />;
  }
  return <Outlet />;
}
