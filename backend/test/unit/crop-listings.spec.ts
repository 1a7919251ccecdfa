import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CropListing, parsePrice, parseQuantity } from '../../src/crops/domain/crop-listing';
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
    ['45', '45.00'],
    ['45.5', '45.50'],
    ['45.50', '45.50'],
    ['0.01', '0.01'],
    ['007', '7.00'],
    [99.99, '99.99'],
    ['1000000', '1000000.00'],
  ])('keeps the price %p as %p rupees', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  // Decided: only digits with at most one dot between digits; no sign, spaces, separators,
  // exponents, hex or words; more than 0; at most 2 decimals and ₹10 lakh.
  it.each([
    ['0', 'Price must be more than 0'],
    ['0.00', 'Price must be more than 0'],
    ['-1', 'Price must be more than 0'],
    ['1.234', 'at most 2 decimals'],
    ['0.0001', 'at most 2 decimals'],
    ['1e5', 'plain number'],
    ['0x10', 'plain number'],
    [' 5', 'plain number'],
    ['5 ', 'plain number'],
    ['5.', 'plain number'],
    ['.5', 'plain number'],
    ['+5', 'plain number'],
    ['5,000', 'plain number'],
    ['Infinity', 'plain number'],
    ['NaN', 'plain number'],
    ['abc', 'plain number'],
    ['', 'plain number'],
    ['1000000.01', 'at most 10,00,000 rupees'],
    ['99999999999', 'at most 10,00,000 rupees'],
    [Infinity, 'plain number'],
    [1e21, 'plain number'],
    [null, 'plain number'],
  ])('refuses the price %p', (input, message) => {
    expect(() => parsePrice(input)).toThrow(message);
  });

  it.each([
    ['50', 'kg', '50'],
    ['50 kg', 'kg', '50'],
    ['50kg', 'kg', '50'],
    ['12.5', 'kg', '12.5'],
    ['12.25', 'lb', '12.25'],
    ['12.50', 'kg', '12.5'],
    ['12.0', 'dozen', '12'],
    ['007', 'each', '7'],
    ['3 bunch', 'bunch', '3'],
    ['1000000', 'kg', '1000000'],
  ] as const)('reads the quantity %p (%s) as %p', (input, unit, expected) => {
    expect(parseQuantity(input, unit)).toBe(expected);
  });

  it.each([
    ['0.0001', 'kg', 'at most 2 decimals for this unit (kg)'],
    ['2.005', 'kg', 'at most 2 decimals for this unit (kg)'],
    ['12.5', 'dozen', 'whole number for this unit (dozen)'],
    ['1.5', 'each', 'whole number for this unit (each)'],
    ['0', 'kg', 'more than 0'],
    ['-3', 'kg', 'more than 0'],
    ['1e5', 'kg', 'plain number'],
    ['0x10', 'kg', 'plain number'],
    [' 5', 'kg', 'plain number'],
    ['5.', 'kg', 'plain number'],
    ['.5', 'kg', 'plain number'],
    ['5,000', 'kg', 'plain number'],
    ['Infinity', 'kg', 'plain number'],
    ['50 lb', 'kg', 'plain number'],
    ['kg 50', 'kg', 'plain number'],
    ['lots', 'kg', 'plain number'],
    ['', 'kg', 'plain number'],
    ['1000001', 'kg', 'at most 1000000'],
  ] as const)('refuses the quantity %p (%s)', (input, unit, message) => {
    expect(() => parseQuantity(input, unit)).toThrow(message);
  });

  it('takes 0 when a seller marks a listing sold out, but nothing below', () => {
    expect(parseQuantity('0', 'kg', { allowZero: true })).toBe('0');
    expect(() => parseQuantity('-1', 'kg', { allowZero: true })).toThrow(
      'Quantity cannot be less than 0',
    );
  });

  it('never leaves a listing Available with nothing left', () => {
    const at = new Date();
    const make = (quantity: string, status: 'Available' | 'Not Available') =>
      new CropListing(
        'l',
        'CRP-X',
        's',
        'Okra',
        'vegetables',
        '',
        '30.00',
        'kg',
        quantity,
        false,
        status,
        [],
        null,
        at,
        at,
      );
    // Read from a row written before the rule: shown as Not Available.
    expect(make('0', 'Available').status).toBe('Not Available');
    expect(make('0.000', 'Available').status).toBe('Not Available');
    const listing = make('5', 'Available');
    listing.applyChanges({ quantity: '0' }, at);
    expect(listing.status).toBe('Not Available');
    expect(() => listing.applyChanges({ status: 'Available' }, at)).toThrow(
      'A listing with nothing left cannot be Available',
    );
    expect(() => listing.applyChanges({ quantity: '0', status: 'Available' }, at)).toThrow();
    listing.applyChanges({ quantity: '4', status: 'Available' }, at);
    expect(listing.status).toBe('Available');
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
