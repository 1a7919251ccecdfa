import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import type { ImageStorageSettings } from '../config/app-config';
import { imageStorageUnavailable } from './image-errors';
import { ImageStorage, imagePath, type StoredImage } from './image-storage';

export type S3Settings = Extract<ImageStorageSettings, { kind: 's3' }>;

/** Stored with each object too, so a CDN in front of the bucket would cache the same way. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A dead or hung S3 must not hold a farmer's upload for minutes. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), shared by every app replica.
 * The app still serves them under /api/images (streamed from the bucket), so the pages, the CSP
 * (`img-src 'self'`) and the PWA's image cache stay as they are, and the bucket stays private.
 */
export class S3ImageStorage extends ImageStorage {
  private readonly logger = new Logger(S3ImageStorage.name);
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
      // default (CRC32 trailers on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.send('put', key, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredImage | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('GetObject returned no stream');
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
      };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw this.unavailable('get', key, e);
    }
  }

  /** S3 answers 204 for a missing key too, so removing twice is fine. */
  async remove(key: string): Promise<void> {
    await this.send('remove', key, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  url(key: string): string {
    return imagePath(key);
  }

  /** Nest calls this on app.close(): frees the client's sockets. */
  onModuleDestroy(): void {
    this.client.destroy();
  }

  private async send(what: string, key: string, call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (e) {
      throw this.unavailable(what, key, e);
    }
  }

  /** The cause goes to the log for the operator; the client gets a plain 503. */
  private unavailable(what: string, key: string, e: unknown) {
    const reason =
      e instanceof S3ServiceException
        ? `${e.name} (HTTP ${e.$metadata.httpStatusCode ?? '?'})`
        : e instanceof Error
          ? `${e.name}: ${e.message || (e as NodeJS.ErrnoException).code || ''}`
          : String(e);
    this.logger.error(`S3 ${what} of ${key} in bucket ${this.bucket} failed: ${reason}`);
    return imageStorageUnavailable();
  }
}

function isNotFound(e: unknown): boolean {
  return (
    e instanceof S3ServiceException &&
    (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404) &&
    e.name !== 'NoSuchBucket'
  );
}
