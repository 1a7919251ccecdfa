import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePrice, parseQuantity } from '../../src/crops/domain/crop-listing';
import { detectImageType } from '../../src/shared/images/image-type';
import { LocalImageStorage } from '../../src/shared/images/local-image-storage';
import { cropsWithFakes } from '../fakes/crops';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const seller = { id: 'seller-1', role: 'user' as const };
const mango = {
  name: 'Mango',
  category: 'fruits' as const,
  description: '',
  price: '120',
  unit: 'dozen' as const,
  quantity: '10',
  organic: false,
};

describe('crop listing rules', () => {
  it.each([
    ['0', '0.00'],
    ['45', '45.00'],
    ['45.5', '45.50'],
    [99.99, '99.99'],
  ])('keeps the price %p as %p rupees', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each(['-1', '1.234', 'abc', '', '1e5', '99999999999'])('refuses the price %p', (input) => {
    expect(() => parsePrice(input)).toThrow();
  });

  it.each([
    ['50', '50'],
    ['50 kg', '50'],
    ['12.5 dozen', '12.5'],
    ['2.0005', '2.001'],
  ])('reads the quantity %p as %p', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });

  it.each(['lots', 'kg 50', '0', '-3', ''])('refuses the quantity %p', (input) => {
    expect(() => parseQuantity(input)).toThrow();
  });

  it('tells images by their bytes, not their names', () => {
    expect(detectImageType(JPEG)).toBe('jpeg');
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'png',
    );
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectImageType(Buffer.from('GIF89a...'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg></svg>'))).toBeNull();
  });
});

describe('CropListingsService', () => {
  it('removes the stored photos again when saving the listing fails', async () => {
    const { service, listings, storage } = cropsWithFakes();
    listings.failNextAdd = true;
    await expect(
      service.create(seller, mango, [{ originalName: 'a.jpg', data: JPEG }]),
    ).rejects.toThrow('database went away');
    expect(storage.files.size).toBe(0);
    expect(listings.rows.size).toBe(0);
  });

  it('stores nothing when one photo of several is not an image', async () => {
    const { service, storage } = cropsWithFakes();
    const attempt = service.create(seller, mango, [
      { originalName: 'a.jpg', data: JPEG },
      { originalName: 'b.png', data: Buffer.from('text') },
    ]);
    await expect(attempt).rejects.toMatchObject({ code: 'CROP.UNSUPPORTED_IMAGE' });
    expect(storage.files.size).toBe(0);
  });

  it('archives instead of deleting a listing that orders refer to, keeping its photos', async () => {
    const { service, listings, storage, orders } = cropsWithFakes();
    const { listing } = await service.create(seller, mango, [
      { originalName: 'a.jpg', data: JPEG },
    ]);
    orders.withOrders.add(listing.id);
    await expect(service.remove(seller, listing.id)).resolves.toBe('archived');
    expect(listings.rows.get(listing.id)).toMatchObject({ status: 'Not Available' });
    expect(listings.rows.get(listing.id)!.archivedAt).not.toBeNull();
    expect(storage.files.size).toBe(2);
    await expect(service.getFor({ id: 'buyer', role: 'user' }, listing.id)).rejects.toMatchObject({
      code: 'CROP.NOT_FOUND',
    });
    await expect(service.getFor(seller, listing.id)).resolves.toBeTruthy();
  });

  it('deletes a listing without orders together with its photos', async () => {
    const { service, listings, storage } = cropsWithFakes();
    const { listing } = await service.create(seller, mango, [
      { originalName: 'a.jpg', data: JPEG },
    ]);
    await expect(service.remove(seller, listing.id)).resolves.toBe('deleted');
    expect(listings.rows.size).toBe(0);
    expect(storage.files.size).toBe(0);
  });

  it('gives each listing a distinct, readable cropId', async () => {
    const { service } = cropsWithFakes();
    const ids = new Set<string>();
    for (let i = 0; i < 30; i++) ids.add((await service.create(seller, mango, [])).listing.cropId);
    expect(ids.size).toBe(30);
    for (const id of ids) expect(id).toMatch(/^CRP-[2-9A-HJKMNP-Z]{6}$/);
  });
});

describe('LocalImageStorage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'agrosense-uploads-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes, serves by URL path and removes files', async () => {
    const storage = new LocalImageStorage(root);
    await storage.put('crops/x/a-card.webp', Buffer.from('data'), 'image/webp');
    expect(storage.url('crops/x/a-card.webp')).toBe('/api/images/crops/x/a-card.webp');
    await storage.remove('crops/x/a-card.webp');
    await storage.remove('crops/x/a-card.webp');
  });

  it('refuses keys that climb out of the uploads folder', async () => {
    const storage = new LocalImageStorage(root);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'outside the root',
    );
  });
});
