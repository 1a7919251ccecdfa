import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { newFarmer, signUpAndLogIn, type Session } from '../support/farmers';
import { png } from '../support/png';

// Buying on a small phone (360 x 640), in Hindi and in Gujarati: the quantity, the total and Buy
// Now are on the screen as soon as a listing opens, in the details dialog and on the product page,
// without a scroll; nothing scrolls sideways and AgroBot's button never covers them.

type Lang = 'hi' | 'gu';
type Catalog = { [key: string]: string | Catalog };

/** A text of the app from its own catalogues (namespace '' is the main one), values filled in. */
function tr(lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}) {
  const file = ns ? `${ns}/${lang}` : lang;
  const catalog = JSON.parse(
    readFileSync(join(__dirname, `../../frontend/src/i18n/locales/${file}.json`), 'utf8'),
  ) as Catalog;
  const text = key.split('.').reduce<string | Catalog>((node, part) => {
    const next = (node as Catalog)[part];
    if (next === undefined) throw new Error(`no text ${ns}:${key} in ${lang}`);
    return next;
  }, catalog);
  if (typeof text !== 'string') throw new Error(`${ns}:${key} in ${lang} is not a text`);
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    text,
  );
}

const PHONE = { width: 360, height: 640 };

type Accounts = { seller: Session; buyer: Session; cropId: string; cropName: string };

const test = base.extend<object, { accounts: Accounts }>({
  accounts: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const seller = await signUpAndLogIn(api, newFarmer('Savita Phone Seller'));
      const buyer = await signUpAndLogIn(api, newFarmer('Ramesh Phone Buyer'));
      const cropName = `Lokwan Ghau ${Date.now() % 1e6}`;
      // 1,200 kg at ₹2,650 a kg, with a photo: the longest rupee amounts a phone line must hold.
      const listing = await api.post('/api/crops/add', {
        headers: { Authorization: `Bearer ${seller.token}` },
        multipart: {
          cropName,
          cropCategory: 'grains',
          cropDescription: 'Clean lokwan wheat, sun-dried and sorted.',
          cropSellingPrice: '2650',
          cropUnit: 'kg',
          cropQuantity: '1200',
          grownOrganically: 'true',
          cropImages: {
            name: 'wheat.png',
            mimeType: 'image/png',
            buffer: png(640, 480, (x, y) => [200, 150 + (y % 60), 60 + (x % 80)]),
          },
        },
      });
      expect(listing.ok(), await listing.text()).toBe(true);
      const { cropId } = (await listing.json()) as { cropId: string };
      await api.dispose();
      await use({ seller, buyer, cropId, cropName });
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: PHONE });

async function openAs(page: Page, session: Session, lang: Lang) {
  await page.addInitScript(
    ({ token, userId, lang }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('language', lang);
    },
    { ...session, lang },
  );
}

