import * as z from 'zod/mini';
import { cropCategories, cropUnits, type CropCategory, type CropUnit } from '../../../api/crops';

// Error messages are keys of the 'market' texts (spec section 5, Crop listing).
const PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;

function isPositiveNumber(value: string): boolean {
  const number = Number(value);
  return value !== '' && Number.isFinite(number) && number > 0;
}

export const cropFormSchema = z.object({
  cropName: z.string().check(z.trim(), z.minLength(1, 'sell.validation.name')),
  cropCategory: z
    .string()
    .check(
      z.refine(
        (value) => (cropCategories as readonly string[]).includes(value),
        'sell.validation.category',
      ),
    ),
  cropSellingPrice: z.string().check(
    z.trim(),
    z.minLength(1, 'sell.validation.priceRequired'),
    z.refine((value) => value === '' || PRICE_PATTERN.test(value), 'sell.validation.price'),
  ),
  cropUnit: z
    .string()
    .check(
      z.refine((value) => (cropUnits as readonly string[]).includes(value), 'sell.validation.unit'),
    ),
  cropQuantity: z.string().check(
    z.trim(),
    z.minLength(1, 'sell.validation.quantityRequired'),
    z.refine((value) => value === '' || isPositiveNumber(value), 'sell.validation.quantity'),
  ),
  cropDescription: z.string().check(z.trim()),
  grownOrganically: z.boolean(),
});

export type CropFormValues = z.input<typeof cropFormSchema>;
export type CropFormInput = z.output<typeof cropFormSchema>;

/** The checked form as the API's fields (the schema already allowed only known choices). */
export function newCropOf(values: CropFormInput) {
  return {
    ...values,
    cropCategory: values.cropCategory as CropCategory,
    cropUnit: values.cropUnit as CropUnit,
  };
}

export const emptyCropForm: CropFormValues = {
  cropName: '',
  cropCategory: '',
  cropSellingPrice: '',
  cropUnit: 'kg',
  cropQuantity: '',
  cropDescription: '',
  grownOrganically: false,
};

// The edit form of "Your listings": price, quantity, description.
export const cropChangesSchema = z.object({
  cropSellingPrice: cropFormSchema.shape.cropSellingPrice,
  cropQuantity: z.string().check(
    z.trim(),
    z.minLength(1, 'sell.validation.quantityRequired'),
    z.refine(
      (value) => value === '' || (Number.isFinite(Number(value)) && Number(value) >= 0),
      'sell.validation.quantityOrZero',
    ),
  ),
  cropDescription: z.string().check(z.trim()),
});

export type CropChangesValues = z.input<typeof cropChangesSchema>;
