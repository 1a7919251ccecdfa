import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  newFarmer,
  signUpAndLogIn as signUpFarmer,
  useSession as useFarmerSession,
  type Session,
} from '../support/farmers';
import { png } from '../support/png';

// One seller and one buyer per project and run: the desktop and mobile projects share the database.
const stamp = String(Date.now()).slice(-7);

type Person = { name: string; mobile: string; email: string; password: string; state: string };

function peopleFor(testInfo: TestInfo): { seller: Person; buyer: Person } {
  const project = testInfo.project.name === 'mobile' ? 'm' : 'd';
  const digit = project === 'm' ? 6 : 8;
  const person = (role: string, second: number, state: string): Person => ({
    name: `${role === 'seller' ? 'Ramesh Kumar' : 'Meena Shah'} ${project === 'm' ? 'Mobile' : 'Desktop'}`,
    mobile: `${digit}${second}${stamp}${project === 'm' ? 1 : 2}`,
    email: `${role}.${project}.${stamp}@example.com`,
    password: 'Green-fields-2025',
    state,
  });
  return { seller: person('seller', 1, 'Gujarat'), buyer: person('buyer', 2, 'Maharashtra') };
}

/** A small PNG of a solid colour with a lighter band across its middle third. */
function bandedPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  return png(width, height, (_x, y) => {
    const light = y > height / 3 && y < (2 * height) / 3 ? 60 : 0;
    return [Math.min(255, r + light), Math.min(255, g + light), Math.min(255, b + light)];
  });
}