/** Wholly on the first screen: not below its bottom edge, not scrolled to. */
async function expectOnFirstScreen(page: Page, control: Locator, what: string) {
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(PHONE.height);
  expect(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(PHONE.width);
}

async function expectThumbSized(control: Locator, what: string) {
  const box = (await control.boundingBox())!;
  expect(Math.round(box.height), `${what}: height`).toBeGreaterThanOrEqual(48);
  expect(Math.round(box.width), `${what}: width`).toBeGreaterThanOrEqual(48);
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Quantity, total and Buy Now of the action bar in `scope`, found by their words in `lang`. */
function buyBar(page: Page, scope: Page | Locator, lang: Lang) {
  const name = tr(lang, 'market', 'buy.buyNow');
  const unit = tr(lang, 'market', 'units.kg');
  return {
    buyNow: scope.getByRole('button', { name, exact: true }),
    quantity: scope.getByRole('spinbutton', { name: tr(lang, 'market', 'buy.quantity', { unit }) }),
    // The bar is the form around Buy Now (the total is in it).
    bar: scope.locator('form').filter({ has: page.getByRole('button', { name, exact: true }) }),
  };
}

for (const lang of ['hi', 'gu'] as const) {
  test(`${lang}: quantity, total and Buy Now on the first screen of the dialog and the product page`, async ({
    page,
    accounts,
  }, testInfo) => {
    await openAs(page, accounts.buyer, lang);
    await page.goto('/features/MarketAccess');
    await page
      .getByRole('searchbox', { name: tr(lang, 'market', 'market.search') })
      .fill(accounts.cropName);
    const card = page.getByRole('article').filter({ hasText: accounts.cropName });
    await expect(card).toHaveCount(1);
    // A listing made a moment ago says so: "आज लिस्ट की गई" / "આજે લિસ્ટ કરી".
    await expect(
      card.getByText(tr(lang, 'market', 'listed', { when: lang === 'hi' ? 'आज' : 'આજે' })),
    ).toBeVisible();
    await card
      .getByRole('button', {
        name: tr(lang, 'market', 'market.viewDetailsOf', { name: accounts.cropName }),
      })
      .click();

    // The details dialog fills the phone's screen; its bar is at the bottom from the start.
    const dialog = page.getByRole('dialog', { name: new RegExp(accounts.cropName) });
    await expect(dialog).toBeVisible();
    const inDialog = buyBar(page, dialog, lang);
    await expect(inDialog.buyNow).toBeEnabled();
    await expect(inDialog.quantity).toHaveValue('1');
    await expect(inDialog.quantity).toHaveAttribute('inputmode', 'decimal');
    await expect(inDialog.bar.getByText('₹2,650', { exact: true })).toBeVisible();
    for (const [control, what] of [
      [inDialog.buyNow, 'Buy Now'],
      [inDialog.quantity, 'quantity'],
      [inDialog.bar.getByText('₹2,650', { exact: true }), 'total'],
    ] as const) {
      await expectOnFirstScreen(page, control, `dialog ${what}`);
    }
    await expectThumbSized(inDialog.buyNow, 'Buy Now');
    await expectThumbSized(
      dialog.getByRole('button', { name: tr(lang, 'market', 'close') }),
      'Close',
    );
    const productLink = dialog.getByRole('link', {
      name: tr(lang, 'market', 'details.openProductPage'),
    });
    await expectThumbSized(productLink, 'product page link');
    await expectNoSidewaysScroll(page);
    // AgroBot's button is under the dialog, not on it.
    const fab = page.getByRole('button', {
      name: tr(lang, 'advisory', 'chat.open'),
      includeHidden: true,
    });
    const fabBox = await fab.boundingBox();
    if (fabBox) {
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('.MuiFab-root') !== null,
        { x: fabBox.x + fabBox.width / 2, y: fabBox.y + fabBox.height / 2 },
      );
      expect(onTop, 'AgroBot above the dialog').toBe(false);
    }
    // The total follows the quantity, in Indian digits grouping: 2.5 kg x ₹2,650 = ₹6,625.
    await inDialog.quantity.fill('2.5');
    await expect(inDialog.bar.getByText('₹6,625', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`dialog-${lang}.png`) });

    await productLink.click();
    await expect(page).toHaveURL(/\/features\/MarketAccess\/product\/CRP-/);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(accounts.cropName) }),
    ).toBeVisible();
    const onPage = buyBar(page, page, lang);
    await expect(onPage.quantity).toHaveValue('1');
    const total = onPage.bar.getByText('₹2,650', { exact: true });
    await expect(total).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const [control, what] of [
      [onPage.buyNow, 'Buy Now'],
      [onPage.quantity, 'quantity'],
      [total, 'total'],
    ] as const) {
      await expectOnFirstScreen(page, control, `product page ${what}`);
    }
    await expectNoSidewaysScroll(page);
    // AgroBot floats above the bar, never on it.
    await expect(fab).toBeVisible();
    const [fabOnPage, bar] = [(await fab.boundingBox())!, (await onPage.bar.boundingBox())!];
    expect(fabOnPage.y + fabOnPage.height, 'AgroBot over the bar').toBeLessThanOrEqual(bar.y);
    await page.screenshot({ path: testInfo.outputPath(`product-${lang}.png`) });

    // Scrolled to the end of the facts, the bar is still there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectOnFirstScreen(page, onPage.buyNow, 'Buy Now after scrolling');

    // Buy Now asks to confirm with the quantity chosen in the bar.
    await onPage.quantity.fill('3');
    await onPage.buyNow.click();
    const confirm = page.getByRole('dialog', {
      name: tr(lang, 'market', 'buy.title', { name: accounts.cropName }),
    });
    await expect(confirm.getByRole('spinbutton')).toHaveValue('3');
    await expect(confirm.getByText('₹7,950')).toBeVisible();
    await confirm.getByRole('button', { name: tr(lang, 'market', 'buy.cancel') }).click();
    await expect(confirm).toBeHidden();
  });
}

test("gu: the seller's own listing says why Buy Now is off, on the first screen too", async ({
  page,
  accounts,
}) => {
  await openAs(page, accounts.seller, 'gu');
  await page.goto(`/features/MarketAccess/product/${accounts.cropId}`);
  const buyNow = page.getByRole('button', { name: tr('gu', 'market', 'buy.buyNow'), exact: true });
  await expect(buyNow).toBeDisabled();
  await expect(buyNow).toHaveAccessibleDescription(tr('gu', 'market', 'buy.ownCrop'));
  await expectOnFirstScreen(page, buyNow, 'Buy Now');
  await expectOnFirstScreen(page, page.getByText(tr('gu', 'market', 'buy.ownCrop')), 'reason');
  await expectNoSidewaysScroll(page);
});
