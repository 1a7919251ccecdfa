import sharp from 'sharp';

/** A real JPEG photo-sized image carrying EXIF with GPS, to prove we strip it. */
export function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: 'Farmer', Make: 'PhoneCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 1/1 0/1' },
    })
    .toBuffer();
}

export function png(width = 640, height = 480): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 160, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** Random noise compresses badly, so this really is over 5 MB. */
export function bigJpeg(): Promise<Buffer> {
  const raw = Buffer.alloc(2400 * 2400 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  return sharp(raw, { raw: { width: 2400, height: 2400, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}
