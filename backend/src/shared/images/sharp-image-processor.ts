import sharp from 'sharp';
import { ImageProcessor, type ImageVariants } from './image-storage';

/** Refuse decompression bombs: 40 megapixels is far beyond any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

async function variant(data: Buffer, width: number, quality: number): Promise<Buffer> {
  // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS) unless asked to.
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer();
}

export class SharpImageProcessor extends ImageProcessor {
  async toVariants(data: Buffer): Promise<ImageVariants> {
    const [card, detail] = await Promise.all([variant(data, 480, 75), variant(data, 1200, 80)]);
    return { card, detail };
  }
}
