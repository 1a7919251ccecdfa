import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Farmer = {
  name: string;
  mobile: string;
  email: string;
  password: string;
  confirmPassword: string;
  state: string;
  address: string;
  language: string;
};

export type Session = { token: string; userId: string };

let made = 0;

// Playwright numbers its worker processes; the tests of two workers run at the same time.
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;

/**
 * A farmer not yet in the database. Mobiles start with 60 (the older browser tests use other
 * prefixes) followed by the time, the worker and a counter, so every call in a run gets its own.
 */
export function newFarmer(name: string, overrides: Partial<Farmer> = {}): Farmer {
  made += 1;
  const unique = `${String(Date.now()).slice(-5)}${worker}${String(made % 100).padStart(2, '0')}`;
  return {
    name,
    mobile: `60${unique}`,
    email: `farmer.${unique}@example.com`,
    password: 'Kheti-badi-2026',
    confirmPassword: 'Kheti-badi-2026',
    state: 'Gujarat',
    address: 'Near the market yard, Anand',
    language: 'English',
    ...overrides,
  };
}

/** Signs the farmer up and logs in through the API. */
export async function signUpAndLogIn(request: APIRequestContext, farmer: Farmer): Promise<Session> {
  const signup = await request.post('/api/auth/signup', { data: farmer });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const login = await request.post('/api/auth/login', {
    data: { mobile: farmer.mobile, password: farmer.password },
  });
  expect(login.status()).toBe(200);
  return (await login.json()) as Session;
}

/** Puts the session in the browser's storage, as the login page does. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('userId', userId);
  }, session);
}

/** A new farmer, signed up and logged in in this page. */
export async function logInNewFarmer(
  page: Page,
  request: APIRequestContext,
  name: string,
): Promise<Session> {
  const session = await signUpAndLogIn(request, newFarmer(name));
  await useSession(page, session);
  return session;
}
