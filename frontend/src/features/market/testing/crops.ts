import type { Crop } from '../../../api/crops';

// Answers of GET /api/crops shared by the market tests.
export function aCrop(overrides: Partial<Crop> = {}): Crop {
  return {
    _id: 'crop-1',
    cropId: 'CRP-7F3K2Q',
    cropName: 'Desi Tomatoes',
    cropCategory: 'vegetables',
    cropDescription: 'Fresh red tomatoes, picked this morning.',
    cropSellingPrice: 32.5,
    cropUnit: 'kg',
    cropQuantity: 120,
    grownOrganically: 'true',
    cropImages: ['https://cdn.example/tomato-1.webp', 'https://cdn.example/tomato-2.webp'],
    cropImageVariants: [
      {
        card: 'https://cdn.example/tomato-1-card.webp',
        detail: 'https://cdn.example/tomato-1.webp',
      },
      {
        card: 'https://cdn.example/tomato-2-card.webp',
        detail: 'https://cdn.example/tomato-2.webp',
      },
    ],
    cropStatus: 'Available',
    userId: {
      _id: 'seller-9',
      name: 'Ramesh Kumar',
      mobile: '9812345678',
      mobileHidden: false,
      state: 'Gujarat',
    },
    // The backend finds no catalogue crop in "Desi Tomatoes" (it matches whole words, and the
    // catalogue says "Tomato"); a test about the reader's crop name gives its own.
    catalogName: null,
    archived: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}
