import type { Server } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newFarmer, signUpAndLogIn, type Farmer, type Session } from '../support/farmers';
import { serveLegacyClient } from '../support/legacy-client';
import { legacyClientOrigin, legacyClientPort } from '../support/origins';
import { png } from '../support/png';

// The original web client (issue "Integrators and shared links"), served from another origin and
// calling this server from a real browser exactly as it did: the market and a listing without a
// token, login, Buy Now (the order with the token, then the seller's notification WITHOUT one),
// the seller's notifications and the buyer's order history. The app's CORS_ORIGINS lists that
// origin (playwright.config.ts); listing photos are sent with Cross-Origin-Resource-Policy:
// cross-origin, so the client's <img> of another origin shows them.

type Call = { method: string; path: string; status: number; withToken: boolean };
type Notice = { _id: string; message: string; status: string; orderId: string | null };
type Order = {
  _id: string;
  quantity: number;
  cropId: { _id: string; cropName: string };
  sellerId: { _id: string; name: string };
  buyerId: { _id: string; name: string };
};

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let server: Server;
let seller: Farmer;
let buyer: Farmer;
let sellerSession: Session;
let buyerSession: Session;
const cropName = `Legacy Basmati ${Date.now() % 1e6}`;
const price = 74.5;
let listingId: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  api = await playwright.request.newContext({ baseURL });
  server = await serveLegacyClient(legacyClientPort, baseURL);
  seller = newFarmer('Kishan Legacy Seller');
  buyer = newFarmer('Radha Legacy Buyer');
  sellerSession = await signUpAndLogIn(api, seller);
  buyerSession = await signUpAndLogIn(api, buyer);
  // A listing with two photos (the client shows the first on its card).
  const form = new FormData();
  for (const [name, value] of Object.entries({
    cropName,
    cropCategory: 'grains',
    cropDescription: 'Aged basmati rice, cleaned and sorted.',
    cropSellingPrice: String(price),
    cropUnit: 'kg',
    cropQuantity: '300',
    grownOrganically: 'false',
  })) {
    form.set(name, value);
  }
  for (const [i, tint] of [60, 160].entries()) {
    const photo = png(320, 240, (x, y) => [tint, 120 + (y % 80), 40 + (x % 100)]);
    form.append(
      'cropImages',
      new Blob([new Uint8Array(photo)], { type: 'image/png' }),
      `rice-${i}.png`,
    );
  }
  const listing = await api.post('/api/crops/add', {
    headers: { Authorization: `Bearer ${sellerSession.token}` },
    multipart: form,
  });
  expect(listing.ok(), await listing.text()).toBe(true);
  listingId = ((await listing.json()) as { _id: string })._id;
});

test.afterAll(async () => {
  await api?.dispose();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** Opens the client's page (its market loads at once) and waits for the grid. */
async function openClient(page: Page) {
  await page.goto(`${legacyClientOrigin}/`);
  await expect(page.getByRole('region', { name: 'Market' })).toHaveAttribute('aria-busy', 'false');
  // A failed load says so there (a refused cross-origin call: "Failed to fetch").
  await expect(page.getByRole('status')).toHaveText('');
}

/** Logs in through the client's form, as `who`. */
async function logIn(page: Page, who: Farmer) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Mobile' }).fill(who.mobile);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status')).toHaveText('Login successful');
}

const callsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { legacyCalls: Call[] }).legacyCalls);

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

test('the market grid loads without a token, every card with its first photo', async ({ page }) => {
  const market = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/crops');
  await openClient(page);
  expect(await callsOf(page)).toEqual([
    { method: 'GET', path: '/api/crops', status: 200, withToken: false },
  ]);
  // The app allows this origin (CORS_ORIGINS), and only the origins it lists.
  expect((await market).headers()['access-control-allow-origin']).toBe(legacyClientOrigin);
  const elsewhere = await api.get('/api/crops?limit=1', {
    headers: { Origin: 'http://elsewhere.example' },
  });
  expect(elsewhere.headers()['access-control-allow-origin']).toBeUndefined();
  const card = page.getByRole('article', { name: cropName });
  await expect(card.getByText(`₹${price}/kg`)).toBeVisible();
  // Its first photo, from the app's origin.
  const { cropImages } = (await (await api.get(`/api/crops/${listingId}`)).json()) as {
    cropImages: string[];
  };
  expect(cropImages).toHaveLength(2);
  await expect(card.getByRole('img', { name: cropName })).toHaveAttribute('src', cropImages[0]);
  expect(new URL(cropImages[0]).origin).not.toBe(legacyClientOrigin);

  // Every photo of the grid shows: Chromium refuses an <img> of another origin whose answer says
  // Cross-Origin-Resource-Policy: same-origin, so this holds only with the listings' cross-origin.
  const images = page.locator('#grid img');
  expect(await images.count()).toBeGreaterThan(0);
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        (all as HTMLImageElement[])
          .filter((img) => !img.complete || img.naturalWidth === 0)
          .map((img) => img.src),
      ),
    )
    .toEqual([]);
  const photo = await api.get(cropImages[0]);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['cross-origin-resource-policy']).toBe('cross-origin');

  // Anything else of the app keeps same-origin, and the browser refuses it here: the app's icon.
  const icon = new URL('/icons/icon-192.png', cropImages[0]).href;
  const iconAnswer = await api.get(icon);
  expect(iconAnswer.status()).toBe(200);
  expect(iconAnswer.headers()['cross-origin-resource-policy']).toBe('same-origin');
  const shown = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const img = document.createElement('img');
        img.onload = () => resolve(`loaded ${img.naturalWidth}px`);
        img.onerror = () => resolve('blocked');
        img.src = src;
        document.body.append(img);
      }),
    icon,
  );
  expect(shown).toBe('blocked');
});

