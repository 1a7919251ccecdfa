import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { apiDatabaseTargets } from '../support/database-targets';
import { bigJpeg, jpegWithGps, png } from '../support/images';
import { startTestApp, type TestApp } from '../support/test-app';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

describe.each(apiDatabaseTargets)('crops API on %s', (target) => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let photo: Buffer;
  const uploads = () => join(t.dataDir, 'uploads');
  const auth = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

  const addCrop = (u: TestUser, fields: Record<string, string> = {}) => {
    const req = request(t.http).post('/api/crops/add').set(auth(u));
    const all = {
      cropName: 'Alphonso Mango',
      cropCategory: 'fruits',
      cropSellingPrice: '120.50',
      cropUnit: 'dozen',
      cropQuantity: '40',
      grownOrganically: 'true',
      cropDescription: 'Ratnagiri mangoes, hand picked',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) req.field(k, v);
    return req;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    seller = await signUpAndLogIn(t, { state: 'Maharashtra' });
    buyer = await signUpAndLogIn(t, { state: 'Gujarat' });
    photo = await jpegWithGps();
  });
  afterAll(() => t.close());

  describe('POST /api/crops/add', () => {
    it('needs a login', async () => {
      await request(t.http).post('/api/crops/add').field('cropName', 'x').expect(401);
    });

    it('lists a crop with two photos, re-encoded to WebP in two sizes without EXIF or GPS', async () => {
      const res = await addCrop(seller, { userId: seller.id })
        .attach('cropImages', photo, { filename: 'mango.jpg', contentType: 'image/jpeg' })
        .attach('cropImages', await png(), { filename: 'crate.png', contentType: 'image/png' })
        .expect(201);
      expect(res.body).toMatchObject({
        cropName: 'Alphonso Mango',
        cropCategory: 'fruits',
        cropSellingPrice: 120.5,
        cropUnit: 'dozen',
        cropQuantity: 40,
        grownOrganically: 'true',
        cropStatus: 'Available',
        userId: {
          _id: seller.id,
          name: 'Test Farmer',
          mobile: seller.mobile,
          state: 'Maharashtra',
        },
      });
      expect(res.body.cropId).toMatch(/^CRP-[2-9A-HJKMNP-Z]{6}$/);
      expect(res.body.cropImages).toHaveLength(2);
      expect(res.body.cropImages[0]).toMatch(
        /^http:\/\/127\.0\.0\.1(:\d+)?\/api\/images\/crops\/.+-detail\.webp$/,
      );

      const detailUrl = new URL(res.body.cropImageVariants[0].detail).pathname;
      const cardUrl = new URL(res.body.cropImageVariants[0].card).pathname;
      const detail = await request(t.http)
        .get(detailUrl)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(detail.headers['content-type']).toBe('image/webp');
      expect(detail.headers['cache-control']).toContain('immutable');
      const meta = await sharp(detail.body as Buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(1200);
      expect(meta.exif).toBeUndefined();
      const card = await request(t.http).get(cardUrl).expect(200);
      expect(Number(card.headers['content-length'])).toBeLessThan(
        Number(detail.headers['content-length']),
      );
    });

    it('reads a legacy quantity like "50 kg" as 50', async () => {
      const res = await addCrop(seller, {
        cropName: 'Onion',
        cropCategory: 'vegetables',
        cropUnit: 'kg',
        cropQuantity: '50 kg',
        grownOrganically: 'false',
        cropDescription: 'Nashik red onion',
      }).expect(201);
      expect(res.body.cropQuantity).toBe(50);
    });

    it.each([
      [{ cropSellingPrice: '-5' }, 'Price must be more than 0'],
      [{ cropSellingPrice: '10.999' }, 'at most 2 decimals'],
      [{ cropQuantity: 'plenty' }, 'Quantity must be a plain number such as 50 or 12.5'],
      [{ cropQuantity: '0' }, 'Quantity must be more than 0'],
      [{ cropCategory: 'spices' }, 'cropCategory must be one of'],
      [{ cropUnit: 'tonne' }, 'cropUnit must be one of'],
      [{ cropName: '  ' }, 'Please fill in the crop name'],
    ])('refuses %p with a 400 and stores nothing', async (fields, message) => {
      const before = filesUnder(uploads()).length;
      const res = await addCrop(seller, fields).attach('cropImages', photo, 'p.jpg').expect(400);
      expect(res.body.message).toContain(message);
      expect(filesUnder(uploads())).toHaveLength(before);
    });

    it('refuses to list a crop as somebody else (403)', async () => {
      const res = await addCrop(buyer, { userId: seller.id }).expect(403);
      expect(res.body.code).toBe('CROP.SELLER_MISMATCH');
    });

    it('refuses a text file named .png, by its bytes, and stores nothing', async () => {
      const before = filesUnder(uploads()).length;
      const res = await addCrop(seller)
        .attach('cropImages', photo, 'good.jpg')
        .attach('cropImages', Buffer.from('just some text, not an image'), {
          filename: 'evil.png',
          contentType: 'image/png',
        })
        .expect(400);
      expect(res.body.message).toBe('"evil.png" is not a JPEG, PNG or WebP image');
      expect(filesUnder(uploads())).toHaveLength(before);
    });

    it('refuses an image over 5 MB with 413', async () => {
      const big = await bigJpeg();
      expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
      const res = await addCrop(seller).attach('cropImages', big, 'huge.jpg').expect(413);
      expect(res.body.message).toBe('Each image must be 5 MB or smaller');
    });

    it.each([5, 6])(
      "refuses %i images with 'You can only upload a maximum of 4 images'",
      async (count) => {
        const req = addCrop(seller);
        for (let i = 0; i < count; i++) req.attach('cropImages', photo, `p${i}.jpg`);
        const res = await req.expect(400);
        expect(res.body.message).toBe('You can only upload a maximum of 4 images');
      },
    );
  });

  describe('reading listings', () => {
    it("are public: an anonymous reader sees every listing without the seller's mobile", async () => {
      // One origin for the photo links of both answers.
      const read = (path: string) => request(t.http).get(path).set('Host', 'market.test');
      const member = await read('/api/crops').set(auth(buyer)).expect(200);
      const anonymous = await read('/api/crops').expect(200);
      expect(anonymous.headers['x-total-count']).toBe(member.headers['x-total-count']);
      expect(anonymous.body).toHaveLength(member.body.length);
      expect(member.body.some((c: { userId: { mobile: string } }) => c.userId.mobile)).toBe(true);
      for (const [i, crop] of (anonymous.body as Record<string, unknown>[]).entries()) {
        const seen = member.body[i] as { userId: Record<string, unknown> };
        // Everything the card and the details show, the same as a member sees it ...
        expect({ ...crop, userId: null }).toEqual({ ...seen, userId: null });
        // ... but the seller's mobile, which is for members.
        expect(crop.userId).toEqual({ ...seen.userId, mobile: '', mobileHidden: true });
        expect(JSON.stringify(crop)).not.toContain(String(seen.userId.mobile || '-none-'));
        const one = await request(t.http)
          .get(`/api/crops/${crop._id as string}`)
          .expect(200);
        expect(one.body.userId).toMatchObject({ mobile: '', mobileHidden: true });
        expect(one.body.cropName).toBe(crop.cropName);
      }
      // Each audience gets its own ETag, and only a browser keeps it (it depends on the token).
      expect(anonymous.headers['etag']).not.toBe(member.headers['etag']);
      expect(anonymous.headers['cache-control']).toBe('private, no-cache');
      expect(anonymous.headers['vary']).toMatch(/Authorization/);
      const again = await read('/api/crops')
        .set('If-None-Match', anonymous.headers['etag'] as string)
        .expect(304);
      expect(again.headers['etag']).toBe(anonymous.headers['etag']);
      // A member's own listings need the member.
      const mine = await request(t.http).get('/api/crops?mine=true').expect(401);
      expect(mine.body.code).toBe('AUTH.REQUIRED');
      // An archived listing stays hidden from anonymous readers as from buyers; paging the same.
      await request(t.http).get('/api/crops?limit=500').expect(400);
    });

    it('serves listing photos to other origins, and keeps other photos to this one', async () => {
      const [crop] = (await request(t.http).get('/api/crops?q=mango').expect(200)).body as {
        cropImages: string[];
      }[];
      expect(crop.cropImages.length).toBeGreaterThan(0);
      for (const url of crop.cropImages) {
        const img = await request(t.http).get(new URL(url).pathname).expect(200);
        expect(img.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
      // Anything else the API answers keeps the app-wide same-origin.
      const list = await request(t.http).get('/api/crops').expect(200);
      expect(list.headers['cross-origin-resource-policy']).toBe('same-origin');
    });

    it('gives a plain array with the total in X-Total-Count', async () => {
      const res = await request(t.http).get('/api/crops').set(auth(buyer)).expect(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
      expect(res.body.length).toBeGreaterThanOrEqual(2);
    });

    it('filters by words, category, seller state and organic, and pages', async () => {
      const q = async (query: string) =>
        (await request(t.http).get(`/api/crops?${query}`).set(auth(buyer)).expect(200)).body as {
          cropName: string;
        }[];
      expect((await q('q=ratnagiri')).map((c) => c.cropName)).toEqual(['Alphonso Mango']);
      expect((await q('category=vegetables')).map((c) => c.cropName)).toEqual(['Onion']);
      expect(await q('state=maharashtra')).toHaveLength(2);
      expect(await q('state=Gujarat')).toHaveLength(0);
      expect((await q('organic=true')).map((c) => c.cropName)).toEqual(['Alphonso Mango']);
      const page = await request(t.http)
        .get('/api/crops?limit=1&page=2&sort=name')
        .set(auth(buyer))
        .expect(200);
      expect(page.body.map((c: { cropName: string }) => c.cropName)).toEqual(['Onion']);
      expect(page.headers['x-total-count']).toBe('2');
      await request(t.http).get('/api/crops?limit=500').set(auth(buyer)).expect(400);
    });

    it('finds one listing by _id or cropId, and answers a miss with a JSON 404', async () => {
      const [first] = (await request(t.http).get('/api/crops?q=mango').set(auth(buyer))).body;
      await request(t.http).get(`/api/crops/${first._id}`).set(auth(buyer)).expect(200);
      const byCropId = await request(t.http)
        .get(`/api/crops/${first.cropId.toLowerCase()}`)
        .set(auth(buyer))
        .expect(200);
      expect(byCropId.body._id).toBe(first._id);
      const miss = await request(t.http).get('/api/crops/CRP-ZZZZZZ').set(auth(buyer)).expect(404);
      expect(miss.body).toMatchObject({
        statusCode: 404,
        message: 'Crop not found',
        code: 'CROP.NOT_FOUND',
      });
    });
  });

  describe('changing and removing a listing', () => {
    let crop: { _id: string; cropImageVariants: { card: string }[] };
    beforeAll(async () => {
      crop = (
        await addCrop(seller, { cropName: 'Basmati', cropCategory: 'grains', cropUnit: 'kg' })
          .attach('cropImages', photo, 'rice.jpg')
          .expect(201)
      ).body;
    });

    it('lets only the seller change price, quantity, description and status', async () => {
      await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .send({ cropSellingPrice: '99' })
        .expect(401);
      const other = await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(buyer))
        .send({ cropSellingPrice: '1' })
        .expect(403);
      expect(other.body.code).toBe('CROP.NOT_YOURS');
      const res = await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send({
          cropSellingPrice: 95.5,
          cropQuantity: '12.5',
          cropDescription: 'Aged rice',
          cropStatus: 'Not Available',
          cropName: 'ignored',
        })
        .expect(200);
      expect(res.body).toMatchObject({
        cropSellingPrice: 95.5,
        cropQuantity: 12.5,
        cropDescription: 'Aged rice',
        cropStatus: 'Not Available',
        cropName: 'Basmati',
      });
      await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send({ cropSellingPrice: '-1' })
        .expect(400);
    });

    it('labels the list with an ETag for its member, 304 while unchanged, a new one after a change', async () => {
      // Photo links start with the request's origin here (no PUBLIC_URL): one origin throughout.
      const list = () =>
        request(t.http).get('/api/crops').set('Host', 'market.test').set(auth(buyer));
      const first = await list().expect(200);
      const etag = first.headers['etag'] as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      // Members only: their browser may keep it, and asks again every time.
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.headers['vary']).toMatch(/Authorization/);

      const unchanged = await list().set('If-None-Match', `W/${etag}`).expect(304);
      expect(unchanged.text ?? '').toBe('');
      expect(unchanged.headers['etag']).toBe(etag);

      await request(t.http)
        .put(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .send({ cropDescription: 'Aged rice, two years' })
        .expect(200);
      const changed = await list().set('If-None-Match', etag).expect(200);
      expect(changed.headers['etag']).not.toBe(etag);
      expect(changed.body.find((c: { _id: string }) => c._id === crop._id)).toMatchObject({
        cropDescription: 'Aged rice, two years',
      });
    });

    it("shows a seller's own listings with mine=true", async () => {
      const res = await request(t.http).get('/api/crops?mine=true').set(auth(buyer)).expect(200);
      expect(res.body).toEqual([]);
      const mine = await request(t.http).get('/api/crops?mine=true').set(auth(seller)).expect(200);
      expect(mine.body.length).toBe(3);
    });

    it('lets only the seller delete, and removes the photos too', async () => {
      await request(t.http).delete(`/api/crops/${crop._id}`).expect(401);
      await request(t.http).delete(`/api/crops/${crop._id}`).set(auth(buyer)).expect(403);
      const photoPath = new URL(crop.cropImageVariants[0].card).pathname;
      await request(t.http).get(photoPath).expect(200);
      const res = await request(t.http)
        .delete(`/api/crops/${crop._id}`)
        .set(auth(seller))
        .expect(200);
      expect(res.body.outcome).toBe('deleted');
      await request(t.http).get(`/api/crops/${crop._id}`).set(auth(seller)).expect(404);
      await request(t.http).get(photoPath).expect(404);
    });
  });

  describe('crop names in three languages', () => {
    it('finds listings written in any language by a word in another, and names the crop in all three', async () => {
      const farmer = await signUpAndLogIn(t, { state: 'Punjab' });
      const mine = (name: string) =>
        addCrop(farmer, {
          cropName: name,
          cropCategory: 'grains',
          cropUnit: 'kg',
          cropDescription: 'Clean, dry, 2026 rabi',
          grownOrganically: 'false',
        }).expect(201);
      const english = (await mine('Sharbati wheat')).body;
      const gujarati = (await mine('ઘઉં લોકવન')).body;
      expect(english.catalogName).toEqual({ en: 'Wheat', hi: expect.any(String), gu: 'ઘઉં' });
      expect(gujarati.catalogName).toEqual(english.catalogName);
      const names = async (q: string) =>
        (
          (
            await request(t.http)
              .get('/api/crops')
              .query({ q, state: 'punjab' })
              .set(auth(buyer))
              .expect(200)
          ).body as { cropName: string }[]
        )
          .map((c) => c.cropName)
          .sort();
      const both = ['Sharbati wheat', 'ઘઉં લોકવન'].sort();
      expect(await names('gehu')).toEqual(both);
      expect(await names('गेहूं')).toEqual(both);
      expect(await names('wheat')).toEqual(both);
      expect(await names('ghau')).toEqual(both);
      expect(await names('lokwan')).toEqual([]);
      // A name the catalogue does not know is shown as the seller wrote it, with no other name.
      const odd = (await mine('Mixed farm produce')).body;
      expect(odd.catalogName).toBeNull();
    });
  });

  describe("a seller's mobile only for buyers whose order was accepted", () => {
    it('leaves the number out of every listing for everyone while the seller has it on, at once', async () => {
      const farmer = await signUpAndLogIn(t, { state: 'Delhi' });
      const crop = (
        await addCrop(farmer, { cropName: 'Desi Tomato', cropCategory: 'vegetables' }).expect(201)
      ).body as { _id: string; cropId: string };
      const card = (mobileHidden: boolean) => ({
        _id: farmer.id,
        name: 'Test Farmer',
        mobile: mobileHidden ? '' : farmer.mobile,
        mobileHidden,
        state: 'Delhi',
      });
      /** The seller as the market page, the listing and the seller's own list show them. */
      const seen = async (who: TestUser) => {
        const market = await request(t.http)
          .get('/api/crops')
          .query({ state: 'delhi' })
          .set(auth(who))
          .expect(200);
        const one = await request(t.http).get(`/api/crops/${crop.cropId}`).set(auth(who));
        const mine = await request(t.http).get('/api/crops?mine=true').set(auth(farmer));
        const all = [...market.body, one.body, ...mine.body] as { userId: unknown }[];
        return { sellers: all.map((c) => c.userId), text: JSON.stringify(all) };
      };
      const setting = (on: boolean) =>
        request(t.http)
          .put(`/api/auth/users/${farmer.id}`)
          .set(auth(farmer))
          .send({ mobileToAcceptedBuyersOnly: on })
          .expect(200);

      // Shown while off (and now in the market cache).
      let view = await seen(buyer);
      expect(view.sellers).toEqual([card(false), card(false), card(false)]);

      await setting(true);
      for (const who of [buyer, farmer]) {
        view = await seen(who);
        expect(view.sellers).toEqual([card(true), card(true), card(true)]);
        expect(view.text).not.toContain(farmer.mobile);
      }

      await setting(false);
      view = await seen(buyer);
      expect(view.sellers).toEqual([card(false), card(false), card(false)]);
    });

    it('shows a new name on the market at once too', async () => {
      const farmer = await signUpAndLogIn(t, { state: 'Kerala' });
      await addCrop(farmer, { cropName: 'Pepper', cropCategory: 'herbs' }).expect(201);
      const sellerName = async () =>
        (
          await request(t.http)
            .get('/api/crops')
            .query({ state: 'kerala' })
            .set(auth(buyer))
            .expect(200)
        ).body[0].userId.name as string;
      expect(await sellerName()).toBe('Test Farmer');
      await request(t.http)
        .put(`/api/auth/users/${farmer.id}`)
        .set(auth(farmer))
        .send({ name: 'Joseph Varghese' })
        .expect(200);
      expect(await sellerName()).toBe('Joseph Varghese');
    });
  });
});
