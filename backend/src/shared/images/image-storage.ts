/** Where uploaded images live: local files by default, S3-compatible storage in production. */
export abstract class ImageStorage {
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
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
