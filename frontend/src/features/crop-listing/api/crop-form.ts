import * as z from 'zod/mini';
import {
  cropCategories,
  cropUnits,
  isPlainAmount,
  quantityDecimals,
  type CropCategory,
  type CropUnit,
} from '../../../api/crops';

// Error messages are keys of the 'market' texts. Prices and
// quantities are checked as the server reads them: plain digits with at most one dot, never
// "1e5" or "0x10" (Number() would take those).

/** More than 0, at most 2 decimals. */
const isPrice = (value: string) => isPlainAmount(value, 2) && Number(value) > 0;

/** The key of what is wrong with a quantity in `unit`, or null. */
export function quantityProblem(
  value: string,
  unit: string,
  { allowZero = false }: { allowZero?: boolean } = {},
): string | null {
  if (!isPlainAmount(value, Infinity) || !(Number(value) > 0 || (allowZero && Number(value) === 0)))
    return allowZero ? 'sell.validation.quantityOrZero' : 'sell.validation.quantity';
  const decimals = quantityDecimals[unit as CropUnit] ?? 2;
  if (!isPlainAmount(value, decimals))
    return decimals === 0 ? 'sell.validation.quantityWhole' : 'sell.validation.quantityDecimals';
  return null;
}

export const cropFormSchema = z
  .object({
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
      z.refine((value) => value === '' || isPrice(value), 'sell.validation.price'),
    ),
    cropUnit: z
      .string()
      .check(
        z.refine(
          (value) => (cropUnits as readonly string[]).includes(value),
          'sell.validation.unit',
        ),
      ),
    cropQuantity: z.string().check(z.trim(), z.minLength(1, 'sell.validation.quantityRequired')),
    cropDescription: z.string().check(z.trim()),
    grownOrganically: z.boolean(),
  })
  .check(
    // The quantity's decimals depend on the unit chosen (whole for bunch, each and dozen).
    z.superRefine((form, ctx) => {
      const problem =
        form.cropQuantity === '' ? null : quantityProblem(form.cropQuantity, form.cropUnit);
      if (problem)
        ctx.issues.push({
          code: 'custom',
          message: problem,
          path: ['cropQuantity'],
          input: form.cropQuantity,
        });
    }),
  );

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

// The edit form of "Your listings": price, quantity (0 marks it sold out), description.
export function cropChangesSchemaFor(unit: CropUnit) {
  return z.object({
    cropSellingPrice: cropFormSchema.shape.cropSellingPrice,
    cropQuantity: z.string().check(
      z.trim(),
      z.minLength(1, 'sell.validation.quantityRequired'),
      z.superRefine((value, ctx) => {
        const problem = value === '' ? null : quantityProblem(value, unit, { allowZero: true });
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
      }),
    ),
    cropDescription: z.string().check(z.trim()),
  });
}

export type CropChangesValues = z.input<ReturnType<typeof cropChangesSchemaFor>>;
