import { Readable } from 'node:stream';
import { ImageProcessor, ImageStorage } from '../../src/shared/images/image-storage';

/** Image storage in a map, recording what was removed. */
export class InMemoryImageStorage extends ImageStorage {
  readonly files = new Map<string, { data: Buffer; contentType: string }>();
  readonly removed: string[] = [];

  put(key: string, data: Buffer, contentType: string) {
    this.files.set(key, { data, contentType });
    return Promise.resolve();
  }
  get(key: string) {
    const file = this.files.get(key);
    return Promise.resolve(
      file
        ? {
            body: Readable.from([file.data]),
            contentType: file.contentType,
            size: file.data.length,
          }
        : null,
    );
  }
  remove(key: string) {
    this.removed.push(key);
    this.files.delete(key);
    return Promise.resolve();
  }
  url(key: string) {
    return `/api/images/${key}`;
  }
}

/** "Re-encodes" by tagging the bytes, so a test can tell the processed picture from the upload. */
export class TaggingImageProcessor extends ImageProcessor {
  readonly seen: Buffer[] = [];
  toVariants(data: Buffer) {
    this.seen.push(data);
    return Promise.resolve({
      card: Buffer.concat([Buffer.from('card:'), data]),
      detail: Buffer.concat([Buffer.from('detail:'), data]),
    });
  }
}

/** Fails like sharp on bytes that only look like an image. */
export class UnreadableImageProcessor extends ImageProcessor {
  toVariants(): Promise<never> {
    return Promise.reject(new Error('Input buffer contains unsupported image format'));
  }
}

/** The first bytes of each image type the app accepts, enough for detectImageType. */
export const IMAGE_BYTES = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  webp: Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'),
} as const;
