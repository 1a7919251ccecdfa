import type { LeafPixels } from '../../domain/leaf-analysis';

export interface DecodedPhoto {
  /** Downscaled RGB pixels for the colour analysis. */
  pixels: LeafPixels;
  /** A JPEG of at most ~1500 px for online services (smaller upload, no metadata). */
  jpeg: Buffer;
  /** A small WebP (at most ~320 px, no metadata) shown back with the result; never stored. */
  preview: Buffer;
}

/** Decodes an uploaded photo; throws when the bytes are not a decodable image. */
export abstract class PhotoDecoder {
  abstract decode(image: Buffer): Promise<DecodedPhoto>;
}
