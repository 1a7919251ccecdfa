import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
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
