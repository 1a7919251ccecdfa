import * as z from 'zod/mini';

// Client-side checks that mirror the server's, so most mistakes show next to the field before
// anything is sent. The server stays the authority and its messages are shown too. Messages are
// keys of the 'accounts' texts; the fields translate them when they show them. zod/mini keeps
// the form pages' JavaScript small (the full zod API would add about 50 KB gzip to each).

export type RequiredField =
  | 'name'
  | 'mobile'
  | 'phone'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'newPassword'
  | 'state'
  | 'address'
  | 'language'
  | 'otp';

export const MIN_PASSWORD_LENGTH = 8;

/** Non-blank after trimming, and trimmed: 'Please fill in your {field}'. */
export function requiredText(field: RequiredField) {
  return z.string().check(z.trim(), z.minLength(1, `validation.required.${field}`));
}

/** Like requiredText, but keeps the value as typed: spaces can be part of a password. */
export function requiredSecret(field: RequiredField) {
  return z.string().check(z.refine((value) => value.trim() !== '', `validation.required.${field}`));
}

// 10 digits starting 6-9, optionally written with +91, 91 or 0 and with spaces or hyphens, as
// the server accepts it.
const indianMobile = /^(?:\+91|91|0)?[6-9]\d{9}$/;

export function isIndianMobile(value: string): boolean {
  return indianMobile.test(value.replace(/[\s\-().]/g, ''));
}

export const mobileRule = requiredText('mobile').check(
  z.refine((value) => value === '' || isIndianMobile(value), 'validation.mobile'),
);

export const emailRule = z.pipe(requiredText('email'), z.email('validation.email'));

export const newPasswordRule = (field: RequiredField) =>
  requiredSecret(field).check(
    z.refine(
      (value) => value.trim() === '' || value.length >= MIN_PASSWORD_LENGTH,
      'validation.passwordLength',
    ),
  );

/** An object-level check that the confirmation repeats the password, reported on the latter. */
export function matchingPasswords<T extends Record<string, unknown>>(
  password: keyof T & string,
  confirmation: keyof T & string,
) {
  return z.refine<T>((values) => values[password] === values[confirmation], {
    path: [confirmation],
    error: 'validation.passwordsDoNotMatch',
  });
}
