import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import request from 'supertest';
import { signUpAndLogIn, type TestUser } from '../support/accounts';
import { jpegWithGps, png } from '../support/images';
import { localS3Credentials, startLocalS3, type LocalS3 } from '../support/s3-server';
import { startTestApp, type TestApp } from '../support/test-app';

/** Raw bytes of a response (supertest only buffers text by default). */
const binary = (r: request.Test) =>
  r.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/** The app with IMAGE_STORAGE=s3 on a local S3-compatible server (embedded database only). */
describe('images in S3', () => {
  let s3: LocalS3;
  let client: S3Client;
  let t: TestApp;
  let seller: TestUser;
  const auth = () => ({ Authorization: `Bearer ${seller.token}` });
  const keysUnder = async (prefix: string) => {
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((o) => o.Key!);
  };
  const addCrop = () =>
    request(t.http)
      .post('/api/crops/add')
      .set(auth())
      .field('cropName', 'Kesar Mango')
      .field('cropCategory', 'fruits')
      .field('cropSellingPrice', '90')
      .field('cropUnit', 'dozen')
      .field('cropQuantity', '25');

  beforeAll(async () => {
    s3 = await startLocalS3();
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: localS3Credentials,
    });
    t = await startTestApp('pglite', s3.env);
    seller = await signUpAndLogIn(t);
    // Starting S3 and the app, which uploads the shipped images: allow for a busy 2-core machine
    // (over 60 s once in CI while other work shared the cores).
  }, 120_000);
  afterAll(async () => {
    client.destroy();
    await t.close();
    await s3.stop();
    Logger.overrideLogger(['log', 'error', 'warn']);
  });

  let crop: { _id: string; cropImageVariants: { card: string; detail: string }[] };

  it('stores the photos of a new listing in the bucket, not on disk, and serves them back', async () => {
    const res = await addCrop()
      .attach('cropImages', await jpegWithGps(), {
        filename: 'mango.jpg',
        contentType: 'image/jpeg',
      })
      .attach('cropImages', await png(), { filename: 'crate.png', contentType: 'image/png' })
      .expect(201);
    crop = res.body as typeof crop;
    expect(crop.cropImageVariants).toHaveLength(2);
    expect(await keysUnder(`crops/${crop._id}/`)).toHaveLength(4);
    const uploads = join(t.dataDir, 'uploads', 'crops');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);

    const detail = await binary(
      request(t.http).get(new URL(crop.cropImageVariants[0]!.detail).pathname),
    ).expect(200);
    expect(detail.headers['content-type']).toBe('image/webp');
    expect(detail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(detail.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(Number(detail.headers['content-length'])).toBe((detail.body as Buffer).length);
  });

  it('also keeps the shipped machinery pictures there', async () => {
    expect((await keysUnder('resources/shipped/')).length).toBeGreaterThan(0);
    const listed = await request(t.http).get('/api/resources/all').expect(200);
    const [resource] = (listed.body as { data: { image: string | null }[] }).data;
    await request(t.http).get(new URL(resource!.image!).pathname).expect(200);
  });

  it('answers a missing image or a malformed key with a JSON 404', async () => {
    for (const path of [
      '/api/images/crops/00000000-0000-0000-0000-000000000000/none-card.webp',
      '/api/images/crops/..%2F..%2Fetc/passwd',
      '/api/images/.hidden',
    ]) {
      const res = await request(t.http).get(path).expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'IMAGE.NOT_FOUND' });
    }
    const hindi = await request(t.http)
      .get('/api/images/crops/x/none-card.webp')
      .set('Accept-Language', 'hi')
      .expect(404);
    expect(hindi.body.message).toBe('तस्वीर नहीं मिली');
  });

  it('removes the photos from the bucket with the listing', async () => {
    await request(t.http).delete(`/api/crops/${crop._id}`).set(auth()).expect(200);
    expect(await keysUnder(`crops/${crop._id}/`)).toEqual([]);
    await request(t.http).get(new URL(crop.cropImageVariants[0]!.card).pathname).expect(404);
  });

  it('answers 503 while S3 is down, stores no half listing, and keeps serving the rest', async () => {
    const kept = (
      await addCrop()
        .attach('cropImages', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(201)
    ).body as typeof crop;
    Logger.overrideLogger(false); // the adapter logs each S3 failure, as it should
    await s3.stop();

    const image = await request(t.http)
      .get(new URL(kept.cropImageVariants[0]!.card).pathname)
      .expect(503);
    expect(image.body).toMatchObject({ statusCode: 503, code: 'IMAGE.STORAGE_UNAVAILABLE' });

    const upload = await addCrop()
      .attach('cropImages', await png(), { filename: 'b.png', contentType: 'image/png' })
      .expect(503);
    expect(upload.body.message).toBe(
      'Photos cannot be stored or shown right now; please try again later',
    );
    const mine = await request(t.http).get('/api/crops?mine=true').set(auth()).expect(200);
    expect(mine.body).toHaveLength(1);
    await request(t.http).get('/api/health').expect(200);
    // The series the "image storage down" alert of docs/operations.md watches.
    const metrics = await request(t.http).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/images\/\*key",status_code="503"/,
    );
  });
});
