import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, requireData } from './client';
import type { components, operations } from './schema';

export type Crop = components['schemas']['CropDto'];
export type CropCategory = Crop['cropCategory'];
export type CropUnit = Crop['cropUnit'];
export type CropStatus = Crop['cropStatus'];
export type CropListQuery = NonNullable<operations['listCrops']['parameters']['query']>;
export type CropPage = { crops: Crop[]; total: number };

// The categories and units a listing may have (the server accepts the same).
export const cropCategories = [
  'vegetables',
  'fruits',
  'herbs',
  'grains',
  'other',
] as const satisfies readonly CropCategory[];
export const cropUnits = [
  'bunch',
  'lb',
  'kg',
  'each',
  'dozen',
] as const satisfies readonly CropUnit[];
export const MAX_CROP_IMAGES = 4;

/**
 * Decimals a quantity may have, by unit, as the server reads them (backend
 * `crops/domain/crop-listing.ts`): weights to 0.01, what is counted only whole.
 */
export const quantityDecimals: Record<CropUnit, number> = {
  kg: 2,
  lb: 2,
  bunch: 0,
  each: 0,
  dozen: 0,
};

/**
 * Whether `text` is an amount as the server reads it: digits with at most one dot between digits
 * and at most `decimals` (trailing zeros aside) after it. Not "1e5", "0x10", "5.", ".5" or "5,000".
 */
export function isPlainAmount(text: string, decimals: number): boolean {
  const match = /^\d+(?:\.(\d+))?$/.exec(text);
  return match !== null && (match[1] ?? '').replace(/0+$/, '').length <= decimals;
}

/** Every query about crops starts with this key, so one invalidation refreshes them all. */
export const cropsKey = ['crops'] as const;

export function cropListQuery(query: CropListQuery) {
  return queryOptions({
    queryKey: [...cropsKey, 'list', query] as const,
    queryFn: async ({ signal }): Promise<CropPage> => {
      const { data, response } = await api.GET('/api/crops', { params: { query }, signal });
      const crops = requireData(data);
      const total = Number(response.headers.get('X-Total-Count'));
      return { crops, total: Number.isFinite(total) && total > 0 ? total : crops.length };
    },
    placeholderData: keepPreviousData,
  });
}

export function cropQuery(id: string) {
  return queryOptions({
    queryKey: [...cropsKey, 'one', id] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/crops/{id}', { params: { path: { id } }, signal });
      return requireData(data);
    },
  });
}

export type NewCrop = {
  cropName: string;
  cropDescription: string;
  cropCategory: CropCategory;
  cropSellingPrice: string;
  cropUnit: CropUnit;
  cropQuantity: string;
  grownOrganically: boolean;
  userId: string;
  cropImages: Blob[];
};

/** The multipart body of POST /api/crops/add (field names as older clients send them). */
export function cropFormData(crop: NewCrop): FormData {
  const form = new FormData();
  form.append('cropName', crop.cropName);
  form.append('cropDescription', crop.cropDescription);
  form.append('cropCategory', crop.cropCategory);
  form.append('cropSellingPrice', crop.cropSellingPrice);
  form.append('cropUnit', crop.cropUnit);
  form.append('cropQuantity', crop.cropQuantity);
  form.append('grownOrganically', crop.grownOrganically ? 'true' : 'false');
  form.append('userId', crop.userId);
  crop.cropImages.forEach((image, index) => {
    const name = image instanceof File ? image.name : `photo-${index + 1}.jpg`;
    form.append('cropImages', image, name);
  });
  return form;
}

type AddCropBody = operations['addCrop']['requestBody']['content']['multipart/form-data'];

export async function addCrop(crop: NewCrop): Promise<Crop> {
  const form = cropFormData(crop);
  const { data } = await api.POST('/api/crops/add', {
    // The FormData goes out as it is: the browser sets the multipart Content-Type and boundary.
    body: form as unknown as AddCropBody,
    bodySerializer: () => form,
  });
  return requireData(data);
}

export type CropChanges = components['schemas']['UpdateCropDto'];

export async function updateCrop(id: string, changes: CropChanges): Promise<Crop> {
  const { data } = await api.PUT('/api/crops/{id}', { params: { path: { id } }, body: changes });
  return requireData(data);
}

export async function deleteCrop(id: string) {
  const { data } = await api.DELETE('/api/crops/{id}', { params: { path: { id } } });
  return requireData(data);
}

/** '₹45.50': rupees with 2 decimals and Indian digit grouping. */
export { formatRupees } from '../i18n/format';
