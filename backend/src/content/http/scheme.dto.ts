import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  FARMER_CATEGORIES,
  SCHEME_CROPS,
  type AgricultureDepartment,
  type FarmerCategory,
  type Scheme,
  type SchemeCrop,
} from '../domain/scheme';
import { IsCalendarDate } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SchemeAudienceDto {
  /** ["all"] when every farmer may apply; "landholder" = any farmer who owns land */
  @ApiProperty({ enum: FARMER_CATEGORIES, isArray: true })
  @IsArray()
  @ArrayMaxSize(FARMER_CATEGORIES.length)
  @IsIn(FARMER_CATEGORIES, {
    each: true,
    message: sayKey('VALIDATION.AMONG', {
      field: 'farmerCategories',
      values: FARMER_CATEGORIES.join(', '),
    }),
  })
  farmerCategories!: FarmerCategory[];

  /** Land ceiling in hectares, or null */
  @IsOptional()
  @IsNumber({}, { message: sayKey('VALIDATION.NUMBER', { field: 'maxLandHectares' }) })
  @Min(0)
  @Max(10000)
  maxLandHectares!: number | null;

  /** Tied to these crops, or null for any crop */
  @ApiPropertyOptional({ enum: SCHEME_CROPS, isArray: true, nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SCHEME_CROPS.length)
  @IsIn(SCHEME_CROPS, {
    each: true,
    message: sayKey('VALIDATION.AMONG', { field: 'crops', values: SCHEME_CROPS.join(', ') }),
  })
  crops!: SchemeCrop[] | null;
}

export class SchemeDto {
  /** UUID */
  _id!: string;
  name!: string;
  /** "All States" for central schemes, else the state's name */
  state!: string;
  description!: string;
  eligibility!: string;
  benefits!: string;
  /** Official site to apply (https) */
  applyLink!: string;
  /** When the facts were last checked against the official source (YYYY-MM-DD) */
  lastVerified!: string;
  /** Where the facts come from */
  source!: string;
  audience!: SchemeAudienceDto;

  static from(s: Scheme): SchemeDto {
    return {
      _id: s.id,
      name: s.name,
      state: s.state,
      description: s.description,
      eligibility: s.eligibility,
      benefits: s.benefits,
      applyLink: s.applyLink,
      lastVerified: s.lastVerified,
      source: s.source,
      audience: {
        farmerCategories: s.audience.farmerCategories,
        maxLandHectares: s.audience.maxLandHectares,
        crops: s.audience.crops,
      },
    };
  }
}

export class AgricultureDepartmentDto {
  state!: string;
  name!: string;
  /** The department's website (https) */
  url!: string;

  static from(d: AgricultureDepartment): AgricultureDepartmentDto {
    return { state: d.state, name: d.name, url: d.url };
  }
}

export class SchemeStateDto {
  name!: string;
  slug!: string;
}

export class SchemeListDto {
  data!: SchemeDto[];
  /** The state asked for with ?state=, else null */
  state!: SchemeStateDto | null;
  /** That state's agriculture department, for schemes not listed here */
  department!: AgricultureDepartmentDto | null;
}

export class SchemeQueryDto {
  /** A state's name in any case or its slug ("Tamil Nadu", "tamil-nadu"), or "all-states" */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  state?: string;
}

export class NewSchemeDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'name' }) })
  @MaxLength(200)
  name!: string;

  /** "All States" or a state's name */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'state' }) })
  @MaxLength(80)
  state!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'description' }) })
  @MaxLength(2000)
  description!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'eligibility' }) })
  @MaxLength(2000)
  eligibility!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'benefits' }) })
  @MaxLength(2000)
  benefits!: string;

  @Transform(trim)
  @IsString()
  @MaxLength(500)
  @Matches(/^https:\/\/\S+$/, { message: sayKey('VALIDATION.HTTPS', { field: 'applyLink' }) })
  applyLink!: string;

  /** YYYY-MM-DD */
  @Transform(trim)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, {
    message: sayKey('VALIDATION.DATE_AS', { field: 'lastVerified' }),
  })
  @IsCalendarDate()
  lastVerified!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'source' }) })
  @MaxLength(300)
  source!: string;

  @IsDefined({ message: sayKey('VALIDATION.REQUIRED', { field: 'audience' }) })
  @ValidateNested()
  @Type(() => SchemeAudienceDto)
  audience!: SchemeAudienceDto;
}

export class UpdateSchemeDto extends PartialType(NewSchemeDto, { skipNullProperties: false }) {}
