import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import request from 'supertest';
import { AccountsService } from '../../../src/accounts/application/accounts.service';
import { signUpAndLogIn, type TestUser } from '../../support/accounts';
import { createUsersFast } from '../../support/fast-users';
import type { TestApp } from '../../support/test-app';

export type Caller = 'anonymous' | 'owner' | 'other' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'owner', 'other', 'admin'];

export interface Account {
  id: string;
  token: string;
  mobile: string;
  email: string;
  password: string;
}

/**
 * The people and things the security suites act on, all made through the real app: "owner" sells
 * a listing that "buyer" ordered (so owner has a notification and an order), "other" is an
 * unrelated farmer, and "admin" was created the way `npm run create-admin` does it.
 */
export interface World {
  t: TestApp;
  owner: Account;
  other: Account;
  buyer: Account;
  admin: Account;
  /** owner's listing, with plenty of stock for the orders made against it. */
  listing: { _id: string; cropId: string };
  /** buyer's Pending order on `listing`. */
  order: { _id: string };
  /** The "new order" notification owner got for `order`. */
  notification: { _id: string };
  /** A shipped machinery category and a shipped scheme. */
  resourceId: string;
  schemeId: string;
  account(caller: Exclude<Caller, 'anonymous'>): Account;
}

export const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

let admins = 0;

/** An administrator made with AccountsService.createAdmin, as the CLI does, then logged in. */
export async function createAdmin(t: TestApp): Promise<Account> {
  admins += 1;
  const unique = `${String(Date.now()).slice(-6)}${String(admins % 100).padStart(2, '0')}`;
  const cmd = {
    name: 'Ops Admin',
    mobile: `97${unique}`,
    email: `ops-${unique}@example.com`,
    password: 'rabi-harvest-admin-2026',
    state: 'Gujarat',
  };
  const orm = t.app.get(MikroORM);
  const created = await RequestContext.create(orm.em, () =>
    t.app.get(AccountsService).createAdmin(cmd),
  );
  const login = await request(t.http)
    .post('/api/auth/login')
    .send({ mobile: cmd.mobile, password: cmd.password })
    .expect(200);
  return {
    id: created.id,
    token: login.body.token as string,
    mobile: cmd.mobile,
    email: cmd.email,
    password: cmd.password,
  };
}

/** A new listing of `seller`'s through POST /api/crops/add. */
/** A listing of `seller`'s (Tomato at 25.50 a kg unless `fields` say otherwise), with `photo`. */
export async function listCrop(
  t: TestApp,
  seller: { token: string },
  fields: Record<string, string> = {},
  photo?: Buffer,
): Promise<{ _id: string; cropId: string; cropName: string; cropSellingPrice: number }> {
  let req = request(t.http).post('/api/crops/add').set(auth(seller));
  const all = {
    cropName: 'Tomato',
    cropCategory: 'vegetables',
    cropSellingPrice: '25.50',
    cropUnit: 'kg',
    cropQuantity: '100000',
    cropDescription: 'Fresh from Anand',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) req = req.field(k, v);
  if (photo) req = req.attach('cropImages', photo, 'tomato.png');
  const res = await req.expect(201);
  return res.body as { _id: string; cropId: string; cropName: string; cropSellingPrice: number };
}

/** A Pending order of `buyer`'s on `listingId`. */
export async function placeOrder(
  t: TestApp,
  buyer: { token: string },
  listingId: string,
): Promise<{ _id: string }> {
  const res = await request(t.http)
    .post('/api/orders')
    .set(auth(buyer))
    .send({ cropId: listingId, quantity: 1 })
    .expect(201);
  return res.body as { _id: string };
}

const asAccount = (u: TestUser): Account => ({ ...u });

/**
 * The same world without argon2 (users written straight to the database, tokens from the app's
 * own SessionTokens): for suites that need the people and things but never log in by password.
 * Their `password` is not theirs (logins with it are refused).
 */
export async function buildFastWorld(t: TestApp): Promise<World> {
  const [owner, other, buyer] = (await createUsersFast(t, 3)).map((u) => ({
    ...u,
    password: 'not-this-users-password',
  }));
  const [admin] = (await createUsersFast(t, 1, 'admin')).map((u) => ({
    ...u,
    password: 'not-this-users-password',
  }));
  return furnish(t, owner!, other!, buyer!, admin!);
}

export async function buildWorld(t: TestApp): Promise<World> {
  const owner = asAccount(await signUpAndLogIn(t, { name: 'Owner Om' }));
  const other = asAccount(await signUpAndLogIn(t, { name: 'Other Asha' }));
  const buyer = asAccount(await signUpAndLogIn(t, { name: 'Buyer Bharat' }));
  const admin = await createAdmin(t);
  return furnish(t, owner, other, buyer, admin);
}

async function furnish(
  t: TestApp,
  owner: Account,
  other: Account,
  buyer: Account,
  admin: Account,
): Promise<World> {
  const listing = await listCrop(t, owner);
  const order = await placeOrder(t, buyer, listing._id);
  const notes = await request(t.http)
    .get(`/api/notifications/${owner.id}`)
    .set(auth(owner))
    .expect(200);
  const notification = (notes.body as { _id: string }[])[0];
  if (!notification) throw new Error('the seller got no notification for the order');
  const resources = await request(t.http).get('/api/resources/all').expect(200);
  const schemes = await request(t.http).get('/api/schemes/all').expect(200);
  const byCaller = { owner, other, admin };
  return {
    t,
    owner,
    other,
    buyer,
    admin,
    listing,
    order,
    notification,
    resourceId: (resources.body.data as { _id: string }[])[0]._id,
    schemeId: (schemes.body.data as { _id: string }[])[0]._id,
    account: (caller) => byCaller[caller],
  };
}
