import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
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
}
