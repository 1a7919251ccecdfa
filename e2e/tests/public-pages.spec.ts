import { expect, test } from '@playwright/test';

// Public pages work before the app (docs/adr/0009-public-pages-work-before-the-app.md): each comes
// from the server complete, in the reader's language, and its menu, links and languages need no
// script, so a farmer's first taps on a slow phone do not wait for the app's download.

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 640 } });

  test('the menu opens, its links lead to complete pages and its languages switch them', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('About Us · AgroSense');

    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle('हमारे बारे में · AgroSense');
    // Remembered: the next page comes in Hindi too.
    await page.getByRole('button', { name: 'नेविगेशन मेनू खोलें' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'लॉग इन', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The login form is there and takes typing before any script has run.
    const phone = page.locator('main input[name="mobile"]');
    await phone.fill('9876543210');
    await expect(phone).toHaveValue('9876543210');
    await expect(page.locator('main button[type="submit"]')).toBeEnabled();
  });
});

test('a Gujarati reader gets the page in Gujarati, and the app takes it over as it is', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'agrosense_lang', value: 'gu', url: baseURL! }]);
  await page.goto('/Feature');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  const heading = page.getByRole('heading', { level: 1 });
  const text = await heading.textContent();
  expect(text).toMatch(/[\u0A80-\u0AFF]/);
  // Starting the app (a key press) keeps the page as it was sent: no switch back to English.
  await page.keyboard.press('Tab');
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'running');
  await expect(heading).toHaveText(text!);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('gu');
});

test('the served app is React’s production build, whatever NODE_ENV the build ran with', async ({
  request,
}) => {
  // `npm test` builds with NODE_ENV=development on purpose (scripts/test-all.cjs).
  const landing = await (await request.get('/')).text();
  const listed = /<script type="application\/json" id="app-chunks">([^<]*)<\/script>/.exec(landing);
  expect(listed).not.toBeNull();
  const plain = await (await request.get('/Setting')).text();
  const scripts = new Set<string>([
    ...(JSON.parse(listed![1]!) as string[]),
    ...[...plain.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ]);
  expect(scripts.size).toBeGreaterThan(5);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    // Every module of a development build imports React's development JSX runtime.
    expect(code, script).not.toContain('jsx-dev-runtime');
    expect(code, script).not.toContain('jsxDEV');
  }
});