async function signUpAndLogIn(request: APIRequestContext, person: Person) {
  const signup = await request.post('/api/auth/signup', {
    data: {
      ...person,
      confirmPassword: person.password,
      address: 'Near the market yard',
      language: 'English',
    },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const login = await request.post('/api/auth/login', {
    data: { mobile: person.mobile, password: person.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as { token: string; userId: string };
}

async function useSession(page: Page, session: { token: string; userId: string }) {
  await page.goto('/');
  await page.evaluate(({ token, userId }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('userId', userId);
  }, session);
}

/** Types a search on Market Access and waits for its answer to be shown. */
async function searchMarket(page: Page, text: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/crops' &&
      new URL(response.url()).searchParams.get('q') === text,
  );
  await page.getByRole('searchbox', { name: 'Search crops' }).fill(text);
  await answered;
  await expect(page.getByRole('list', { name: 'Crops for sale' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

async function snap(page: Page, path: string, fullPage = false) {
  await page.screenshot({ path, animations: 'disabled', fullPage });
}

test('a seller lists a crop with two photos and a buyer orders it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { seller, buyer } = peopleFor(testInfo);
  const cropName = `Kesar Mangoes ${testInfo.project.name} ${stamp}`;
  const sellerSession = await signUpAndLogIn(request, seller);
  const buyerSession = await signUpAndLogIn(request, buyer);

  // The seller lists the crop through the form.
  await useSession(page, sellerSession);
  await page.goto('/CropSell');
  await expect(page.getByRole('heading', { name: 'Create a New Crop Listing' })).toBeVisible();
  await page.getByRole('textbox', { name: /Crop name/ }).fill(cropName);
  await page.getByRole('combobox', { name: /Category/ }).selectOption('fruits');
  await page.getByRole('spinbutton', { name: /Price/ }).fill('120.50');
  await expect(page.getByRole('combobox', { name: /Unit/ })).toHaveValue('kg');
  await page.getByRole('textbox', { name: /^Quantity/ }).fill('40');
  await page
    .getByRole('textbox', { name: /Description/ })
    .fill('Sweet Kesar mangoes from Junagadh.');
  await page.getByRole('switch', { name: 'Grown organically' }).check();
  await page.getByLabel('Photos', { exact: true }).setInputFiles([
    { name: 'mango-1.png', mimeType: 'image/png', buffer: bandedPng(640, 480, [230, 160, 20]) },
    { name: 'mango-2.png', mimeType: 'image/png', buffer: bandedPng(480, 640, [90, 160, 60]) },
  ]);
  const previews = page.getByRole('list', { name: 'Chosen photos' });
  await expect(previews.getByRole('img')).toHaveCount(2);
  await snap(page, testInfo.outputPath('crop-sell-previews.png'), true);

  await page.getByRole('button', { name: 'Add crop' }).click();
  await expect(page.getByRole('dialog', { name: 'Successfully Added to Sell' })).toBeVisible();
  // After 2 seconds the dialog closes and the form starts again.
  await expect(page.getByRole('dialog', { name: 'Successfully Added to Sell' })).toBeHidden({
    timeout: 5_000,
  });
  await expect(page.getByRole('textbox', { name: /Crop name/ })).toHaveValue('');
  await expect(page.getByRole('listitem', { name: cropName })).toBeVisible();

  // It is on the market; the seller cannot buy it.
  await page.goto('/features/MarketAccess');
  await searchMarket(page, cropName);
  const grid = page.getByRole('list', { name: 'Crops for sale' });
  const card = grid.getByRole('article').filter({ hasText: cropName });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: cropName })).toBeVisible();
  await expect(card.getByText('₹120.50 / kg')).toBeVisible();
  await card.getByRole('button', { name: /View Details/ }).click();
  let dialog = page.getByRole('dialog', { name: cropName });
  await expect(dialog.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  await expect(dialog.getByText(seller.name)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The buyer sees it, opens the details, then the product page, and orders 2 kg.
  await useSession(page, buyerSession);
  await page.goto('/features/MarketAccess');
  await searchMarket(page, cropName);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: cropName })).toBeVisible();
  await snap(page, testInfo.outputPath('market-grid.png'));
  await card.getByRole('button', { name: /View Details/ }).click();
  dialog = page.getByRole('dialog', { name: cropName });
  await expect(dialog.getByText('Yes', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^CRP-/)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${cropName}, photo 1 of 2` })).toBeVisible();
  const buyNow = dialog.getByRole('button', { name: 'Buy Now' });
  await expect(buyNow).toBeEnabled();
  await snap(page, testInfo.outputPath('details-dialog.png'));

  await dialog.getByRole('link', { name: 'Open the product page' }).click();
  await expect(page).toHaveURL(/\/features\/MarketAccess\/product\/CRP-/);
  await expect(page.getByRole('heading', { name: cropName, level: 1 })).toBeVisible();
  await expect(page.getByText(seller.name)).toBeVisible();
  await expect(page.getByRole('img', { name: `${cropName}, photo 1 of 2` })).toBeVisible();
  await snap(page, testInfo.outputPath('product-page.png'), true);

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const order = page.getByRole('dialog', { name: `Buy ${cropName}` });
  await order.getByRole('spinbutton', { name: 'Quantity (kg)' }).fill('2');
  await expect(order.getByText('₹241')).toBeVisible();
  await order.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText('Order placed! The seller has been notified.')).toBeVisible();

  const orders = await request.get('/api/orders', {
    headers: { Authorization: `Bearer ${buyerSession.token}` },
  });
  expect(orders.status()).toBe(200);
  const list = (await orders.json()) as {
    status: string;
    quantity: number;
    cropId: { cropName: string };
  }[];
  expect(list).toContainEqual(
    expect.objectContaining({
      status: 'Pending',
      quantity: 2,
      cropId: expect.objectContaining({ cropName }) as unknown,
    }),
  );
});

/** Lists a crop of `seller`'s through the API, with one photo, at ₹40 a kg. */
async function listThroughApi(
  request: APIRequestContext,
  seller: Session,
  cropName: string,
): Promise<{ _id: string; cropId: string }> {
  const listing = await request.post('/api/crops/add', {
    headers: { Authorization: `Bearer ${seller.token}` },
    multipart: {
      cropName,
      cropCategory: 'vegetables',
      cropDescription: 'Firm red tomatoes, picked this morning.',
      cropSellingPrice: '40',
      cropUnit: 'kg',
      cropQuantity: '300',
      grownOrganically: 'false',
      cropImages: {
        name: 'tomatoes.png',
        mimeType: 'image/png',
        buffer: bandedPng(480, 360, [200, 40, 30]),
      },
    },
  });
  expect(listing.ok(), await listing.text()).toBe(true);
  return (await listing.json()) as { _id: string; cropId: string };
}

test('a shared product page: a visitor sees the listing and Log in to buy, and is back on it after logging in', async ({
  page,
  request,
  baseURL,
}) => {
  const seller = newFarmer('Shared Link Seller');
  const buyer = newFarmer('Shared Link Buyer');
  const sellerSession = await signUpFarmer(request, seller);
  await signUpFarmer(request, buyer);
  const cropName = `Shared Tomatoes ${stamp}`;
  const { cropId } = await listThroughApi(request, sellerSession, cropName);
  const path = `/features/MarketAccess/product/${cropId}`;

  // No login: the page opens (no redirect to the login page), drawn by the app.
  await page.goto(path);
  const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(whatsApp).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: cropName })).toBeVisible();
  await expect(page.getByText(seller.name)).toBeVisible();
  await expect(page.getByText('Log in to see')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(seller.mobile);
  const shared = new URL((await whatsApp.getAttribute('href'))!);
  expect(shared.origin).toBe('https://wa.me');
  const text = shared.searchParams.get('text')!;
  expect(text).toContain(cropName);
  expect(text).toContain(`${baseURL}${path}`);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);

  // Log in to buy: the login page, and back to this listing, where Buy Now is now.
  await page.getByRole('link', { name: 'Log in to buy' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(buyer.mobile);
  await page.getByLabel(/^Password/).fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: cropName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveCount(0);
});

test('Buy Now: a refusal and a lost answer are told in the confirm dialog, and trying again orders once', async ({
  page,
  request,
}) => {
  const sellerSession = await signUpFarmer(request, newFarmer('Retry Seller'));
  const buyerSession = await signUpFarmer(request, newFarmer('Retry Buyer'));
  const cropName = `Retry Tomatoes ${stamp}`;
  const listing = await listThroughApi(request, sellerSession, cropName);
  await useFarmerSession(page, buyerSession);
  await page.goto(`/features/MarketAccess/product/${listing.cropId}`);
  await expect(page.getByRole('heading', { level: 1, name: cropName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();

  // Meanwhile the seller sold most of it elsewhere: 5 kg are left (the page still shows 300).
  const update = await request.put(`/api/crops/${listing._id}`, {
    headers: { Authorization: `Bearer ${sellerSession.token}` },
    data: { cropQuantity: '5' },
  });
  expect(update.ok(), await update.text()).toBe(true);

  // 10 kg: the server refuses, and the dialog stays open with the reason in it.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const confirm = page.getByRole('dialog', { name: `Buy ${cropName}` });
  const quantity = confirm.getByRole('spinbutton', { name: 'Quantity (kg)' });
  await quantity.fill('10');
  const refused = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/orders' && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Confirm order' }).click();
  const refusal = await refused;
  expect(refusal.status()).toBe(409);
  const { message } = (await refusal.json()) as { message: string };
  const alert = confirm.getByRole('alert');
  await expect(alert).toContainText('Failed to place order. Please try again.');
  await expect(alert).toContainText(message);
  await expect(confirm).toBeVisible();
  await expect(page.getByText('Order placed! The seller has been notified.')).toHaveCount(0);

  // 2 kg: the order is placed, but its answer is lost on the way back (a dropped connection).
  const keys: string[] = [];
  let lost!: () => void;
  const answerLost = new Promise<void>((resolve) => (lost = resolve));
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    const placed = await route.fetch();
    expect(placed.status()).toBe(201);
    await route.abort('connectionreset');
    lost();
  });
  await quantity.fill('2');
  await confirm.getByRole('button', { name: 'Confirm order' }).click();
  await answerLost;
  // The failure is told in the dialog, which stays open for Confirm to try again.
  await expect(alert).toHaveText('Failed to place order. Please try again.');
  await expect(confirm).toBeVisible();

  // Confirm again: the same Idempotency-Key, so the server answers with the order already placed.
  const replayed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/orders' && r.request().method() === 'POST',
  );
  await confirm.getByRole('button', { name: 'Confirm order' }).click();
  const replay = await replayed;
  expect(replay.status()).toBe(201);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  await expect(page.getByText('Order placed! The seller has been notified.')).toBeVisible();
  await expect(confirm).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
  // A new key for the order after the refusal: that one was not placed.
  expect(refusal.request().headers()['idempotency-key']).not.toBe(keys[0]);

  // One order of 2 kg, not two.
  const orders = await request.get('/api/orders', {
    headers: { Authorization: `Bearer ${buyerSession.token}` },
  });
  const mine = ((await orders.json()) as { quantity: number; cropId: { _id: string } }[]).filter(
    (o) => o.cropId._id === listing._id,
  );
  expect(mine).toHaveLength(1);
  expect(mine[0].quantity).toBe(2);
});
