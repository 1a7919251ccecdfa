import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
  type ValidationOptions,
} from 'class-validator';
import { sayKeyFor } from './validation-text';

/**
 * Strict readers for typed query parameters (they arrive as text). JavaScript's Number() reads
 * "0x10" as 16, "1e5" as 100000, " 5" and "5.0" as 5 and "" as 0, so a bad value used to be
 * answered as if it were another one. Here a value is converted only when it is written the
 * plain way; anything else stays as sent and fails validation (400) with one sentence that says
 * what is expected. Repeated parameters (`?page=1&page=2`) arrive as arrays and fail too (the
 * global pipe names them first).
 */

/** Digits, optionally after a minus: no "+", spaces, dots, exponents, hex, words or other digits. */
export const PLAIN_INTEGER = /^-?\d+$/;
/** Digits with at most one dot between digits, optionally after a minus. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** YYYY-MM-DD. */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

const readAs =
  (pattern: RegExp) =>
  ({ value }: { value: unknown }) =>
    typeof value === 'string' && pattern.test(value) ? Number(value) : value;

function rule(
  name: string,
  message: (args: ValidationArguments) => string,
  validate: (value: unknown) => boolean,
  options: ValidationOptions = {},
): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message, ...options },
      validator: { validate },
    });
}

export interface Bounds {
  min: number;
  max: number;
}

/**
 * A whole number from `min` to `max`, written in plain digits ("12", "007"). Documented as a
 * `number` with `multipleOf: 1`, `minimum` and `maximum`.
 */
export function PlainInteger({ min, max }: Bounds): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ multipleOf: 1, minimum: min, maximum: max }),
    Transform(readAs(PLAIN_INTEGER)),
    rule(
      'isPlainInteger',
      sayKeyFor('VALIDATION.WHOLE_NUMBER_BETWEEN', ({ property }) => ({
        field: property,
        min,
        max,
      })),
      (v) => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max,
    ),
  );
}

/** A number from `min` to `max` written as a plain decimal ("23.0225", "-7"). */
export function PlainDecimal({ min, max }: Bounds): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minimum: min, maximum: max }),
    Transform(readAs(PLAIN_DECIMAL)),
    rule(
      'isPlainDecimal',
      sayKeyFor('VALIDATION.DECIMAL_BETWEEN', ({ property }) => ({ field: property, min, max })),
      (v) => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max,
    ),
  );
}

/** A date that exists on the calendar, as YYYY-MM-DD, from year 1 (PostgreSQL has no year 0). */
export function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !new RegExp(DATE_PATTERN).test(value)) return false;
  if (value.startsWith('0000')) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD naming a real day: "2026-02-30", "2026-13-01" and "2026-2-3" are refused. */
export function IsCalendarDate(options: ValidationOptions = {}): PropertyDecorator {
  const message = sayKeyFor('VALIDATION.CALENDAR_DATE', ({ property }) => ({ field: property }));
  return rule('isCalendarDate', message, isCalendarDate, options);
}

/**
 * A JSON number or text, nothing else: for quantities and prices, which the domain then reads
 * strictly (digits and at most one dot; see shared/domain/plain-decimal.ts). No conversion here:
 * Number("0x10") is 16.
 */
export function IsNumberOrText(): PropertyDecorator {
  return rule(
    'isNumberOrText',
    sayKeyFor('VALIDATION.NUMBER', ({ property }) => ({ field: property })),
    (v) => (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string',
  );
}

/**
 * For optional fields of a JSON body: left out (undefined) skips validation, but `null` is
 * validated like any other value (and refused by the type check). class-validator's IsOptional
 * lets null through, and a null name or description then reached the database as a 500.
 */
export function Omittable(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}
