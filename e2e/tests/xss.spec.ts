import { expect, test, type Page } from '@playwright/test';
import { newFarmer, signUpAndLogIn, type Session } from '../support/farmers';

// No stored XSS (issue #10): script and HTML stored in a user's name, a listing's name and
// description, a message to a seller and a machinery review are shown as plain text wherever
// they appear, and none of it runs. Each payload sets window.__xss or opens a dialog if it runs.
const tag = `${Date.now() % 1e6}`;
const payloads = {
  sellerName: `<img src=x onerror="window.__xss='seller'">Seller ${tag}`,
  buyerName: `<script>window.__xss='buyer'</script>Buyer ${tag}`,
  cropName: `<svg onload="window.__xss='crop'">Okra ${tag}`,
  description: `<img src=x onerror=alert('desc')><b>bold</b> {{constructor.constructor('alert(1)')()}}`,
  message: `<iframe srcdoc="<script>parent.__xss='message'</script>"></iframe>Fresh? ${tag}`,
  reviewTitle: `<a href="javascript:window.__xss='review'">Great</a> ${tag}`,
  reviewComment: `"><script>alert('comment')</script>`,
};

type World = { seller: Session; buyer: Session; cropId: string; resourceId: string };

const bearer = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

test.describe.configure({ mode: 'serial', timeout: 90_000 });
// The first view of each page waits for its list or table: on a busy 2-core machine that can
// take longer than the default 10 s.
const FIRST_LOAD = { timeout: 30_000 };
// Escaping does not depend on the screen size: the desktop project alone runs this file
// (e2e/playwright.config.ts).

let world: World;

test.beforeAll(async ({ request }) => {
  const seller = await signUpAndLogIn(request, newFarmer(payloads.sellerName));
  const buyer = await signUpAndLogIn(request, newFarmer(payloads.buyerName));
  const listing = await request.post('/api/crops/add', {
    headers: bearer(seller),
    multipart: {
      cropName: payloads.cropName,
      cropCategory: 'vegetables',
      cropDescription: payloads.description,
      cropSellingPrice: '30',
      cropUnit: 'kg',
      cropQuantity: '50',
    },
  });
  expect(listing.ok(), await listing.text()).toBe(true);
  const crop = (await listing.json()) as { _id: string; cropId: string };
  const order = await request.post('/api/orders', {
    headers: bearer(buyer),
    data: { cropId: crop._id, quantity: 2 },
  });
  expect(order.ok(), await order.text()).toBe(true);
  // An older client's message to the seller, about another listing of theirs (no order on it).
  const other = await request.post('/api/crops/add', {
    headers: bearer(seller),
    multipart: {
      cropName: `Plain beans ${tag}`,
      cropCategory: 'vegetables',
      cropSellingPrice: '30',
      cropUnit: 'kg',
      cropQuantity: '5',
    },
  });
  const otherCrop = (await other.json()) as { _id: string };
  const message = await request.post('/api/notifications', {
    headers: bearer(buyer),
    data: {
      sellerId: seller.userId,
      buyerId: buyer.userId,
      cropId: otherCrop._id,
      message: payloads.message,
    },
  });
  expect(message.ok(), await message.text()).toBe(true);
  // Not the Tractor (the first): resources.spec.ts expects its own review to be the Tractor's
  // newest, and may run in another worker meanwhile.
  const all = await request.get('/api/resources/all');
  const resourceId = ((await all.json()) as { data: { _id: string }[] }).data[2]._id;
  const review = await request.post(`/api/resources/${resourceId}/reviews`, {
    headers: bearer(buyer),
    data: {
      name: payloads.buyerName,
      title: payloads.reviewTitle,
      comment: payloads.reviewComment,
    },
  });
  expect(review.ok(), await review.text()).toBe(true);
  world = { seller, buyer, cropId: crop.cropId, resourceId };
});

/** Dialogs (alert, confirm, prompt) opened in each page: a payload that ran would open one. */
const dialogs = new WeakMap<Page, string[]>();

async function openAs(page: Page, session: Session, path: string) {
  await page.addInitScript(({ token, userId }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('userId', userId);
  }, session);
  const opened: string[] = [];
  dialogs.set(page, opened);
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss();
  });
  await page.goto(path);
}

/** Nothing ran, and no element came out of the stored text. */
async function expectNothingRan(page: Page) {
  expect(dialogs.get(page)).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(
    page.locator('img[src="x"], svg[onload], iframe[srcdoc], b:text-is("bold")'),
  ).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
}

test('Market Access cards and the details dialog show names and descriptions as text', async ({
  page,
}) => {
  await openAs(page, world.buyer, '/features/MarketAccess');
  const card = page
    .getByRole('list', { name: 'Crops for sale' })
    .getByRole('article')
    .filter({ hasText: `Okra ${tag}` })
    .first();
  await expect(card).toContainText(payloads.cropName, FIRST_LOAD);
  await card.getByRole('button', { name: /View Details/ }).click();
  const dialog = page.getByRole('dialog', { name: payloads.cropName });
  await expect(dialog).toContainText(payloads.sellerName);
  await expect(dialog).toContainText(payloads.description);
  await expectNothingRan(page);
});

test('the product page shows them as text', async ({ page }) => {
  await openAs(page, world.buyer, `/features/MarketAccess/product/${world.cropId}`);
  await expect(page.getByRole('heading', { name: payloads.cropName, level: 1 })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByText(payloads.sellerName)).toBeVisible();
  await expect(page.getByText(payloads.description)).toBeVisible();
  await expectNothingRan(page);
});

test("the seller's bell and Farming Report show the buyer's name and message as text", async ({
  page,
}) => {
  await openAs(page, world.seller, '/dashboard');
  await page.getByRole('button', { name: /^Notifications, [1-9]\d* new$/ }).click(FIRST_LOAD);
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup.getByText(`New order request for ${payloads.cropName}`)).toBeVisible();
  await expect(popup).toContainText(payloads.message);
  await expectNothingRan(page);
  await page.keyboard.press('Escape');

  await page.goto('/Reports');
  const order = page.getByRole('article', { name: payloads.cropName });
  await expect(order).toContainText(payloads.buyerName, FIRST_LOAD);
  await expectNothingRan(page);
});

test("the buyer's order history and dashboard show the names as text", async ({ page }) => {
  await openAs(page, world.buyer, '/OrderHistory');
  const row = page.getByRole('row').filter({ hasText: `Okra ${tag}` });
  await expect(row).toContainText(payloads.cropName, FIRST_LOAD);
  await expect(row).toContainText(payloads.sellerName);
  await expectNothingRan(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Recent Orders' })).toContainText(
    payloads.cropName,
    FIRST_LOAD,
  );
  await expectNothingRan(page);
});

test('a machinery review shows its author, title and comment as text', async ({ page }) => {
  await openAs(page, world.seller, `/features/resources/${world.resourceId}`);
  const reviews = page.getByRole('region', { name: 'Our Happy Clients' });
  await expect(reviews).toContainText(payloads.reviewTitle, FIRST_LOAD);
  await expect(reviews).toContainText(payloads.reviewComment);
  await expect(reviews).toContainText(payloads.buyerName);
  await expectNothingRan(page);
});
