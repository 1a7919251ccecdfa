import { expect, test, type Page } from '@playwright/test';
import { newFarmer, signUpAndLogIn, useSession, type Session } from '../support/farmers';

// Member pages rendered by the server with their data (ADR 0006): a member who has used the app
// gets /LiveCropPricing and /features/MarketAccess with their rows inside the first response; on
// a phone the app takes the page over on first use, and the first tap still works. Anyone else
// (no cookie, another member's id, a logged-out browser) gets the plain app page.

// No service worker here: once one holds the app, a returning visitor's app starts as soon as the
// page is idle (frontend/src/main.tsx), and whether it had taken control by the second page was a
// matter of timing. These tests are about the page the server sends; offline.spec.ts covers the
// service worker.
test.use({ serviceWorkers: 'block' });

const pageCookies = async (page: Page) =>
  (await page.context().cookies()).filter((c) => c.name === 'agrosense_page');

/** Logs in and lets the app run once on a member page, which writes the page cookie. */
async function returningMember(page: Page, session: Session): Promise<void> {
  await useSession(page, session);
  await page.goto('/Setting');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = await pageCookies(page);
  expect(cookies.map((c) => c.path).sort()).toEqual(['/LiveCropPricing', '/features/MarketAccess']);
  for (const c of cookies) {
    expect(c.sameSite).toBe('Lax');
    expect(decodeURIComponent(c.value)).toBe(`en~${session.userId}~${session.token}`);
  }
}

test('live prices arrive rendered as cards, own state first; the first tap on Filters works', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpAndLogIn(
    request,
    newFarmer('Meera Pagetest', { state: 'Maharashtra' }),
  );
  await returningMember(page, session);

  // The first response already holds the 40 cards, the member's state first (as the API orders
  // them for nearState), and the answers they came from.
  const served = await (await page.request.get('/LiveCropPricing')).text();
  expect(served).toContain(`data-user="${session.userId}"`);
  expect(served).toContain('id="server-data"');
  expect(served).not.toContain('<table');
  const cards = [...served.matchAll(/<li><span class="crop">(.*?)<\/li>/g)].map((m) => m[1]!);
  expect(cards).toHaveLength(40);
  const near = (await (
    await request.get('/api/market-prices', { params: { nearState: 'Maharashtra' } })
  ).json()) as { data: { state: string; market: string }[] };
  expect(near.data[0]!.state).toBe('Maharashtra');
  expect(cards[0]).toContain(`<span class="place">${near.data[0]!.market}`);
  expect(served).toContain('Prices from Maharashtra first');

  await page.goto('/LiveCropPricing');
  const list = page.getByRole('list', { name: 'Live Crop Pricing' });
  await expect(list.getByRole('listitem')).toHaveCount(40);
  const phone = testInfo.project.name === 'mobile';
  // The phone got the page from the server; its app is fetched once the page is idle and starts
  // while the member reads, untouched (ADR 0009), so the first tap does not wait for it. A desktop
  // browser says so in its client hints and gets the app at once (the server lays out for phones).
  await expect(page.locator(`#root[data-user="${session.userId}"]`)).toHaveCount(phone ? 1 : 0);
  await expect(page.locator('#root[data-app="running"]')).toHaveCount(1);

  // One tap on Filters opens the sheet.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter the prices' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('#root[data-app="running"]')).toHaveCount(1);
  await sheet.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Gujarat', exact: true }).click();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: /^Filters ?, 1 filter on$/ })).toBeVisible();
  await expect(page.getByText('Prices from Maharashtra first')).toHaveCount(0);
});

test('the market arrives rendered with the listings this member may see', async ({
  page,
  request,
}, testInfo) => {
  const seller = await signUpAndLogIn(request, newFarmer('Ravi Pageseller'));
  const cropName = `Page Jowar ${testInfo.project.name} ${Date.now()}`;
  const listing = await request.post('/api/crops/add', {
    headers: { Authorization: `Bearer ${seller.token}` },
    multipart: {
      cropName,
      cropCategory: 'grains',
      cropDescription: 'Sun dried, cleaned',
      cropSellingPrice: '31',
      cropUnit: 'kg',
      cropQuantity: '80',
      grownOrganically: 'false',
    },
  });
  expect(listing.ok(), await listing.text()).toBe(true);

  const buyer = await signUpAndLogIn(request, newFarmer('Sunita Pagebuyer'));
  await returningMember(page, buyer);
  const served = await (await page.request.get('/features/MarketAccess')).text();
  expect(served).toContain(`data-user="${buyer.userId}"`);
  expect(served).toContain(cropName);

  await page.goto('/features/MarketAccess');
  await expect(page.getByRole('heading', { name: cropName })).toBeVisible();
});

test('no cookie, another member or a logged-out browser gets the plain page', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const a = await signUpAndLogIn(request, newFarmer('Asha Pagecheck'));
  const b = await signUpAndLogIn(request, newFarmer('Bhavesh Pagecheck'));
  const plain = (html: string) => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('server-data');
  };

  // Anonymous: no cookie at all.
  const anonymous = await playwright.request.newContext({ baseURL });
  plain(await (await anonymous.get('/LiveCropPricing')).text());
  plain(await (await anonymous.get('/features/MarketAccess')).text());
  // A's token with B's id: the profile read is refused, nothing of B (or A) is rendered.
  const cookie = `agrosense_page=${encodeURIComponent(`en~${b.userId}~${a.token}`)}`;
  const mixed = await anonymous.get('/LiveCropPricing', { headers: { Cookie: cookie } });
  const html = await mixed.text();
  plain(html);
  expect(html).not.toContain(b.userId);
  await anonymous.dispose();

  // Logging out removes the cookie; the next visit is the plain page (and then the login page).
  await returningMember(page, a);
  await page.goto('/LiveCropPricing');
  await page.getByRole('button', { name: 'Open profile' }).click();
  await page
    .getByRole('dialog', { name: 'My Profile' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await pageCookies(page)).toEqual([]);
  plain(await (await page.request.get('/LiveCropPricing')).text());
});
