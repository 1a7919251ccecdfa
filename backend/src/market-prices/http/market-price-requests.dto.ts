import { ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { MAX_THRESHOLD } from '../domain/price-watch';
import {
  MAX_TEXT_FIELD,
  PRICE_PAGE_SIZE,
  PRICE_SORTS,
  type PriceSort,
} from '../domain/market-price';
import { DATE_PATTERN, IsCalendarDate, PlainInteger } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : trim({ value });

export class PriceFilterQueryDto {
  /** Exactly as listed by /api/market-prices/filters, e.g. "Gujarat" */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  state?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  district?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  market?: string;

  /** e.g. "Onion", "Paddy(Common)" */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  commodity?: string;
}

export class PriceListQueryDto extends PriceFilterQueryDto {
  /** By modal price, over the whole result (not one page) */
  @ApiPropertyOptional({ enum: PRICE_SORTS })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(PRICE_SORTS, {
    message: sayKey('VALIDATION.ONE_OF', { field: 'sort', values: PRICE_SORTS.join(', ') }),
  })
  sort?: PriceSort;

  /** Arrival date, YYYY-MM-DD; default: the latest day with reports for these filters */
  @ApiPropertyOptional({ pattern: DATE_PATTERN, format: 'date' })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsCalendarDate()
  date?: string;

  /**
   * The reader's own state: its rows come first, then the others in the usual order (with `sort`,
   * each part sorted by price). It filters nothing. The feed's other spellings of the state count
   * too ("Chhattisgarh" also brings "Chattisgarh"). A `state` filter makes it moot.
   */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  nearState?: string;

  /**
   * Within `nearState`, this district's rows first, e.g. "Nashik". Without `nearState` it is left
   * unused: a district's name alone is ambiguous (Aurangabad is in Maharashtra and in Bihar).
   */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  nearDistrict?: string;

  @IsOptional()
  @PlainInteger({ min: 1, max: 10000 })
  page?: number = 1;

  @IsOptional()
  @PlainInteger({ min: 1, max: 100 })
  limit?: number = PRICE_PAGE_SIZE;
}

export class PriceFiltersQueryDto {
  /** Narrow the commodities to one state */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  state?: string;
}

export class PriceTrendQueryDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'commodity' }) })
  @MaxLength(MAX_TEXT_FIELD)
  commodity!: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  state?: string;

  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  market?: string;

  /** How many days back from the latest report */
  @IsOptional()
  @PlainInteger({ min: 2, max: 400 })
  days?: number = 90;
}

export class PriceHintQueryDto {
  /** The crop's name as a seller types it; "Paddy" finds "Paddy(Common)" */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'commodity' }) })
  @MaxLength(MAX_TEXT_FIELD)
  commodity!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'state' }) })
  @MaxLength(MAX_TEXT_FIELD)
  state!: string;
}

/**
 * An alert price in rupees per quintal: a JSON number more than 0, at most MAX_THRESHOLD, with at
 * most 2 decimals. With IsOptional (written at each field): null or left out for none.
 */
function Threshold(field: 'above' | 'below'): PropertyDecorator {
  const message = sayKey(`PRICES.THRESHOLD_INVALID#${field}`, { rupees: MAX_THRESHOLD });
  return applyDecorators(
    ApiPropertyOptional({
      type: Number,
      nullable: true,
      minimum: 0.01,
      maximum: MAX_THRESHOLD,
      multipleOf: 0.01,
    }),
    ValidateBy(
      {
        name: 'isThreshold',
        validator: {
          validate: (v: unknown) =>
            typeof v === 'number' &&
            Number.isFinite(v) &&
            v > 0 &&
            v <= MAX_THRESHOLD &&
            Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
        },
      },
      { message },
    ),
  );
}

export class NewPriceWatchDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'commodity' }) })
  @MaxLength(MAX_TEXT_FIELD)
  commodity!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'state' }) })
  @MaxLength(MAX_TEXT_FIELD)
  state!: string;

  /** One market of the state (as /api/market-prices lists it), e.g. "Rajkot"; not with `district` */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  market?: string | null;

  /** One district of the state, e.g. "Nashik"; not with `market` */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(MAX_TEXT_FIELD)
  district?: string | null;

  /** Tell me when the modal price is at or above this, rupees per quintal */
  @IsOptional()
  @Threshold('above')
  above?: number | null;

  /** Tell me when the modal price is at or below this, rupees per quintal; lower than `above` */
  @IsOptional()
  @Threshold('below')
  below?: number | null;
}

/** New alert prices for a watch: a field left out stays as it is, null clears it. */
export class PriceWatchThresholdsDto {
  /** Tell me when the modal price is at or above this, rupees per quintal */
  @IsOptional()
  @Threshold('above')
  above?: number | null;

  /** Tell me when the modal price is at or below this, rupees per quintal; lower than `above` */
  @IsOptional()
  @Threshold('below')
  below?: number | null;
}
