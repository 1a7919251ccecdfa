import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { UnavailableError } from '../../src/shared/domain/domain-error';
import type { ImageStorage } from '../../src/shared/images/image-storage';
import { LocalImageStorage } from '../../src/shared/images/local-image-storage';
import { S3ImageStorage, type S3Settings } from '../../src/shared/images/s3-image-storage';
import { localS3Credentials, startLocalS3, type LocalS3 } from '../support/s3-server';

const s3Settings = (endpoint: string, bucket: string): S3Settings => ({
  kind: 's3',
  bucket,
  endpoint,
  region: 'us-east-1',
  credentials: localS3Credentials,
  forcePathStyle: true,
});

let s3: LocalS3;
let uploads: string;
beforeAll(async () => {
  // The adapters log S3 failures on purpose below; keep the test output readable.
  Logger.overrideLogger(false);
  s3 = await startLocalS3();
  uploads = mkdtempSync(join(tmpdir(), 'agrosense-uploads-'));
});
afterAll(async () => {
  await s3.stop();
  rmSync(uploads, { recursive: true, force: true });
  Logger.overrideLogger(['log', 'error', 'warn']);
});

/** Both adapters keep the same contract, so the app cannot tell them apart. */
describe.each([
  ['local files', () => new LocalImageStorage(uploads)],
  ['S3 (s3rver)', () => new S3ImageStorage(s3Settings(s3.endpoint, s3.bucket))],
])('ImageStorage on %s', (_name, make: () => ImageStorage) => {
  const webp = Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 fake image bytes', 'latin1');
  const key = 'crops/0b6c6a36-2f0e-4c59-9d1b-9a4b3b0c1d2e/a1-card.webp';

  it('gives back what was put, with its type and size', async () => {
    const storage = make();
    await storage.put(key, webp, 'image/webp');
    const image = await storage.get(key);
    expect(image).not.toBeNull();
    expect(image!.contentType).toBe('image/webp');
    expect(image!.size).toBe(webp.length);
    expect(await buffer(image!.body)).toEqual(webp);
    expect(storage.url(key)).toBe(`/api/images/${key}`);
  });

  it('answers a missing image with null, and removes idempotently', async () => {
    const storage = make();
    expect(await storage.get('crops/none/missing-card.webp')).toBeNull();
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });
});

describe('S3ImageStorage', () => {
  it('stores objects with their type and an immutable cache header', async () => {
    const storage = new S3ImageStorage(s3Settings(s3.endpoint, s3.bucket));
    await storage.put('advisory/x.webp', Buffer.from('abc'), 'image/webp');
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: localS3Credentials,
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: 'advisory/x.webp' }),
    );
    client.destroy();
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('turns an unreachable server into the "storage unavailable" error, not a not-found', async () => {
    const gone = await startLocalS3('gone');
    await gone.stop();
    const storage = new S3ImageStorage(s3Settings(gone.endpoint, 'gone'));
    for (const call of [
      () => storage.put('a/b.webp', Buffer.from('x'), 'image/webp'),
      () => storage.get('a/b.webp'),
      () => storage.remove('a/b.webp'),
    ]) {
      const error: unknown = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnavailableError);
      expect(error).toMatchObject({ code: 'IMAGE.STORAGE_UNAVAILABLE' });
    }
  });

  it('reports a missing bucket as unavailable (a setup error), not as a missing image', async () => {
    const storage = new S3ImageStorage(s3Settings(s3.endpoint, 'no-such-bucket'));
    await expect(storage.get('a/b.webp')).rejects.toMatchObject({
      code: 'IMAGE.STORAGE_UNAVAILABLE',
    });
  });
});
