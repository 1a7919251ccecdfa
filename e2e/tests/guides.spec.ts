import { expect, test } from '@playwright/test';
import { logInNewFarmer } from '../support/farmers';

// Expert Advice and Farming Routine are static pages; they only need a signed-in farmer.

test('a farmer finds the KVK plant protection specialist and the winter tasks', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInNewFarmer(page, request, 'Guide Reader');

  await page.goto('/features/expert');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert Advice' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(10);
  await page
    .getByPlaceholder('Search by name, title, specialty, or address...')
    .fill('plant protection');
  const specialist = page.getByRole('article', {
    name: 'KVK Subject Matter Specialist — Plant Protection',
  });
  await expect(specialist).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(specialist.getByText('Not yet rated')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`experts-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });

  await page.goto('/Routine');
  await expect(page.getByRole('heading', { level: 1, name: 'Farming Routine' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Morning' }).getByText('5–6 AM')).toBeVisible();
  const winter = page.getByRole('tab', { name: 'Winter' });
  await winter.click();
  await expect(winter).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Winter' });
  await expect(
    panel.getByRole('heading', { name: 'Irrigate wheat at the CRI stage' }),
  ).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(4);
  await page.screenshot({
    path: testInfo.outputPath(`routine-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });
});
