import { expect, test } from '@playwright/test';

const HERO =
  'Welcome to the world of modern, smart, and sustainable agriculture empowering farmers with technology.';

test('the landing page greets the farmer and shows the footer', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
  await expect(page.getByText('Features of our Project')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toContainText('© 2025 Team AgroSense. All rights reserved.');
  await page.screenshot({ path: testInfo.outputPath(`landing-${testInfo.project.name}-top.png`) });
});

test('with reduced motion every section shows without scroll animations', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
  for (const title of ['Indian Agriculture', 'About Our Project', 'Features of our Project']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.screenshot({
    path: testInfo.outputPath(`landing-${testInfo.project.name}-full.png`),
    fullPage: true,
  });
});

test('a deep link reloads into the app and a protected page sends a visitor to login', async ({
  page,
}) => {
  await page.goto('/features/MarketAccess');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown API path answers JSON, not the web app', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});
