import sharp from 'sharp';
import { PhotoDecoder, type DecodedPhoto } from '../application/ports/photo-decoder';

const MAX_INPUT_PIXELS = 40_000_000;
const ANALYSIS_SIDE = 512;
const UPLOAD_SIDE = 1500;
/** The result shows the photo at most 160 CSS px wide: enough for a 2x screen. */
const PREVIEW_SIDE = 320;

/**
 * sharp: EXIF-rotated, downscaled RGB for the colour analysis, a JPEG for online services and a
 * small WebP preview. sharp writes no metadata (EXIF, GPS) unless asked to.
 */
export class SharpPhotoDecoder extends PhotoDecoder {
  async decode(image: Buffer): Promise<DecodedPhoto> {
    const input = () =>
      sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const meta = await input().metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    const originalWidth = (swap ? meta.height : meta.width) ?? 0;
    const originalHeight = (swap ? meta.width : meta.height) ?? 0;
    const [raw, jpeg, preview] = await Promise.all([
      input()
        .resize({
          width: ANALYSIS_SIDE,
          height: ANALYSIS_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true }),
      input()
        .resize({
          width: UPLOAD_SIDE,
          height: UPLOAD_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer(),
      input()
        .resize({
          width: PREVIEW_SIDE,
          height: PREVIEW_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
    return {
      pixels: {
        data: new Uint8Array(raw.data.buffer, raw.data.byteOffset, raw.data.length),
        width: raw.info.width,
        height: raw.info.height,
        channels: raw.info.channels,
        originalWidth,
        originalHeight,
      },
      jpeg,
      preview,
    };
  }
}
