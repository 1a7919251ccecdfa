import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInAdmin } from '../support/admin';
import { newFarmer, signUpAndLogIn, useSession, type Session } from '../support/farmers';
import { exclusively } from '../support/lock';

// A price alert from the Live Crop Pricing page, end to end: the member sets it on a price card,
// an administrator runs the price sync (the Ops page's "Run now"), the bell tells the member once,
// and later syncs of the same prices tell nothing more. The app under test loaded the shipped
// sample prices at start (PRICE_SYNC_ON_START=true); the administrator is made before the server
// starts (support/admin.ts).
test.use({ viewport: { width: 360, height: 640 } });

type Run = { _id: string; status: string };
type Notice = { kind: string; message: string; status: string };

const bearer = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

/** Nothing on the page is wider than the phone: no sideways scrolling. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function syncRuns(request: APIRequestContext, admin: Session): Promise<Run[]> {
  const answer = await request.get('/api/market-prices/sync-runs', { headers: bearer(admin) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Run[] }).data;
}

/**
 * "Run now" as the Ops page does it, then waits until the run has ended. A run is refused (409)
 * while another one, or the price alerts' evaluation after it, still holds the sync: so the start
 * of a run also says that the evaluation after the one before has finished.
 */
async function runPriceSync(request: APIRequestContext, admin: Session): Promise<void> {
  let run: Run | undefined;
  await expect(async () => {
    const answer = await request.post('/api/market-prices/sync', { headers: bearer(admin) });
    expect(answer.status(), await answer.text()).toBe(202);
    run = (await answer.json()) as Run;
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
  await expect
    .poll(async () => (await syncRuns(request, admin)).find((r) => r._id === run!._id)?.status, {
      timeout: 30_000,
    })
    .toBe('succeeded');
}

async function priceAlerts(request: APIRequestContext, member: Session): Promise<Notice[]> {
  const answer = await request.get(`/api/notifications/${member.userId}`, {
    headers: bearer(member),
  });
  expect(answer.status()).toBe(200);
  const items = (await answer.json()) as Notice[];
  return items.filter((item) => item.kind === 'price_alert');
}

test('a member sets a price alert on a price card; the sync tells them once', async ({
  page,
  request,
}, testInfo) => {
  // Three syncs, a dialog and the bell on a loaded 2-core machine.
  test.setTimeout(120_000);
  const admin = await logInAdmin(request);
  // The start-up sync has loaded the prices and is over (so it cannot be the one that fires).
  await expect
    .poll(async () => (await syncRuns(request, admin)).map((r) => r.status), { timeout: 30_000 })
    .toContain('succeeded');
  await expect
    .poll(async () => (await syncRuns(request, admin)).some((r) => r.status === 'running'))
    .toBe(false);

  const member = await signUpAndLogIn(request, newFarmer('Alert Farmer'));
  await useSession(page, member);
  await page.goto('/LiveCropPricing');
  const card = page.getByRole('list', { name: 'Live Crop Pricing' }).getByRole('listitem').first();
  await expect(card).toBeVisible();
  await fitsThePhone(page);

  // The card's bell: a thumb-sized button named after the card's crop and market.
  const bell = card.getByRole('button', { name: /^Alert me about the price of / });
  const box = await bell.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const [, crop, market] = /^Alert me about the price of (.+) in (.+)$/.exec(
    (await bell.getAttribute('aria-label')) ?? '',
  )!;
  const price = Number((await card.locator('.modal').innerText()).replace(/[^\d.]/g, ''));
  expect(price).toBeGreaterThan(0);

  await bell.click();
  const dialog = page.getByRole('dialog', { name: `Price alert: ${crop} in ${market}, Gujarat` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Modal price now: ₹[\d,.]+ per quintal/)).toBeVisible();
  const above = dialog.getByRole('textbox', { name: 'Tell me when the price is above' });
  await expect(above).toHaveAttribute('inputmode', 'decimal');
  // Below today's price, so the next sync finds it reached.
  const threshold = Math.floor(price / 2);
  await above.fill(String(threshold));
  await fitsThePhone(page);
  const save = dialog.getByRole('button', { name: 'Save alert' });
  expect((await save.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: testInfo.outputPath('price-alert-dialog-360.png') });
  await save.click();
  await expect(dialog.getByText('Alert saved.')).toBeVisible();
  await expect(
    dialog.getByText(new RegExp(`^We will tell you when .+ in ${market}, Gujarat is at ₹`)),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-alert-saved-360.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The watch of that market, its alert price armed; nothing told yet.
  const listed = await request.get('/api/market-prices/watchlist', { headers: bearer(member) });
  const watches = ((await listed.json()) as { data: Record<string, unknown>[] }).data;
  expect(watches).toEqual([
    expect.objectContaining({
      state: 'Gujarat',
      placeName: market,
      district: null,
      above: { price: threshold, state: 'armed' },
      below: null,
    }),
  ]);
  expect(await priceAlerts(request, member)).toEqual([]);

  await exclusively('price-sync', async () => {
    // The administrator's sync: the alert fires, once.
    await runPriceSync(request, admin);
    await expect.poll(async () => (await priceAlerts(request, member)).length).toBe(1);
    const [told] = await priceAlerts(request, member);
    expect(told!.message).toContain(`Price alert: ${crop} in ${market} (Gujarat) is at ₹`);
    expect(told!.message).toContain('at or above your ₹');

    await page.reload();
    const bellButton = page.getByRole('button', { name: 'Notifications, 1 new' });
    await expect(bellButton).toBeVisible({ timeout: 15_000 });
    await bellButton.click();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popup.getByRole('listitem')).toHaveCount(1);
    await expect(popup.getByRole('listitem')).toContainText(`Price alert: ${crop} in ${market}`);
    await expect(popup.getByRole('button', { name: 'See prices' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('price-alert-bell-360.png') });
    await page.keyboard.press('Escape');

    // The same prices synced again: the alert stays reached and tells nothing more. The third
    // run starts only once the second's evaluation has finished.
    await runPriceSync(request, admin);
    await runPriceSync(request, admin);
  });
  expect(await priceAlerts(request, member)).toHaveLength(1);
  const watch = await request.get('/api/market-prices/watchlist', { headers: bearer(member) });
  expect(((await watch.json()) as { data: { above: unknown }[] }).data[0]!.above).toEqual({
    price: threshold,
    state: 'fired',
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible({
    timeout: 15_000,
  });
});
