import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messagesTo, type PhoneMessage } from '../support/messages';

/**
 * Two people who have never met, on phones, each in their own language: a seller who reads
 * Gujarati lists a crop; a buyer who reads Hindi buys it; they agree a pickup, the buyer pays by
 * the UPI link, the seller confirms the money and hands the goods over, the buyer confirms
 * receipt, both review each other, and the seller's rating shows on the listing.
 */
type Lang = 'hi' | 'gu';
type Catalog = Record<string, unknown>;
const catalogs = new Map<string, Catalog>();

/** A text of the app in a language, from the app's own catalogues, with its values filled in. */
function tr(lang: Lang, ns: string, key: string, values: Record<string, string | number> = {}) {
  const file = `${ns}/${lang}`;
  if (!catalogs.has(file)) {
    const path = join(__dirname, `../../frontend/src/i18n/locales/${file}.json`);
    catalogs.set(file, JSON.parse(readFileSync(path, 'utf8')) as Catalog);
  }
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Catalog)[part], catalogs.get(file));
  if (typeof text !== 'string') throw new Error(`no text ${ns}:${key} in ${lang}`);
  return Object.entries(values).reduce(
    (out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)),
    text,
  );
}

const stamp = String(Date.now()).slice(-8);
const PASSWORD = 'Green-fields-2025';
type Session = { token: string; userId: string; mobile: string; name: string };

