import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import request from 'supertest';
import { SchemesService } from '../../src/content/application/schemes.service';
import { ResourcesService } from '../../src/content/application/resources.service';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { outboxMailsTo } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/test-app';

type Scheme = { _id: string; name: string; state: string; applyLink: string };
type Resource = { _id: string; name: string; image: string | null; howtouse: string };
type User = { id: string; token: string };

const SUPPORT_MAILBOX = 'helpdesk@agrosense.test';

const newScheme = {
  name: 'Test Drip Top-up',
  state: 'gujarat',
  description: 'A state top-up on drip irrigation subsidy, for testing.',
  eligibility: 'Farmers in Gujarat with a drip system.',
  benefits: 'Extra subsidy as notified.',
  applyLink: 'https://ikhedut.gujarat.gov.in',
  lastVerified: '2026-11-23',
  source: 'Test data',
  audience: { farmerCategories: ['small', 'marginal'], maxLandHectares: 2, crops: null },
};

describe.each(apiDatabaseTargets)('content API on %s', (target) => {
  let t: TestApp;
  let admin: User;
  let farmer: User;
  let other: User;
  const auth = (u: User) => ({ Authorization: `Bearer ${u.token}` });
  /** Runs a start-up loader in its own ORM context, as the module does at start. */
  const reload = <T>(load: () => Promise<T>) => RequestContext.create(t.app.get(MikroORM).em, load);

  beforeAll(async () => {
    t = await startTestApp(target, { SUPPORT_EMAIL: SUPPORT_MAILBOX });
    [admin] = await createUsersFast(t, 1, 'admin');
    [farmer, other] = await createUsersFast(t, 2);
  });
  afterAll(() => t.close());

  describe('schemes', () => {
    it('lists every scheme to anyone, as { data }', async () => {
      const res = await request(t.http).get('/api/schemes/all').expect(200);
      const data = res.body.data as Scheme[];
      expect(data.length).toBeGreaterThanOrEqual(40);
      expect(data[0]!.state).toBe('All States');
      expect(data.every((s) => s.applyLink.startsWith('https://'))).toBe(true);
    });

    it.each(['Gujarat', 'gujarat', 'GUJARAT', ' Gujarat '])(
      'gives Gujarat\'s schemes and the central ones for "%s"',
      async (state) => {
        const res = await request(t.http).get('/api/schemes/all').query({ state }).expect(200);
        const states = new Set((res.body.data as Scheme[]).map((s) => s.state));
        expect(states).toEqual(new Set(['All States', 'Gujarat']));
        expect(res.body.state).toEqual({ name: 'Gujarat', label: 'Gujarat', slug: 'gujarat' });
        expect(res.body.department.url).toMatch(/^https:\/\//);
      },
    );

    it('matches a slug, and a state without its own scheme gets the central ones and its department', async () => {
      const tn = await request(t.http)
        .get('/api/schemes/all')
        .query({ state: 'tamil-nadu' })
        .expect(200);
      expect((tn.body.data as Scheme[]).some((s) => s.state === 'Tamil Nadu')).toBe(true);

      const manipur = await request(t.http)
        .get('/api/schemes/all')
        .query({ state: 'manipur' })
        .expect(200);
      const data = manipur.body.data as Scheme[];
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((s) => s.state === 'All States')).toBe(true);
      expect(manipur.body.department).toMatchObject({ state: 'Manipur' });
    });

    it('gives only the central schemes for all-states', async () => {
      const res = await request(t.http)
        .get('/api/schemes/all')
        .query({ state: 'all-states' })
        .expect(200);
      expect((res.body.data as Scheme[]).every((s) => s.state === 'All States')).toBe(true);
      expect(res.body.department).toBeNull();
    });

    it('answers an unknown or hostile state with a 404 or 400 JSON error, never a 500', async () => {
      const unknown = await request(t.http)
        .get('/api/schemes/all')
        .query({ state: 'Atlantis' })
        .expect(404);
      expect(unknown.body.message).toMatch(/Atlantis/);
      await request(t.http).get('/api/schemes/all').query({ state: "x' or 1=1 --" }).expect(404);
      await request(t.http)
        .get('/api/schemes/all')
        .query({ state: 'a'.repeat(200) })
        .expect(400);
    });

    it('lets only administrators add, change and remove schemes', async () => {
      await request(t.http).post('/api/schemes').send(newScheme).expect(401);
      await request(t.http).post('/api/schemes').set(auth(farmer)).send(newScheme).expect(403);
      const created = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .send(newScheme)
        .expect(201);
      expect(created.body).toMatchObject({ name: 'Test Drip Top-up', state: 'Gujarat' });
      const id = created.body._id as string;

      await request(t.http)
        .put(`/api/schemes/${id}`)
        .set(auth(farmer))
        .send({ name: 'Hijacked' })
        .expect(403);
      const changed = await request(t.http)
        .put(`/api/schemes/${id}`)
        .set(auth(admin))
        .send({ benefits: 'Rs 5,000 per hectare (test)' })
        .expect(200);
      expect(changed.body.benefits).toBe('Rs 5,000 per hectare (test)');

      const gujarat = await request(t.http).get('/api/schemes/all?state=gujarat').expect(200);
      expect((gujarat.body.data as Scheme[]).some((s) => s._id === id)).toBe(true);

      await request(t.http).delete(`/api/schemes/${id}`).set(auth(other)).expect(403);
      await request(t.http).delete(`/api/schemes/${id}`).set(auth(admin)).expect(204);
      await request(t.http).delete(`/api/schemes/${id}`).set(auth(admin)).expect(404);
    });

    it("answers in the reader's language: the schemes, the state and its department", async () => {
      const devanagari = /[\u0900-\u097f]/;
      const gujarati = /[\u0a80-\u0aff]/;
      const hi = await request(t.http)
        .get('/api/schemes/all?state=gujarat')
        .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')
        .expect(200);
      expect(hi.headers.vary).toMatch(/Accept-Language/i);
      expect(hi.body.state).toEqual({ name: 'Gujarat', label: 'गुजरात', slug: 'gujarat' });
      for (const s of hi.body.data as (Scheme & Record<string, string>)[]) {
        expect(s.language).toBe('hi');
        for (const field of ['name', 'description', 'eligibility', 'benefits', 'source'])
          expect(s[field]).toMatch(devanagari);
        expect(s.stateName).toBe(s.state === 'All States' ? 'सभी राज्य' : 'गुजरात');
      }
      const pmKisan = (hi.body.data as Scheme[]).find((s) => s.name.includes('PM-KISAN'));
      expect(pmKisan?.applyLink).toBe('https://pmkisan.gov.in');

      const gu = await request(t.http)
        .get('/api/schemes/all?state=bihar')
        .set('Accept-Language', 'gu')
        .expect(200);
      expect(gu.body.state.label).toBe('બિહાર');
      expect((gu.body.data as Scheme[]).every((s) => gujarati.test(s.name))).toBe(true);
      if (gu.body.department) expect(gu.body.department.name).toMatch(gujarati);

      // A logged-in reader without the header reads their profile language; English otherwise.
      const en = await request(t.http).get('/api/schemes/all?state=gujarat').expect(200);
      expect((en.body.data as Record<string, string>[])[0]!.language).toBe('en');
    });

    it("keeps an administrator's translations, and shows English where none is written yet", async () => {
      const hiTexts = {
        name: 'परीक्षण ड्रिप सहायता',
        description: 'ड्रिप सिंचाई पर राज्य की अतिरिक्त सहायता, परीक्षण के लिए।',
        eligibility: 'गुजरात के ड्रिप वाले किसान।',
        benefits: 'अधिसूचना के अनुसार अतिरिक्त सहायता।',
        source: 'परीक्षण',
      };
      const created = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .set('Accept-Language', 'hi')
        .send({ ...newScheme, translations: { hi: hiTexts } })
        .expect(201);
      expect(created.body).toMatchObject({ ...hiTexts, language: 'hi' });
      const id = created.body._id as string;
      const inGujarati = async () =>
        (
          await request(t.http).get('/api/schemes/all?state=gujarat').set('Accept-Language', 'gu')
        ).body.data.find((s: Scheme) => s._id === id) as Scheme & { language: string };
      expect(await inGujarati()).toMatchObject({ name: 'Test Drip Top-up', language: 'en' });

      const guTexts = { ...hiTexts, name: 'પરીક્ષણ ટપક સહાય' };
      await request(t.http)
        .put(`/api/schemes/${id}`)
        .set(auth(farmer))
        .send({ translations: { gu: guTexts } })
        .expect(403);
      await request(t.http)
        .put(`/api/schemes/${id}`)
        .set(auth(admin))
        .send({ translations: { gu: guTexts } })
        .expect(200);
      expect(await inGujarati()).toMatchObject({ name: 'પરીક્ષણ ટપક સહાય', language: 'gu' });

      const bad = await request(t.http)
        .put(`/api/schemes/${id}`)
        .set(auth(admin))
        .send({ translations: { hi: { name: 'केवल नाम' } } })
        .expect(400);
      expect(bad.body.message).toEqual(expect.any(String));
      await request(t.http).delete(`/api/schemes/${id}`).set(auth(admin)).expect(204);
    });

    it('labels the list with an ETag, answers 304 while it is unchanged, and a new one after a change', async () => {
      const first = await request(t.http).get('/api/schemes/all?state=gujarat').expect(200);
      const etag = first.headers['etag'] as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      // The same for everybody: any cache may keep it for five minutes, whoever asked.
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      expect(first.headers['vary'] ?? '').not.toMatch(/Authorization|Cookie/i);
      const asMember = await request(t.http)
        .get('/api/schemes/all?state=gujarat')
        .set(auth(farmer))
        .expect(200);
      expect(asMember.headers['etag']).toBe(etag);

      const unchanged = await request(t.http)
        .get('/api/schemes/all?state=gujarat')
        .set('If-None-Match', `"stale", ${etag}`)
        .expect(304);
      expect(unchanged.text ?? '').toBe('');
      expect(unchanged.headers['etag']).toBe(etag);
      const all = await request(t.http).get('/api/schemes/all').expect(200);
      expect(all.headers['etag']).not.toBe(etag);

      const created = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .send({ ...newScheme, name: 'Test ETag Top-up' })
        .expect(201);
      expect(created.headers['cache-control']).toBeUndefined();
      const changed = await request(t.http)
        .get('/api/schemes/all?state=gujarat')
        .set('If-None-Match', etag)
        .expect(200);
      expect(changed.headers['etag']).not.toBe(etag);
      expect((changed.body.data as Scheme[]).some((s) => s._id === created.body._id)).toBe(true);

      await request(t.http).delete(`/api/schemes/${created.body._id}`).set(auth(admin)).expect(204);
      // The same list again: the same bytes, so the same ETag.
      await request(t.http)
        .get('/api/schemes/all?state=gujarat')
        .set('If-None-Match', etag)
        .expect(304);
    });

    it('never caches an error', async () => {
      const res = await request(t.http)
        .get('/api/schemes/all?state=atlantis')
        .set('If-None-Match', '*')
        .expect(404);
      expect(res.headers['cache-control']).toBeUndefined();
    });

    it('refuses a scheme with a bad state, an http link or missing fields, saying why', async () => {
      const badState = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .send({ ...newScheme, state: 'Atlantis' })
        .expect(400);
      expect(badState.body.message).toMatch(/state/);
      const http = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .send({ ...newScheme, applyLink: 'http://example.com' })
        .expect(400);
      expect(JSON.stringify(http.body.message)).toMatch(/https/);
      const missing = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .send({ name: 'Only a name' })
        .expect(400);
      expect(JSON.stringify(missing.body.message)).toMatch(/description/);
      // Without an audience (once a 500 from the controller).
      const { audience: _audience, ...noAudience } = newScheme;
      const noAudienceRes = await request(t.http)
        .post('/api/schemes')
        .set(auth(admin))
        .send(noAudience)
        .expect(400);
      expect(JSON.stringify(noAudienceRes.body.message)).toMatch(/audience/);
      await request(t.http)
        .put('/api/schemes/not-a-uuid')
        .set(auth(admin))
        .send({ name: 'x' })
        .expect(404);
    });

    it("keeps an administrator's change or removal of a shipped scheme across restarts", async () => {
      const all = (await request(t.http).get('/api/schemes/all?state=odisha').expect(200)).body
        .data as Scheme[];
      const kalia = all.find((s) => /KALIA/.test(s.name))!;
      const central = all.find((s) => s.state === 'All States')!;
      await request(t.http)
        .put(`/api/schemes/${kalia._id}`)
        .set(auth(admin))
        .send({ name: 'KALIA (checked by our team)' })
        .expect(200);
      await request(t.http).delete(`/api/schemes/${central._id}`).set(auth(admin)).expect(204);

      await reload(() => t.app.get(SchemesService).loadReferenceContent()); // as every start does

      const after = (await request(t.http).get('/api/schemes/all?state=odisha').expect(200)).body
        .data as Scheme[];
      expect(after.find((s) => s._id === kalia._id)?.name).toBe('KALIA (checked by our team)');
      expect(after.some((s) => s._id === central._id)).toBe(false);
    });
  });

  describe('machinery resources', () => {
    let tractor: Resource;

    it('lists the shipped categories with pictures that load', async () => {
      const res = await request(t.http).get('/api/resources/all').expect(200);
      const data = res.body.data as Resource[];
      expect(data.length).toBeGreaterThanOrEqual(10);
      expect(data.slice(0, 3).map((r) => r.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Tractor/i)]),
      );
      tractor = data.find((r) => /tractor/i.test(r.name))!;
      expect(tractor.image).toMatch(/^http:\/\/127\.0\.0\.1(:\d+)?\/api\/images\//);
      const path = new URL(tractor.image!).pathname;
      const image = await request(t.http).get(path).expect(200);
      expect(image.headers['content-type']).toBe('image/webp');
    });

    it("gives every category in the reader's language", async () => {
      const gu = await request(t.http)
        .get('/api/resources/all')
        .set('Accept-Language', 'gu')
        .expect(200);
      expect(gu.headers.vary).toMatch(/Accept-Language/i);
      for (const r of gu.body.data as (Resource & Record<string, string>)[]) {
        expect(r.language).toBe('gu');
        for (const field of ['name', 'description', 'purpose', 'popularbrand', 'advantages'])
          expect(r[field]).toMatch(/[\u0a80-\u0aff]/);
      }
      const one = await request(t.http)
        .get(`/api/resources/${tractor._id}`)
        .set('Accept-Language', 'hi')
        .expect(200);
      expect(one.body.name).toMatch(/ट्रैक्टर/);
      expect(new URL(one.body.image as string).pathname).toBe(new URL(tractor.image!).pathname);
    });

    it('caches categories publicly and reviews privately (they say which are yours)', async () => {
      // Picture links start with the request's origin here (no PUBLIC_URL): one origin throughout.
      const list = () => request(t.http).get('/api/resources/all').set('Host', 'farm.test');
      const first = await list().expect(200);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      await list()
        .set('If-None-Match', first.headers['etag'] as string)
        .expect(304);
      const reviews = await request(t.http)
        .get(`/api/resources/${tractor._id}/reviews`)
        .set(auth(farmer))
        .expect(200);
      expect(reviews.headers['cache-control']).toBe('private, no-cache');
      expect(reviews.headers['vary']).toMatch(/Authorization/);
    });

    it('gives one category as a bare object, and 404 for an unknown id', async () => {
      const res = await request(t.http).get(`/api/resources/${tractor._id}`).expect(200);
      expect(res.body).toMatchObject({ _id: tractor._id, name: tractor.name });
      expect(res.body.howtouse.length).toBeGreaterThan(50);
      await request(t.http).get('/api/resources/00000000-0000-4000-8000-000000000000').expect(404);
      await request(t.http).get('/api/resources/../../etc/passwd').expect(404);
    });

    it('lets only administrators add, change, re-picture and remove categories', async () => {
      const fields = {
        name: 'Seed cum fertiliser drill (test)',
        description: 'Sows seed and places fertiliser in rows.',
        purpose: 'Wheat and pulses.',
        popularbrand: 'Various',
        advantages: 'Even depth.',
        link: 'https://www.youtube.com/results?search_query=seed+drill',
        howtouse: 'Calibrate first.',
      };
      await request(t.http).post('/api/resources').send(fields).expect(401);
      await request(t.http).post('/api/resources').set(auth(farmer)).send(fields).expect(403);
      const created = await request(t.http)
        .post('/api/resources')
        .set(auth(admin))
        .send(fields)
        .expect(201);
      expect(created.body).toMatchObject({ name: fields.name, image: null });
      const id = created.body._id as string;

      await request(t.http)
        .put(`/api/resources/${id}`)
        .set(auth(admin))
        .send({ link: 'ftp://nope' })
        .expect(400);
      await request(t.http)
        .put(`/api/resources/${id}/image`)
        .set(auth(farmer))
        .attach('image', Buffer.from('x'), 'a.png')
        .expect(403);
      const notImage = await request(t.http)
        .put(`/api/resources/${id}/image`)
        .set(auth(admin))
        .attach('image', Buffer.from('definitely not a picture'), 'a.png')
        .expect(400);
      expect(notImage.body.message).toMatch(/JPEG, PNG or WebP/);

      await request(t.http).delete(`/api/resources/${id}`).set(auth(farmer)).expect(403);
      await request(t.http).delete(`/api/resources/${id}`).set(auth(admin)).expect(204);
      await request(t.http).get(`/api/resources/${id}`).expect(404);
    });

    it('stores reviews from logged-in users; only the author or an administrator removes one', async () => {
      const review = {
        name: 'Suresh',
        title: 'Saved me a week',
        comment: 'Hired one from the CHC.',
      };
      await request(t.http).post(`/api/resources/${tractor._id}/reviews`).send(review).expect(401);
      const blank = await request(t.http)
        .post(`/api/resources/${tractor._id}/reviews`)
        .set(auth(farmer))
        .send({ ...review, comment: '   ' })
        .expect(400);
      expect(JSON.stringify(blank.body.message)).toMatch(/comment/);
      const created = await request(t.http)
        .post(`/api/resources/${tractor._id}/reviews`)
        .set(auth(farmer))
        .send(review)
        .expect(201);
      expect(created.body).toMatchObject({ ...review, mine: true });

      const listed = await request(t.http)
        .get(`/api/resources/${tractor._id}/reviews`)
        .set(auth(other))
        .expect(200);
      expect(listed.body).toMatchObject({ total: 1, page: 1 });
      expect(listed.body.data[0]).toMatchObject({ title: 'Saved me a week', mine: false });

      const reviewPath = `/api/resources/${tractor._id}/reviews/${created.body._id}`;
      await request(t.http).delete(reviewPath).set(auth(other)).expect(403);
      await request(t.http).delete(reviewPath).set(auth(farmer)).expect(204);
      await request(t.http).delete(reviewPath).set(auth(farmer)).expect(404);

      const second = await request(t.http)
        .post(`/api/resources/${tractor._id}/reviews`)
        .set(auth(other))
        .send(review)
        .expect(201);
      await request(t.http)
        .delete(`/api/resources/${tractor._id}/reviews/${second.body._id}`)
        .set(auth(admin))
        .expect(204);
    });

    it('loads the shipped categories again without duplicating them', async () => {
      const before = (await request(t.http).get('/api/resources/all')).body.data.length as number;
      expect(await reload(() => t.app.get(ResourcesService).loadReferenceContent())).toBe(0);
      expect((await request(t.http).get('/api/resources/all')).body.data).toHaveLength(before);
    });
  });

  describe('contact and support messages', () => {
    const contact = {
      name: 'Meena Shah',
      mobile: '9876543210',
      email: 'meena.contact@example.com',
      address: 'Anand, Gujarat',
      message: 'Do you have a Gujarati helpline?',
    };

    it('needs every contact field, and says which is missing', async () => {
      for (const field of Object.keys(contact)) {
        const res = await request(t.http)
          .post('/api/contact/submit')
          .send({ ...contact, [field]: '' })
          .expect(400);
        expect(JSON.stringify(res.body.message).toLowerCase()).toMatch(
          field === 'email' ? /e-mail/ : new RegExp(field === 'message' ? 'message' : field),
        );
      }
    });

    it('stores a contact message and mails it to support with the sender in Reply-To', async () => {
      const res = await request(t.http).post('/api/contact/submit').send(contact).expect(201);
      expect(res.body.message).toBe('Successfully Sent!');
      const mails = outboxMailsTo(t.dataDir, SUPPORT_MAILBOX);
      const mail = mails.find((m) => m.includes(res.body._id as string))!;
      expect(mail).toMatch(/^Reply-To: meena\.contact@example\.com$/m);
      expect(mail).not.toMatch(/^From: .*meena/m);
      expect(mail).toContain('Do you have a Gujarati helpline?');
    });

    it("stores a support message, noting the sender's account when logged in", async () => {
      const res = await request(t.http)
        .post('/api/support')
        .set(auth(farmer))
        .send({ name: 'Ravi', email: 'ravi@example.com', message: 'My order is stuck' })
        .expect(201);
      expect(res.body.message).toBe('Your message has been sent successfully!');
      const bad = await request(t.http)
        .post('/api/support')
        .send({ name: 'Ravi', email: 'not-an-email', message: 'x' })
        .expect(400);
      expect(JSON.stringify(bad.body.message)).toMatch(/valid e-mail/);

      const list = await request(t.http).get('/api/support/messages').set(auth(admin)).expect(200);
      expect(list.body.data[0]).toMatchObject({
        kind: 'support',
        message: 'My order is stuck',
        userId: farmer.id,
      });
      expect(list.body.data[0].mailedAt).not.toBeNull();
    });

    it('shows the messages to administrators only', async () => {
      await request(t.http).get('/api/contact/messages').expect(401);
      await request(t.http).get('/api/contact/messages').set(auth(farmer)).expect(403);
      await request(t.http).get('/api/support/messages').set(auth(farmer)).expect(403);
      const res = await request(t.http)
        .get('/api/contact/messages?limit=5')
        .set(auth(admin))
        .expect(200);
      expect(res.body).toMatchObject({ page: 1, limit: 5, total: 1 });
      await request(t.http).get('/api/contact/messages?limit=1000').set(auth(admin)).expect(400);
    });
  });

  describe('newsletter', () => {
    const email = 'Farmer.News@Example.com';
    const linkIn = (mail: string, kind: 'confirm' | 'unsubscribe') =>
      new RegExp(`https?://[^\\s"<>]+/api/newsletter/${kind}\\?token=([A-Za-z0-9_-]{43})`).exec(
        mail,
      )![1];

    it('mails a confirmation link once, and answers the same whatever the address', async () => {
      const first = await request(t.http).post('/api/newsletter').send({ email }).expect(202);
      const again = await request(t.http).post('/api/newsletter').send({ email }).expect(202);
      expect(again.body).toEqual(first.body);
      expect(outboxMailsTo(t.dataDir, 'farmer.news@example.com')).toHaveLength(1);
      await request(t.http).post('/api/newsletter').send({ email: 'nope' }).expect(400);
    });

    it('confirms with the link, and unsubscribes with the other', async () => {
      const [mail] = outboxMailsTo(t.dataDir, 'farmer.news@example.com');
      const token = linkIn(mail!, 'confirm');
      expect(linkIn(mail!, 'unsubscribe')).toBe(token);

      const confirmed = await request(t.http)
        .get(`/api/newsletter/confirm?token=${token}`)
        .expect(303);
      expect(confirmed.headers.location).toBe('/?newsletter=confirmed');
      // Confirmed addresses get no more mails when the form is sent again.
      await request(t.http).post('/api/newsletter').send({ email }).expect(202);
      expect(outboxMailsTo(t.dataDir, 'farmer.news@example.com')).toHaveLength(1);

      const gone = await request(t.http)
        .get(`/api/newsletter/unsubscribe?token=${token}`)
        .expect(303);
      expect(gone.headers.location).toBe('/?newsletter=unsubscribed');
      const stale = await request(t.http).get(`/api/newsletter/confirm?token=${token}`).expect(303);
      expect(stale.headers.location).toBe('/?newsletter=invalid');
    });

    it('sends a made-up or malformed token to the invalid page', async () => {
      for (const token of ['x'.repeat(43), "' or 1=1 --", '']) {
        const res = await request(t.http)
          .get('/api/newsletter/confirm')
          .query({ token })
          .expect(303);
        expect(res.headers.location).toBe('/?newsletter=invalid');
      }
    });
  });
});

describe('content forms rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('limits support messages per address, with a JSON 429', async () => {
    const message = { name: 'Bulk', email: 'bulk@example.com', message: 'hello' };
    for (let i = 0; i < 3; i++) {
      await request(t.http).post('/api/support').send(message).expect(201);
    }
    const limited = await request(t.http).post('/api/support').send(message).expect(429);
    expect(limited.body.message).toMatch(/wait a minute/);
  });
});
