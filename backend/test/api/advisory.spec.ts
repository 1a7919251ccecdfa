import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { apiDatabaseTargets } from '../support/database-targets';
import { createUsersFast } from '../support/fast-users';
import { plainImage, syntheticLeaf } from '../support/leaf-images';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  chatCompletion,
  kindwiseHealth,
  kindwiseIdentification,
  startFakeJsonService,
  type FakeJsonService,
} from '../fakes/json-service';

/** Every file under DATA_DIR/uploads (when photos are stored locally), relative. */
function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

function asWebp(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .webp()
    .toBuffer();
}

/** The answer's image is a small WebP inside the answer (no URL of a stored copy). */
async function expectPreviewOnly(image: string): Promise<void> {
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(image);
  expect(match).not.toBeNull();
  const meta = await sharp(Buffer.from(match![1]!, 'base64')).metadata();
  expect(meta.format).toBe('webp');
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
  expect(meta.exif).toBeUndefined();
}

function asPng(img: { data: Uint8Array; width: number; height: number }): Promise<Buffer> {
  return sharp(Buffer.from(img.data), {
    raw: { width: img.width, height: img.height, channels: 3 },
  })
    .png()
    .toBuffer();
}

describe.each(apiDatabaseTargets)('advisory API on %s (offline defaults)', (target) => {
  let t: TestApp;
  let farmer: { id: string; token: string };
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

  beforeAll(async () => {
    t = await startTestApp(target);
    [farmer] = await createUsersFast(t, 1);
  });
  afterAll(() => t.close());

  describe('crop health detection', () => {
    it('needs a login and a photo', async () => {
      await request(t.http).post('/api/cropHealthDetection').expect(401);
      const none = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(farmer))
        .expect(400);
      expect(none.body.message).toBe('Please select a leaf image.');
      const text = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(farmer))
        .attach('image', Buffer.from('not an image at all'), 'leaf.jpg')
        .expect(400);
      expect(text.body.message).toMatch(/JPEG, PNG or WebP/);
    });

    it('measures the discoloured share of a leaf offline, without naming a disease', async () => {
      const leaf = syntheticLeaf({ width: 800, height: 600, yellowSpots: 12, brownSpots: 10 });
      const res = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(farmer))
        .attach('image', await asPng(leaf), 'leaf.png')
        .expect(200);
      expect(res.body).toMatchObject({
        status: 'Symptoms visible',
        source: 'offline',
        flags: [],
        diseases: [],
      });
      // A blotch cut by the leaf's edge touches the background and is not counted as a spot.
      expect(Math.abs(res.body.spotCount - leaf.spots)).toBeLessThanOrEqual(2);
      expect(Math.abs(res.body.severityPct - leaf.truePct)).toBeLessThanOrEqual(5);
      expect(res.body.affectedPct).toBe(res.body.severityPct);
      expect(res.body.nextSteps.map((s: { code: string }) => s.code)).toContain('ask_expert');
      expect(res.body.notes).toMatch(/not a diagnosis/);
      await expectPreviewOnly(res.body.image as string);
    });

    it('keeps no photo: none is stored, and none an earlier version stored is served', async () => {
      const before = storedFiles(t.dataDir);
      for (const [path, status] of [
        ['/api/cropHealthDetection', 200],
        ['/api/crop-detect', 503],
      ] as const) {
        await request(t.http)
          .post(path)
          .set(auth(farmer))
          .attach('image', await asPng(syntheticLeaf({ width: 640, height: 480 })), 'leaf.png')
          .expect(status);
      }
      expect(storedFiles(t.dataDir)).toEqual(before);
      // Earlier versions kept photo checks under advisory/ and put their URL in the answer.
      const old = join(t.dataDir, 'uploads/advisory');
      mkdirSync(old, { recursive: true });
      writeFileSync(join(old, 'f47ac10b-58cc-4372-a567-0e02b2c3d479.webp'), await asWebp());
      for (const who of [{}, auth(farmer)]) {
        const res = await request(t.http)
          .get('/api/images/advisory/f47ac10b-58cc-4372-a567-0e02b2c3d479.webp')
          .set(who)
          .expect(404);
        expect(res.body).toMatchObject({ statusCode: 404, message: 'Image not found' });
      }
    });

    it('says Unknown for a photo without a leaf', async () => {
      const res = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(farmer))
        .attach('image', await asPng(plainImage([90, 150, 230], 640, 480)), 'sky.png')
        .expect(200);
      expect(res.body).toMatchObject({ status: 'Unknown', severityPct: null });
      expect(res.body.flags).toContain('no_leaf_found');
    });

    it('judges a healthy leaf on brown soil healthy, leaving the soil out (offline)', async () => {
      const res = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(farmer))
        .set('Accept-Language', 'gu')
        .attach(
          'image',
          await asPng(syntheticLeaf({ width: 640, height: 480, background: [120, 85, 50] })),
          'soil.png',
        )
        .expect(200);
      expect(res.body).toMatchObject({ status: 'Healthy', source: 'offline', diseases: [] });
      expect(res.body.affectedPct).toBeLessThan(5);
      expect(res.body.backgroundShare).toBeGreaterThan(0.4);
      expect(res.body.nextSteps.map((s: { code: string }) => s.code)).toEqual(['keep_watching']);
      expect(res.body.nextSteps[0].text).toMatch(/[\u0A80-\u0AFF]/);
    });

    it('refuses a photo over 10 MB with 413', async () => {
      const res = await request(t.http)
        .post('/api/cropHealthDetection')
        .set(auth(farmer))
        .attach('image', Buffer.alloc(10 * 1024 * 1024 + 10, 0xff), 'huge.jpg')
        .expect(413);
      expect(res.body.message).toMatch(/10 MB/);
    });
  });

  describe('crop detection', () => {
    it('answers 503 CROP_DETECT.NOT_CONFIGURED without an online service, never an empty result', async () => {
      // A member of their own: photo checks are limited to 10 a minute per member.
      const [asker] = await createUsersFast(t, 1);
      for (const lang of ['en', 'hi', 'gu'] as const) {
        const res = await request(t.http)
          .post('/api/crop-detect')
          .set(auth(asker))
          .set('Accept-Language', lang)
          .attach('image', await asPng(syntheticLeaf({ width: 640, height: 480 })), 'crop.png')
          .expect(503);
        expect(res.body).toEqual({
          statusCode: 503,
          code: 'CROP_DETECT.NOT_CONFIGURED',
          error: 'Service Unavailable',
          message: {
            en: 'Crop identification is not configured on this server.',
            hi: 'इस सर्वर पर फसल पहचानने की सेवा चालू नहीं की गई है।',
            gu: 'આ સર્વર પર પાક ઓળખવાની સેવા ચાલુ કરવામાં આવી નથી.',
          }[lang],
        });
      }
      // Not even a missing photo is worth a 400: nothing here could name a crop.
      await request(t.http).post('/api/crop-detect').set(auth(asker)).expect(503);
      await request(t.http).post('/api/crop-detect').expect(401);
    });

    it('offers the curated crop list (public)', async () => {
      const res = await request(t.http).get('/api/advisory/crops').expect(200);
      expect(res.body.data.length).toBeGreaterThanOrEqual(60);
      expect(res.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ scientificName: 'Oryza sativa' })]),
      );
    });
  });

  describe('AgroBot', () => {
    it('refuses an empty or overlong question', async () => {
      const empty = await request(t.http).post('/api/chatbot').send({ message: '   ' }).expect(400);
      expect(empty.body.message).toEqual(expect.anything());
      await request(t.http)
        .post('/api/chatbot')
        .send({ message: 'x'.repeat(1001) })
        .expect(400);
      await request(t.http).post('/api/chatbot').send({}).expect(400);
    });

    it('answers from the knowledge base with sources, anonymously', async () => {
      const res = await request(t.http)
        .post('/api/chatbot')
        .send({ message: 'How do I raise a healthy rice nursery?' })
        .expect(200);
      expect(res.body).toMatchObject({ mode: 'retrieval', matched: true, language: 'en' });
      expect(typeof res.body.answer).toBe('string');
      expect(res.body.sources.length).toBeGreaterThan(0);
      expect(res.body.sources[0]).toMatchObject({
        title: expect.any(String),
        source: expect.any(String),
      });
      expect(res.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('says it does not know, and points to the Kisan Call Centre, when nothing matches', async () => {
      const res = await request(t.http)
        .post('/api/chatbot')
        .send({ message: 'Who won the football world cup in 1966?' })
        .expect(200);
      expect(res.body).toMatchObject({ matched: false, sources: [] });
      expect(res.body.answer).toContain('1800-180-1551');
    });

    it("answers a logged-in user in their profile's language", async () => {
      const orm = t.app.get(MikroORM);
      await orm.em
        .fork()
        .getConnection()
        .execute(`update users set language = 'Hindi' where id = ?`, [farmer.id]);
      const res = await request(t.http)
        .post('/api/chatbot')
        .set(auth(farmer))
        .send({ message: 'pm kisan' })
        .expect(200);
      expect(res.body.language).toBe('hi');
      // A question that is plainly English is answered in English, whatever the profile.
      const english = await request(t.http)
        .post('/api/chatbot')
        .set(auth(farmer))
        .send({ message: 'what is pm kisan' })
        .expect(200);
      expect(english.body.language).toBe('en');
    });

    it('answers romanised Hindi in Hindi and says "I don\'t know" to a question off the farm', async () => {
      const hindi = await request(t.http)
        .post('/api/chatbot')
        .send({ message: 'gehu me deemak lag gayi kya kare', language: 'en' })
        .expect(200);
      expect(hindi.body).toMatchObject({ language: 'hi', matched: true });
      expect(hindi.body.sources[0].id).toMatch(/-hi$/);
      const phone = await request(t.http)
        .post('/api/chatbot')
        .send({ message: 'iphone 15 ka price kya hai' })
        .expect(200);
      expect(phone.body).toMatchObject({ matched: false, sources: [] });
      expect(phone.body.answer).toContain('1800-180-1551');
    });

    it('answers in the language of the question when not logged in', async () => {
      const res = await request(t.http)
        .post('/api/chatbot')
        .send({ message: 'ટામેટાંમાં કયું ખાતર આપવું?' })
        .expect(200);
      expect(res.body.language).toBe('gu');
    });

    it('limits each client to 20 questions a minute', async () => {
      let limited = 0;
      for (let i = 0; i < 25; i++) {
        const res = await request(t.http)
          .post('/api/chatbot')
          .send({ message: `wheat sowing ${i}` });
        if (res.status === 429) limited++;
      }
      expect(limited).toBeGreaterThan(0);
    });
  });
});

describe('advisory API with the online services (local fakes)', () => {
  let kindwise: FakeJsonService;
  let llm: FakeJsonService;
  let t: TestApp;
  let farmer: { token: string };
  const auth = () => ({ Authorization: `Bearer ${farmer.token}` });

  beforeAll(async () => {
    kindwise = await startFakeJsonService((req) =>
      req.path.startsWith('/api/v3/identification')
        ? { status: 201, body: kindwiseIdentification() }
        : { status: 201, body: kindwiseHealth(0.2) },
    );
    llm = await startFakeJsonService(() => ({
      status: 200,
      body: chatCompletion('Raise the nursery on a raised bed and keep it moist.'),
    }));
    t = await startTestApp('pglite', {
      KINDWISE_API_KEY: 'kw-test',
      KINDWISE_URL: kindwise.url,
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'test-model',
    });
    [farmer] = await createUsersFast(t, 1);
  });
  afterAll(async () => {
    await t.close();
    await kindwise.close();
    await llm.close();
  });

  it('identifies the crop with Kindwise, with confidence and alternatives', async () => {
    const res = await request(t.http)
      .post('/api/crop-detect')
      .set(auth())
      .attach('image', await asPng(syntheticLeaf({})), 'crop.png')
      .expect(200);
    expect(res.body).toMatchObject({
      source: 'kindwise',
      scientificName: 'Solanum lycopersicum',
      commonNames: ['tomato', 'garden tomato'],
      confidence: 0.912,
      alternatives: [{ scientificName: 'Solanum melongena' }],
    });
    expect(typeof (kindwise.requests[0]!.body as { images: string[] }).images[0]).toBe('string');
  });

  it('lists the top suggestions with probabilities and the catalogue names in the asked language', async () => {
    const res = await request(t.http)
      .post('/api/crop-detect')
      .set(auth())
      .set('Accept-Language', 'gu')
      .attach('image', await asPng(syntheticLeaf({})), 'crop.png')
      .expect(200);
    expect(res.body).toMatchObject({
      localName: 'ટામેટાં',
      suggestions: [
        {
          scientificName: 'Solanum lycopersicum',
          confidence: 0.912,
          localName: 'ટામેટાં',
          cropId: 'tomato',
        },
        { scientificName: 'Solanum melongena', confidence: 0.041, localName: 'રીંગણ' },
      ],
    });
    expect(res.body.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('assesses health with Kindwise, listing suggestions with their probability', async () => {
    const res = await request(t.http)
      .post('/api/cropHealthDetection')
      .set(auth())
      .attach('image', await asPng(syntheticLeaf({})), 'leaf.png')
      .expect(200);
    expect(res.body).toMatchObject({
      source: 'kindwise',
      status: 'Symptoms visible',
      diseases: [{ name: 'late blight', probability: 0.71 }],
    });
    expect(res.body.notes).toMatch(/20% probability that the plant is healthy/);
  });

  it('keeps the offline measurements beside the Kindwise verdict, and says what to do next', async () => {
    const res = await request(t.http)
      .post('/api/cropHealthDetection')
      .set(auth())
      .set('Accept-Language', 'hi')
      .attach('image', await asPng(syntheticLeaf({ background: [120, 85, 50] })), 'leaf.png')
      .expect(200);
    expect(res.body).toMatchObject({
      source: 'kindwise',
      confidence: 0.8,
      confidenceLevel: 'high',
    });
    expect(res.body.affectedPct).toBeLessThan(5);
    expect(res.body.nextSteps).toEqual([
      { code: 'ask_expert', text: expect.stringContaining('1800-180-1551') },
    ]);
  });

  it('answers a Kindwise refusal with 502 and its words', async () => {
    kindwise.queue.push({ status: 401, body: { error: 'Invalid api key' } });
    const res = await request(t.http)
      .post('/api/crop-detect')
      .set(auth())
      .attach('image', await asPng(syntheticLeaf({})), 'crop.png')
      .expect(502);
    expect(res.body.message).toMatch(/Invalid api key/);
  });

  it('grounds the model with knowledge-base passages and returns them as sources', async () => {
    const res = await request(t.http)
      .post('/api/chatbot')
      .send({ message: 'How do I raise a healthy rice nursery?' })
      .expect(200);
    expect(res.body).toMatchObject({
      mode: 'llm',
      answer: 'Raise the nursery on a raised bed and keep it moist.',
    });
    expect(res.body.sources.length).toBeGreaterThan(0);
    const sent = llm.requests[0]!.body as {
      model: string;
      messages: { role: string; content: string }[];
    };
    expect(sent.model).toBe('test-model');
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages.at(-1)!.content).toContain(res.body.sources[0].title);
  });

  it('maps a model error to 502 and a model outage to 503', async () => {
    llm.queue.push({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    await request(t.http).post('/api/chatbot').send({ message: 'wheat sowing time' }).expect(502);
    llm.queue.push({ status: 503, body: { error: { message: 'overloaded' } } });
    await request(t.http).post('/api/chatbot').send({ message: 'wheat sowing time' }).expect(503);
  });
});
