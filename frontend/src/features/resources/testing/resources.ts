import type { Schema } from '../../../testing/api-server';

/** Machinery categories and reviews in the API's shape, shared by the resources tests. */
export const tractor = {
  _id: 'r-tractor',
  name: 'Tractor',
  image: 'http://localhost/api/resources/r-tractor/image.webp',
  description: 'A tractor is the main power source on a mechanised farm.',
  purpose: 'Used for ploughing, tilling, sowing and carting produce to the mandi.',
  popularbrand: 'Mahindra, Swaraj, Sonalika',
  advantages: 'One tractor can run many implements through the year.',
  link: 'https://www.youtube.com/results?search_query=tractor+how+to+use+farmer',
  howtouse:
    '1. Check engine oil, coolant and fuel. 2. Start only from the seat in neutral. 3. Grease the fittings after work.',
  // The language the texts are in: the reader's, or English when nobody has translated them yet.
  language: 'en',
} satisfies Schema<'ResourceDto'>;

export const rotavator = {
  ...tractor,
  _id: 'r-rotavator',
  name: 'Rotavator',
  image: null,
} satisfies Schema<'ResourceDto'>;

export const seedDrill = {
  ...tractor,
  _id: 'r-seed-drill',
  name: 'Seed Drill',
  image: 'http://localhost/api/resources/r-seed-drill/image.webp',
} satisfies Schema<'ResourceDto'>;

export function aReview(id: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    name: 'Ravi Kumar',
    title: `Review title ${id}`,
    comment: `Comment ${id}`,
    mine: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
