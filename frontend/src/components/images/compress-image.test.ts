import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressImage, fitWithin, renamedAsJpeg } from './compress-image';

describe('fitWithin', () => {
  it('shrinks the long side to 1600 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1080, 2400)).toEqual({ width: 720, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('renamedAsJpeg', () => {
  it('gives the file a .jpg extension', () => {
    expect(renamedAsJpeg('tomatoes.PNG')).toBe('tomatoes.jpg');
    expect(renamedAsJpeg('okra')).toBe('okra.jpg');
  });
});

describe('compressImage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns the file unchanged when the browser cannot decode images', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(await compressImage(file)).toBe(file);
  });

  it('draws a large photo at 1600 px and exports a JPEG of quality 0.85', async () => {
    const close = vi.fn();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 2000, close })),
    );
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
      fillRect: vi.fn(),
      fillStyle: '',
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['small'], { type: 'image/jpeg' })));

    const file = new File(['a very large photo'], 'field.png', { type: 'image/png' });
    const result = await compressImage(file);

    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 800);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(result.name).toBe('field.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
  });
});
