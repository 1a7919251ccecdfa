import { expect, test, type Page } from '@playwright/test';
import { logInNewFarmer } from '../support/farmers';

// The app under test loads the shipped sample prices at start (PRICE_SYNC_ON_START=true).

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function modalPrices(page: Page) {
  return page
    .getByRole('table', { name: 'Live Crop Pricing' })
    .locator('tbody tr td:nth-child(8)')
    .allInnerTexts()
    .then((texts) => texts.map((t) => Number(t.replace(/,/g, ''))));
}

test('a farmer filters, sorts and pages the live crop prices', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInNewFarmer(page, request, 'Price Watcher');
  await page.goto('/LiveCropPricing');

  const table = page.getByRole('table', { name: 'Live Crop Pricing' });
  await expect(table.locator('tbody tr')).toHaveCount(40);
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(page.getByText(/Prices reported on \d\d\/\d\d\/\d{4}/)).toBeVisible();

  // Page 2 and back.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();

  // A state and a crop: only those rows, and Next is disabled on the short result.
  await pick(page, 'State', 'Gujarat');
  await pick(page, 'Crop', 'Onion');
  await expect(table.locator('tbody tr').first()).toContainText('Gujarat');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Read the rows as a whole until the crop filter's answer is on screen (the state's alone may
  // already fit one page, so "Next disabled" does not prove it).
  await expect(async () => {
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).toContain('Onion');
  }).toPass();

  // Highest modal price first, over the whole result.
  await pick(page, 'Price Order', 'Modal price: high to low');
  await expect(page.getByText('Sorting applies to all results, not just this page.')).toBeVisible();
  await expect(async () => {
    const prices = await modalPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  }).toPass();

  // The trend of one market's onions.
  await table
    .getByRole('button', { name: /Show the price trend of Onion/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^From ₹/)).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`prices-trend-${testInfo.project.name}.png`),
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.screenshot({
    path: testInfo.outputPath(`prices-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });
});
