import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInNewFarmer, newFarmer, signUpAndLogIn, useSession } from '../support/farmers';

// The app under test loads the shipped sample prices at start (PRICE_SYNC_ON_START=true).
// A farmer's phone: the prices are cards and the filters wait in a sheet.
test.use({ viewport: { width: 360, height: 640 } });

type Row = { state: string; district: string; market: string; modal_price: number };

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Live Crop Pricing' }).getByRole('listitem');

/** Picks an option of a select box (or crop box) of the filter sheet. */
async function pick(page: Page, sheet: Locator, label: string, option: string) {
  await sheet.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function filtersSheet(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter the prices' });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function apply(sheet: Locator) {
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();
}

function modalPrices(page: Page) {
  return cards(page)
    .locator('.modal')
    .allInnerTexts()
    .then((texts) => texts.map((t) => Number(t.replace(/[^\d.]/g, ''))));
}

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a farmer filters, sorts and pages the live crop prices', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  await logInNewFarmer(page, request, 'Price Watcher');
  await page.goto('/LiveCropPricing');

  await expect(cards(page)).toHaveCount(40);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(page.getByText(/Prices reported on \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(page.getByText('Prices from Gujarat first')).toBeVisible();
  await fitsThePhone(page);
  // The trend and the price alert are thumb-sized targets.
  for (const name of [/^Show the price trend of/, /^Alert me about the price of/]) {
    const button = await cards(page).first().getByRole('button', { name }).boundingBox();
    expect(button?.width).toBeGreaterThanOrEqual(48);
    expect(button?.height).toBeGreaterThanOrEqual(48);
  }

  // Page 2 and back.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();

  // A state and a crop, chosen in the sheet: only those rows, and Next is disabled on the short
  // result.
  let sheet = await filtersSheet(page);
  await fitsThePhone(page);
  await pick(page, sheet, 'State', 'Gujarat');
  await pick(page, sheet, 'Crop', 'Onion');
  await apply(sheet);
  await expect(page.getByRole('button', { name: /^Filters ?, 2 filters on$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(async () => {
    const crops = await cards(page).locator('.crop').allInnerTexts();
    expect(crops.length).toBeGreaterThan(1);
    for (const crop of crops) expect(crop).toContain('Onion');
  }).toPass();

  // Highest modal price first, over the whole result.
  sheet = await filtersSheet(page);
  await pick(page, sheet, 'Price Order', 'Modal price: high to low');
  await apply(sheet);
  await expect(page.getByText('Sorting applies to all results, not just this page.')).toBeVisible();
  await expect(async () => {
    const prices = await modalPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  }).toPass();

  // The trend of one market's onions.
  await cards(page)
    .first()
    .getByRole('button', { name: /Show the price trend of Onion/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^From ₹/)).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`prices-trend-${testInfo.project.name}.png`),
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await fitsThePhone(page);
  await page.screenshot({
    path: testInfo.outputPath(`prices-${testInfo.project.name}.png`),
    animations: 'disabled',
    fullPage: true,
  });
});

test("a member's own state comes first", async ({ page, request }) => {
  const session = await signUpAndLogIn(
    request,
    newFarmer('Sakhi Nashik', { state: 'Maharashtra' }),
  );
  const usual = (await (await request.get('/api/market-prices')).json()) as { data: Row[] };
  const near = (await (
    await request.get('/api/market-prices', { params: { nearState: 'Maharashtra' } })
  ).json()) as { data: Row[] };
  // The usual order starts with another state, so this can fail.
  expect(usual.data[0]!.state).not.toBe('Maharashtra');
  const [first] = near.data;
  expect(first!.state).toBe('Maharashtra');

  await useSession(page, session);
  await page.goto('/LiveCropPricing');
  await expect(cards(page)).toHaveCount(40);
  await expect(cards(page).first().locator('.place')).toHaveText(
    first!.district === first!.market ? first!.market : `${first!.market}, ${first!.district}`,
  );
  await expect(page.getByText('Prices from Maharashtra first')).toBeVisible();
});

for (const lang of ['hi', 'gu'] as const) {
  test(`the cards and the filter sheet fit a 360 px phone in ${lang}`, async ({
    page,
    request,
  }, testInfo) => {
    const language = lang === 'hi' ? 'Hindi' : 'Gujarati';
    const session = await signUpAndLogIn(
      request,
      newFarmer(`Bhav ${language}`, { state: 'Maharashtra', language }),
    );
    await page.addInitScript((l) => localStorage.setItem('language', l), lang);
    await useSession(page, session);
    await page.goto('/LiveCropPricing');
    const list = page.getByRole('list', { name: lang === 'hi' ? 'लाइव फसल भाव' : 'લાઇવ પાક ભાવ' });
    await expect(list.getByRole('listitem')).toHaveCount(40);
    await expect(
      page.getByText(lang === 'hi' ? 'महाराष्ट्र के भाव सबसे पहले' : 'મહારાષ્ટ્રના ભાવ સૌથી પહેલાં'),
    ).toBeVisible();
    await fitsThePhone(page);
    await page.screenshot({
      path: testInfo.outputPath(`prices-${lang}.png`),
      animations: 'disabled',
    });
    await page.screenshot({
      path: testInfo.outputPath(`prices-${lang}-full.png`),
      animations: 'disabled',
      fullPage: true,
    });

    await page.getByRole('button', { name: lang === 'hi' ? 'फ़िल्टर' : 'ફિલ્ટર' }).click();
    const sheet = page.getByRole('dialog', {
      name: lang === 'hi' ? 'भाव फ़िल्टर करें' : 'ભાવ ફિલ્ટર કરો',
    });
    await expect(
      sheet.getByRole('button', { name: lang === 'hi' ? 'लागू करें' : 'લાગુ કરો' }),
    ).toBeVisible();
    await fitsThePhone(page);
    await page.screenshot({
      path: testInfo.outputPath(`prices-${lang}-filters.png`),
      animations: 'disabled',
    });
  });
}
