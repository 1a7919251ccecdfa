import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { newFarmer, signUpAndLogIn, type Session } from '../support/farmers';

// The app works under its Content-Security-Policy (issue #10): every route, public and logged in,
// loads as a fresh document with no `securitypolicyviolation` event and no CSP console error.

const publicRoutes = [
  '/',
  '/Home',
  '/About',
  '/ContactUs',
  '/Feature',
  '/Login',
  '/login',
  '/Signup',
  '/forgot-password',
  '/no-such-page',
];
const loggedInRoutes = (cropId: string, resourceId: string) => [
  '/dashboard',
  '/Dashboard',
  '/Setting',
  '/features/government-schemes',
  '/state-schemes/gujarat',
  '/features/MarketAccess',
  `/features/MarketAccess/product/${cropId}`,
  '/product',
  '/features/expert',
  '/features/crop-detection',
  '/features/ai-chatbot',
  '/features/resources',
  `/features/resources/${resourceId}`,
  '/QuickSupport',
  '/Reports',
  '/OrderHistory',
  '/LiveCropPricing',
  '/Routine',
  '/CropSell',
  '/Bookmarks',
  '/ops',
];

// Policy problems do not depend on the screen size: one browser size is enough.
test.skip(({ isMobile }) => isMobile, 'desktop only');

test('the route lists above cover every path of frontend/src/app/paths.ts', () => {
  const file = readFileSync(join(__dirname, '../../frontend/src/app/paths.ts'), 'utf8');
  // The `paths` object only (routePatterns below it repeats the routes with parameters).
  const source = file.slice(0, file.indexOf('export const routePatterns'));
  expect(source).toContain('export const paths');
  const declared = [...source.matchAll(/'(\/[^']*)'|`(\/[^`$]*)\$\{/g)].map((m) => m[1] ?? m[2]);
  const visited = [...publicRoutes, ...loggedInRoutes('<id>', '<id>')];
  const missing = declared.filter(
    (path) => !visited.some((v) => v === path || (path.endsWith('/') && v.startsWith(path))),
  );
  expect(missing).toEqual([]);
});

/** Collects violations from the page's own events and from the console. */
async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__reportCsp', (line: string) => problems.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCsp: (s: string) => void }).__reportCsp;
      void report(
        `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (
      /Content[- ]Security[- ]Policy|Refused to (load|execute|apply|connect|frame)/i.test(
        message.text(),
      )
    )
      problems.push(`console: ${message.text()}`);
  });
  return problems;
}

async function visitAll(page: Page, routes: string[]) {
  const problems = await watchPolicy(page);
  for (const route of routes) {
    const before = problems.length;
    await page.goto(route);
    // A first visit downloads the page's chunk: slow on a busy 2-core machine.
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
    // The page's own requests (fonts, images, API calls) go out as it renders: give them a moment
    // (not "network idle": the bell polls and the contact page's map keeps loading tiles).
    await page.waitForLoadState('load');
    await page.waitForTimeout(750);
    expect.soft(problems.slice(before), `CSP problems on ${route}`).toEqual([]);
  }
}

test('public pages load without a CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  await visitAll(page, publicRoutes);
});

test('logged-in pages load without a CSP violation', async ({ page, request }) => {
  test.setTimeout(180_000);
  const seller: Session = await signUpAndLogIn(request, newFarmer('Csp Seller'));
  const listing = await request.post('/api/crops/add', {
    headers: { Authorization: `Bearer ${seller.token}` },
    multipart: {
      cropName: 'CSP tomatoes',
      cropCategory: 'vegetables',
      cropSellingPrice: '20',
      cropUnit: 'kg',
      cropQuantity: '10',
    },
  });
  expect(listing.ok(), await listing.text()).toBe(true);
  const { cropId } = (await listing.json()) as { cropId: string };
  const all = await request.get('/api/resources/all');
  const resourceId = ((await all.json()) as { data: { _id: string }[] }).data[0]._id;
  await page.addInitScript(({ token, userId }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('userId', userId);
  }, seller);
  await visitAll(page, loggedInRoutes(cropId, resourceId));
});
