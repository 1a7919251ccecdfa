import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { newFarmer, signUpAndLogIn, type Session } from './farmers';

/** A Gujarati seller, a Hindi buyer, one listing and orders at three stages of a trade. */
export type TradeWorld = {
  seller: Session;
  buyer: Session;
  sellerName: string;
  buyerName: string;
  cropId: string;
  cropName: string;
  /** A new order request. */
  orderId: string;
  /** Accepted: a handover proposed by the seller, a payment reported, a problem reported. */
  tradeOrderId: string;
  /** Completed and paid, the buyer's review written. */
  doneOrderId: string;
};

/**
 * Makes a world where every screen of a trade has something to show, through the API: the walks
 * of every route (languages.spec.ts, phone-walk.spec.ts) read it in both languages.
 */
export async function seedTradeWorld(api: APIRequestContext): Promise<TradeWorld> {
  // A Gujarati farmer sells wheat in his words; a Hindi buyer orders some.
  const sellerName = 'રમેશ પટેલ';
  const buyerName = 'अनिता शर्मा';
  const seller = await signUpAndLogIn(
    api,
    newFarmer(sellerName, { language: 'Gujarati', address: 'આણંદ' }),
  );
  const buyer = await signUpAndLogIn(
    api,
    newFarmer(buyerName, { language: 'Hindi', address: 'आणंद' }),
  );
  const cropName = 'ઘઉં લોકવન';
  const listing = await api.post('/api/crops/add', {
    headers: { Authorization: `Bearer ${seller.token}` },
    multipart: {
      cropName,
      cropCategory: 'grains',
      cropDescription: 'સાફ કરેલા, સૂકા ઘઉં',
      cropSellingPrice: '32',
      cropUnit: 'kg',
      cropQuantity: '500',
      grownOrganically: 'false',
    },
  });
  expect(listing.ok(), await listing.text()).toBe(true);
  const { cropId } = (await listing.json()) as { cropId: string };
  const call = async (who: Session, method: 'post' | 'put', path: string, data?: object) => {
    const res = await api[method](path, {
      headers: { Authorization: `Bearer ${who.token}` },
      data,
    });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { _id: string };
  };
  // A new order request, and two orders further along, so the order page shows every section.
  const { _id: orderId } = await call(buyer, 'post', '/api/orders', { cropId, quantity: 20 });
  const accepted = async () => {
    const { _id } = await call(buyer, 'post', '/api/orders', { cropId, quantity: 10 });
    await call(seller, 'put', `/api/orders/${_id}/status`, { status: 'Accepted' });
    return _id;
  };
  const tradeOrderId = await accepted();
  // Two days ahead in India's calendar (UTC+5:30).
  const inTwoDays = new Date(Date.now() + 330 * 60_000 + 2 * 86_400_000);
  await call(seller, 'put', `/api/orders/${tradeOrderId}/handover`, {
    kind: 'place_pickup',
    place: 'ઉંઝા માર્કેટ યાર્ડનો દરવાજો',
    date: inTwoDays.toISOString().slice(0, 10),
    from: '08:00',
    to: '10:30',
  });
  await call(buyer, 'put', `/api/orders/${tradeOrderId}/payment`, {
    status: 'reported',
    utr: '412345678901',
  });
  await call(buyer, 'post', `/api/orders/${tradeOrderId}/problem`, {
    reason: 'quality_not_as_listed',
    text: 'आधा माल गीला है',
  });
  const doneOrderId = await accepted();
  await call(seller, 'put', `/api/orders/${doneOrderId}/payment`, { status: 'confirmed' });
  await call(seller, 'post', `/api/orders/${doneOrderId}/handed-over`);
  await call(buyer, 'put', `/api/orders/${doneOrderId}/status`, { status: 'Completed' });
  await call(buyer, 'post', `/api/orders/${doneOrderId}/review`, { rating: 4, comment: 'अच्छा गेहूं' });
  return {
    seller,
    buyer,
    sellerName,
    buyerName,
    cropId,
    cropName,
    orderId,
    tradeOrderId,
    doneOrderId,
  };
}

/** Playwright's test with `accounts`: one trade world per worker, made once. */
export const tradeWorldTest = base.extend<object, { accounts: TradeWorld }>({
  accounts: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const world = await seedTradeWorld(api);
      await api.dispose();
      await use(world);
    },
    { scope: 'worker' },
  ],
});