test("a listing's details without a token: name, price and seller, no mobile", async ({ page }) => {
  await openClient(page);
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/crops/${listingId}` && r.status() === 200,
  );
  await page
    .getByRole('article', { name: cropName })
    .getByRole('button', { name: 'View Details' })
    .click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('heading', { name: cropName })).toBeVisible();
  await expect(details.getByText(`Price: ₹${price} per kg`)).toBeVisible();
  await expect(details.getByText(`Seller: ${seller.name}`)).toBeVisible();
  await expect(details.locator('[data-field="mobile"]')).toHaveText('Contact:');
  await expect(page.locator('body')).not.toContainText(seller.mobile);
  const crop = (await (await answered).json()) as {
    userId: { _id: string; name: string; mobile: string; mobileHidden: boolean };
  };
  expect(crop.userId).toMatchObject({
    _id: sellerSession.userId,
    name: seller.name,
    mobile: '',
    mobileHidden: true,
  });
  expect((await callsOf(page)).at(-1)).toEqual({
    method: 'GET',
    path: `/api/crops/${listingId}`,
    status: 200,
    withToken: false,
  });
});

test('login keeps the token and the user id in localStorage', async ({ page }) => {
  await openClient(page);
  await logIn(page, buyer);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    userId: localStorage.getItem('userId'),
  }));
  expect(stored.userId).toBe(buyerSession.userId);
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // The token it keeps is a working one.
  const me = await api.get(`/api/orders/${buyerSession.userId}`, {
    headers: { Authorization: `Bearer ${stored.token}` },
  });
  expect(me.status()).toBe(200);
});

test('Buy Now places the order, then posts the notification without a token: one order, one notification', async ({
  page,
}) => {
  await openClient(page);
  await logIn(page, buyer);
  await page
    .getByRole('article', { name: cropName })
    .getByRole('button', { name: 'View Details' })
    .click();
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('status')).toHaveText('Order placed! The seller has been notified.');
  await expect(page.getByText('Failed to place order. Please try again.')).toHaveCount(0);
  const calls = await callsOf(page);
  expect(calls.slice(-2)).toEqual([
    { method: 'POST', path: '/api/orders', status: 201, withToken: true },
    { method: 'POST', path: '/api/notifications', status: 201, withToken: false },
  ]);

  // As the seller: exactly one order from this buyer for this listing, and one notification of it.
  const orders = await api.get('/api/orders', { headers: bearer(sellerSession) });
  expect(orders.status()).toBe(200);
  const placed = ((await orders.json()) as Order[]).filter(
    (o) => o.buyerId._id === buyerSession.userId && o.cropId._id === listingId,
  );
  expect(placed).toHaveLength(1);
  expect(placed[0].quantity).toBe(1);
  const notes = await api.get(`/api/notifications/${sellerSession.userId}`, {
    headers: bearer(sellerSession),
  });
  expect(notes.status()).toBe(200);
  const notices = (await notes.json()) as Notice[];
  expect(notices).toHaveLength(1);
  expect(notices[0].orderId).toBe(placed[0]._id);
  expect(notices[0].message).toContain(cropName);
});

test("the seller's notifications list the order, and accepting one works", async ({ page }) => {
  await openClient(page);
  await logIn(page, seller);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const list = page.locator('#notices');
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(1);
  const notes = await api.get(`/api/notifications/${sellerSession.userId}`, {
    headers: bearer(sellerSession),
  });
  const [notice] = (await notes.json()) as Notice[];
  await expect(items.first()).toHaveAttribute('data-id', notice._id);
  await expect(items.first().locator('[data-field="message"]')).toHaveText(notice.message);
  await expect(items.first().locator('[data-field="message"]')).toContainText(cropName);

  await items.first().getByRole('button', { name: 'Accept' }).click();
  await expect(items.first().locator('[data-field="status"]')).toHaveText('accepted');
  expect((await callsOf(page)).at(-1)).toEqual({
    method: 'PUT',
    path: `/api/notifications/${notice._id}/update`,
    status: 200,
    withToken: true,
  });
  const after = await api.get(`/api/notifications/${sellerSession.userId}`, {
    headers: bearer(sellerSession),
  });
  expect(((await after.json()) as Notice[])[0]).toMatchObject({
    _id: notice._id,
    status: 'accepted',
  });
});

test("the buyer's order history: the listing's _id and name, the seller's and buyer's names", async ({
  page,
}) => {
  await openClient(page);
  await logIn(page, buyer);
  await page.getByRole('button', { name: 'Order history' }).click();
  const rows = page.locator('#orders');
  await expect(rows).toHaveAttribute('aria-busy', 'false');
  const row = rows.locator(`tr[data-crop-id="${listingId}"]`);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    cropName,
    '1',
    'Pending',
    seller.name,
    buyer.name,
  ]);
  expect((await callsOf(page)).at(-1)).toEqual({
    method: 'GET',
    path: `/api/orders/${buyerSession.userId}`,
    status: 200,
    withToken: true,
  });
});
