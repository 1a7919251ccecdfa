import * as z from 'zod/mini';

// The server's limits (backend REVIEW_LIMITS); the inputs stop at them too.
export const REVIEW_MAX = { name: 80, title: 120, comment: 1000 } as const;

// Error messages are keys of the 'resources' texts (all three are required).
export const reviewFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.validation.name'),
      z.maxLength(REVIEW_MAX.name, 'form.validation.nameTooLong'),
    ),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.validation.title'),
      z.maxLength(REVIEW_MAX.title, 'form.validation.titleTooLong'),
    ),
  comment: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'form.validation.comment'),
      z.maxLength(REVIEW_MAX.comment, 'form.validation.commentTooLong'),
    ),
});

export type ReviewFormValues = z.input<typeof reviewFormSchema>;
export type ReviewFormInput = z.output<typeof reviewFormSchema>;
