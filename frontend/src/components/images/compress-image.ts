// Photos from a phone camera are often 4000 px and 5 MB or more: they are shrunk in the browser
// before upload, which saves the farmer's mobile data and keeps them under the server's 5 MB limit.

export const MAX_IMAGE_EDGE = 1600;
export const IMAGE_QUALITY = 0.85;

/** The size to draw at: the long side at most `maxEdge`, the aspect ratio kept, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxEdge = MAX_IMAGE_EDGE,
): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= maxEdge || longSide === 0) return { width, height };
  const scale = maxEdge / longSide;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `photo.PNG` -> `photo.jpg`. */
export function renamedAsJpeg(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.jpg`;
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number) {
  return new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, type, quality);
  });
}

/**
 * The photo redrawn at most 1600 px on its long side as a JPEG of quality 0.85. The original comes
 * back unchanged when the browser cannot decode or draw it, or when it is already smaller.
 */
export async function compressImage(
  file: File,
  { maxEdge = MAX_IMAGE_EDGE, quality = IMAGE_QUALITY } = {},
): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvasToBlob(canvas, 'image/jpeg', quality);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!blob || (!resized && blob.size >= file.size)) return file;
    return new File([blob], renamedAsJpeg(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
