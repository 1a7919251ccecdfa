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
  type SchemeTexts,
} from '../domain/scheme';
import { textsFor, type Translations } from '../domain/localized-text';
import { LANGS, type Lang } from '../../i18n/language';
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
  /** "All States" for central schemes, else the state's English name (the value ?state= takes) */
  state!: string;
  /** `state` in the request's language */
  stateName!: string;
  /** The language name, description, eligibility, benefits and source are in: the request's, or English when nobody has translated this scheme yet */
  @ApiProperty({ enum: LANGS })
  language!: Lang;
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

  static from(s: Scheme, lang: Lang, stateName: string): SchemeDto {
    const { texts, language } = textsFor<SchemeTexts>(s, s.translations, lang);
    return {
      _id: s.id,
      name: texts.name,
      state: s.state,
      stateName,
      language,
      description: texts.description,
      eligibility: texts.eligibility,
      benefits: texts.benefits,
      applyLink: s.applyLink,
      lastVerified: s.lastVerified,
      source: texts.source,
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
  /** In the request's language */
  name!: string;
  /** The department's website (https) */
  url!: string;

  static from(d: AgricultureDepartment, lang: Lang): AgricultureDepartmentDto {
    const { texts } = textsFor({ name: d.name }, d.translations ?? {}, lang);
    return { state: d.state, name: texts.name, url: d.url };
  }
}

export class SchemeStateDto {
  /** English name */
  name!: string;
  /** The name in the request's language */
  label!: string;
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

/** A scheme's texts in one more language. */
export class SchemeTextsDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'name' }) })
  @MaxLength(200)
  name!: string;

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
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'source' }) })
  @MaxLength(300)
  source!: string;
}

/** The texts in Hindi and Gujarati; a language left out is shown in English until written. */
export class SchemeTranslationsDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => SchemeTextsDto)
  hi?: SchemeTextsDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => SchemeTextsDto)
  gu?: SchemeTextsDto;
}

/** Only the languages given, as the domain keeps them. */
export function translationsOf(dto: SchemeTranslationsDto | undefined): Translations<SchemeTexts> {
  const out: Translations<SchemeTexts> = {};
  if (dto?.hi) out.hi = { ...dto.hi };
  if (dto?.gu) out.gu = { ...dto.gu };
  return out;
}

/** A new scheme: its English texts, and the rest. */
export class NewSchemeDto extends SchemeTextsDto {
  /** "All States" or a state's name */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'state' }) })
  @MaxLength(80)
  state!: string;

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

  @IsDefined({ message: sayKey('VALIDATION.REQUIRED', { field: 'audience' }) })
  @ValidateNested()
  @Type(() => SchemeAudienceDto)
  audience!: SchemeAudienceDto;

  /** The texts in Hindi and Gujarati (name, description, eligibility, benefits, source) */
  @IsOptional()
  @ValidateNested()
  @Type(() => SchemeTranslationsDto)
  translations?: SchemeTranslationsDto;
}

export class UpdateSchemeDto extends PartialType(NewSchemeDto, { skipNullProperties: false }) {}