async function signUp(
  request: APIRequestContext,
  who: { name: string; mobile: string; language: string; state: string },
): Promise<Session> {
  const signup = await request.post('/api/auth/signup', {
    data: {
      ...who,
      email: `${who.mobile}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      address: 'Near the panchayat office',
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const login = await request.post('/api/auth/login', {
    data: { mobile: who.mobile, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return { ...((await login.json()) as { token: string; userId: string }), ...who };
}

const bearer = (s: Session) => ({ Authorization: `Bearer ${s.token}` });

/** Opens the app logged in, on a phone that already speaks the member's language. */
async function logInAs(page: Page, session: Session, lang: Lang) {
  await page.addInitScript(
    ({ token, userId, lang }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('language', lang);
    },
    { token: session.token, userId: session.userId, lang },
  );
}

/** A completed trade with reviews both ways, through the API: the seller's earlier buyers. */
async function earlierTrade(
  request: APIRequestContext,
  seller: Session,
  buyer: Session,
  listingId: string,
  rating: number,
) {
  const call = async (method: 'post' | 'put', path: string, who: Session, data?: object) => {
    const res = await request[method](path, { headers: bearer(who), data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { _id: string };
  };
  const { _id } = await call('post', '/api/orders', buyer, { cropId: listingId, quantity: 1 });
  await call('put', `/api/orders/${_id}/status`, seller, { status: 'Accepted' });
  await call('put', `/api/orders/${_id}/status`, buyer, { status: 'Completed' });
  await call('post', `/api/orders/${_id}/review`, buyer, { rating });
  await call('post', `/api/orders/${_id}/review`, seller, { rating: 5 });
}

test('two strangers list, buy, agree a pickup, pay by UPI, hand over, receive and review', async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const seller = await signUp(request, {
    name: 'Savita Patel',
    mobile: `63${stamp}`,
    language: 'Gujarati',
    state: 'Gujarat',
  });
  const buyer = await signUp(request, {
    name: 'Ramesh Yadav',
    mobile: `73${stamp}`,
    language: 'Hindi',
    state: 'Maharashtra',
  });
  // The SMS of a new order must not wait for the night's quiet hours if the test runs at night.
  const noQuietHours = await request.put(`/api/auth/users/${seller.userId}`, {
    headers: bearer(seller),
    data: { quietHoursStart: '00:00', quietHoursEnd: '00:00' },
  });
  expect(noQuietHours.ok(), await noQuietHours.text()).toBe(true);
  const phone = {
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
  };
  const sellerPage = await (await browser.newContext(phone)).newPage();
  const buyerPage = await (await browser.newContext(phone)).newPage();
  await logInAs(sellerPage, seller, 'gu');
  await logInAs(buyerPage, buyer, 'hi');
  const S = (ns: string, key: string, v?: Record<string, string | number>) => tr('gu', ns, key, v);
  const B = (ns: string, key: string, v?: Record<string, string | number>) => tr('hi', ns, key, v);
  const cropName = `Ghau ${stamp}`;

  // The seller adds a UPI ID in Settings (it needs the current password: buyers' money goes there).
  await sellerPage.goto('/Setting');
  await sellerPage
    .getByRole('textbox', { name: S('accounts', 'fields.upiId') })
    .fill(`savita.${stamp}@okaxis`);
  await sellerPage
    .getByLabel(new RegExp(`^${S('accounts', 'fields.currentPassword')}`))
    .fill(PASSWORD);
  await sellerPage.getByRole('button', { name: S('accounts', 'settings.save') }).click();
  await expect(sellerPage.getByText(S('accounts', 'settings.saved'))).toBeVisible();

  // ... and lists 100 kg of wheat at ₹26 a kg through the form.
  await sellerPage.goto('/CropSell');
  await sellerPage
    .getByRole('textbox', { name: new RegExp(S('market', 'sell.fields.name')) })
    .fill(cropName);
  await sellerPage
    .getByRole('combobox', { name: new RegExp(S('market', 'sell.fields.category')) })
    .selectOption('grains');
  await sellerPage
    .getByRole('spinbutton', {
      name: new RegExp(S('market', 'sell.fields.price').replace(/[()₹]/g, '.')),
    })
    .fill('26');
  await sellerPage
    .getByRole('textbox', { name: new RegExp(`^${S('market', 'sell.fields.quantity')}`) })
    .fill('100');
  await sellerPage.getByRole('button', { name: S('market', 'sell.submit') }).click();
  await expect(sellerPage.getByRole('dialog', { name: S('market', 'sell.success') })).toBeVisible();
  const listing = (
    (await (await request.get(`/api/crops?mine=true`, { headers: bearer(seller) })).json()) as {
      _id: string;
      cropName: string;
    }[]
  ).find((c) => c.cropName === cropName)!;
  expect(listing).toBeTruthy();

  // Two earlier buyers traded with her and rated her 5 and 4 (a rating shows from 3 reviews).
  for (const [i, rating] of [
    [1, 5],
    [2, 4],
  ] as const) {
    const earlier = await signUp(request, {
      name: `Earlier Buyer ${i}`,
      mobile: `8${i}${stamp}`,
      language: 'English',
      state: 'Gujarat',
    });
    await earlierTrade(request, seller, earlier, listing._id, rating);
  }

  // The buyer finds it on Market Access and orders 50 kg from the details dialog.
  await buyerPage.goto('/features/MarketAccess');
  await buyerPage.getByRole('searchbox', { name: B('market', 'market.search') }).fill(cropName);
  const card = buyerPage.getByRole('article').filter({ hasText: cropName });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: new RegExp(B('market', 'market.viewDetails')) }).click();
  const details = buyerPage.getByRole('dialog', { name: cropName });
  await details.getByRole('button', { name: B('market', 'buy.buyNow') }).click();
  const buy = buyerPage.getByRole('dialog', { name: B('market', 'buy.title', { name: cropName }) });
  await buy.getByRole('spinbutton').fill('50');
  await buy.getByRole('button', { name: B('market', 'buy.confirm') }).click();
  await expect(buyerPage.getByText(B('market', 'buy.success'))).toBeVisible();
  const orderId = (
    (await (await request.get('/api/orders', { headers: bearer(buyer) })).json()) as {
      _id: string;
      cropId: { cropName: string };
    }[]
  ).find((o) => o.cropId.cropName === cropName)!._id;

  // The seller hears of it on her phone (the dev outbox: no SMS provider here), in Gujarati, once
  // (the two earlier buyers' orders were of 1 kg), and the link in the SMS opens the order.
  let sms: PhoneMessage[] = [];
  await expect
    .poll(
      () =>
        (sms = messagesTo(seller.mobile).filter(
          (m) => m.template === 'order_placed' && m.text.includes('50 કિલો'),
        )),
      { message: 'the new-order SMS to the seller', timeout: 15_000 },
    )
    .toHaveLength(1);
  expect(sms[0]).toMatchObject({ channel: 'sms', language: 'gu' });
  expect(sms[0].text).toContain(`${cropName}નો નવો ઓર્ડર, 50 કિલો. જુઓ: http`);
  // The seller accepts on the order page the SMS's link opened; the buyer now sees her number.
  await sellerPage.goto(sms[0].params.link);
  await expect(sellerPage).toHaveURL(new RegExp(`/orders/${orderId}$`));
  const sellerNext = sellerPage.getByRole('region', { name: S('trade', 'order.next.title') });
  await sellerNext.getByRole('button', { name: S('trade', 'order.actions.accept') }).click();
  await sellerPage
    .getByRole('dialog')
    .getByRole('button', { name: S('trade', 'order.confirm.Accepted.button') })
    .click();
  await expect(
    sellerPage.getByRole('region', { name: S('trade', 'handover.title') }),
  ).toBeVisible();

  // The buyer proposes to collect at the farm; the seller agrees.
  await buyerPage.goto(`/orders/${orderId}`);
  await expect(
    buyerPage.getByRole('region', { name: B('trade', 'order.contact.title.seller') }),
  ).toContainText(seller.mobile);
  const handover = buyerPage.getByRole('region', { name: B('trade', 'handover.title') });
  await handover.getByRole('button', { name: B('trade', 'handover.propose.open') }).click();
  const propose = buyerPage.getByRole('dialog', { name: B('trade', 'handover.propose.title') });
  await propose.getByRole('radio', { name: B('trade', 'handover.kinds.farm_pickup') }).check();
  await propose
    .getByRole('textbox', { name: B('trade', 'handover.propose.note') })
    .fill('ट्रैक्टर ट्रॉली लेकर आऊँगा');
  await propose.getByRole('button', { name: B('trade', 'handover.propose.send') }).click();
  await expect(handover).toContainText(B('trade', 'handover.yourProposal'));

  await sellerPage.reload();
  const sellerHandover = sellerPage.getByRole('region', { name: S('trade', 'handover.title') });
  await expect(sellerHandover).toContainText(S('trade', 'handover.theirProposal.buyer'));
  await sellerHandover.getByRole('button', { name: S('trade', 'handover.agree') }).click();
  await expect(sellerHandover).toContainText(S('trade', 'handover.agreed'));

  // The buyer pays by the UPI link: payee, name, amount, rupees, note and reference.
  await buyerPage.reload();
  const payment = buyerPage.getByRole('region', {
    name: new RegExp(`^${B('trade', 'payment.title')}`),
  });
  const payLink = payment.getByRole('link', { name: /UPI/ });
  const href = (await payLink.getAttribute('href'))!;
  const upi = new URL(href);
  expect(upi.protocol).toBe('upi:');
  expect(Object.fromEntries(upi.searchParams)).toEqual({
    pa: `savita.${stamp}@okaxis`,
    pn: 'Savita Patel',
    am: '1300.00',
    cu: 'INR',
    tn: `AgroSense ${cropName}`,
    tr: expect.stringMatching(/^AGS[0-9A-F]{12}$/),
  });
  await buyerPage.screenshot({ path: testInfo.outputPath('order-pay-hi.png'), fullPage: true });
  await payment.getByRole('button', { name: B('trade', 'payment.iPaid') }).click();
  const paid = buyerPage.getByRole('dialog', { name: B('trade', 'payment.paid.title') });
  await paid.getByRole('textbox').fill('412345678901');
  await paid.getByRole('button', { name: B('trade', 'payment.paid.send') }).click();
  await expect(payment).toContainText(B('trade', 'payment.status.reported'));

  // The seller sees the UPI reference, confirms the money and hands the goods over.
  await sellerPage.reload();
  const sellerPayment = sellerPage.getByRole('region', {
    name: new RegExp(`^${S('trade', 'payment.title')}`),
  });
  await expect(sellerPayment).toContainText('412345678901');
  await sellerPayment.getByRole('button', { name: S('trade', 'payment.received') }).click();
  await expect(sellerPayment).toContainText(S('trade', 'payment.status.confirmed'));
  await sellerNext.getByRole('button', { name: S('trade', 'order.actions.handedOver') }).click();
  await sellerPage
    .getByRole('dialog')
    .getByRole('button', { name: S('trade', 'order.confirm.HandedOver.button') })
    .click();

  // The buyer confirms receipt: the trade is complete.
  await buyerPage.reload();
  const buyerNext = buyerPage.getByRole('region', { name: B('trade', 'order.next.title') });
  await buyerNext.getByRole('button', { name: B('trade', 'order.actions.received') }).click();
  await buyerPage
    .getByRole('dialog')
    .getByRole('button', { name: B('trade', 'order.confirm.Completed.button') })
    .click();
  await expect(buyerNext).toContainText(B('trade', 'order.next.done.Completed'));

  // Both review each other; the buyer's review shows to the seller once both have written.
  const review = async (page: Page, lang: Lang, stars: number, words: string) => {
    const section = page.getByRole('region', { name: tr(lang, 'trade', 'review.title') });
    await section
      .getByRole('radio', { name: tr(lang, 'trade', 'review.star_other', { count: stars }) })
      .check({ force: true });
    await section.getByRole('textbox').fill(words);
    await section.getByRole('button', { name: tr(lang, 'trade', 'review.send') }).click();
    await expect(section).toContainText(tr(lang, 'trade', 'review.yours'));
    return section;
  };
  const buyerReview = await review(buyerPage, 'hi', 5, 'अच्छा गेहूं, समय पर मिला');
  // Hidden from each other until both have written (or 7 days pass).
  await expect(buyerReview).toContainText(
    B('trade', 'review.hidden', { date: '§' }).split('§')[0]!,
  );
  await sellerPage.reload();
  const sellerReview = await review(sellerPage, 'gu', 5, 'સમયસર ચુકવણી કરી');
  await expect(sellerReview).toContainText('अच्छा गेहूं, समय पर मिला');
  await expect(
    sellerPage.getByRole('region', { name: S('trade', 'order.timeline') }).getByRole('listitem'),
  ).toHaveCount(10);
  await sellerPage.screenshot({ path: testInfo.outputPath('order-done-gu.png'), fullPage: true });

  // Her rating (5, 4 and 5 from three buyers) shows on the listing for everybody.
  await buyerPage.goto('/features/MarketAccess');
  await buyerPage.getByRole('searchbox', { name: B('market', 'market.search') }).fill(cropName);
  await expect(
    card.getByRole('link', {
      name: B('market', 'rating.label_other', { average: '4.7', count: 3 }),
    }),
  ).toBeVisible();
  await buyerPage.screenshot({ path: testInfo.outputPath('market-rating-hi.png'), fullPage: true });
});
