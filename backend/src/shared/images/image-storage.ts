import type { Readable } from 'node:stream';

/** URL prefix under which the app serves stored images, whatever the storage (see images.controller.ts). */
export const IMAGES_PATH = '/api/images';

/** Keys the app writes ("crops/<uuid>/<uuid>-card.webp", "resources/shipped/x.webp"): no "..", no "//". */
const IMAGE_KEY = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;

export function isImageKey(key: string): boolean {
  return key.length <= 512 && IMAGE_KEY.test(key);
}

/** The app-relative URL of a key; the HTTP layer makes it absolute. */
export function imagePath(key: string): string {
  return `${IMAGES_PATH}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** One stored image, ready to be streamed to a client. */
export interface StoredImage {
  body: Readable;
  contentType: string;
  /** Bytes, when the storage knows it. */
  size: number | undefined;
}

/**
 * Where uploaded images live: local files by default, an S3-compatible bucket when configured.
 * Keys are never reused (each upload gets a new one), so a stored image never changes.
 * Adapters throw the "image storage unavailable" domain error (503) when the storage cannot answer.
 */
export abstract class ImageStorage {
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such image. */
  abstract get(key: string): Promise<StoredImage | null>;
  /** Removing a missing key is not an error. */
  abstract remove(key: string): Promise<void>;
  /** A URL for the key: absolute, or a path starting with "/" that the HTTP layer makes absolute. */
  abstract url(key: string): string;
}

export interface ImageVariants {
  /** ~480 px wide, for cards and lists */
  card: Buffer;
  /** ~1200 px wide, for detail views */
  detail: Buffer;
}

/** Re-encodes a photo to WebP display sizes with all metadata (EXIF, GPS) removed. */
export abstract class ImageProcessor {
  /** Throws when the bytes are not a decodable image. */
  abstract toVariants(data: Buffer): Promise<ImageVariants>;
}
