import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { LANGUAGES, type Language, type User } from '../domain/user';
import { Omittable } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

/** "21:00": hours 00-23, minutes 00-59. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A user as the owner sees it. The password never appears. */
export class UserProfileDto {
  _id!: string;
  name!: string;
  username!: string | null;
  email!: string;
  mobile!: string;
  language!: Language;
  /** State or union territory */
  state!: string;
  address!: string;
  /** "admin" only for accounts made with `npm run create-admin` */
  @ApiProperty({ enum: ['user', 'admin'] })
  role!: 'user' | 'admin';
  /** The UPI ID (VPA) buyers pay you to directly, e.g. savita.patel@okaxis; null when none */
  @ApiProperty({ type: String, nullable: true, example: 'savita.patel@okaxis' })
  upiId!: string | null;
  /** Listings leave your mobile number out; a buyer sees it once you accepted their order */
  mobileToAcceptedBuyersOnly!: boolean;
  /** Order news and price alerts by SMS (in-app notices are always on) */
  smsAlerts!: boolean;
  /** Order news and price alerts by WhatsApp */
  whatsappAlerts!: boolean;
  /** Messages wait from this time (India time, HH:MM) until quietHoursEnd; one-time codes pass */
  @ApiProperty({ example: '21:00' })
  quietHoursStart!: string;
  @ApiProperty({ example: '07:00' })
  quietHoursEnd!: string;

  static from(user: User): UserProfileDto {
    return {
      _id: user.id,
      name: user.name,
      username: user.username,
      email: user.email,
      mobile: user.mobile,
      language: user.language,
      state: user.state,
      address: user.address,
      role: user.role,
      upiId: user.upiId,
      mobileToAcceptedBuyersOnly: user.mobileToAcceptedBuyersOnly,
      smsAlerts: user.smsAlerts,
      whatsappAlerts: user.whatsappAlerts,
      quietHoursStart: user.quietHoursStart,
      quietHoursEnd: user.quietHoursEnd,
    };
  }
}

/**
 * Only the fields sent change; unknown fields are ignored. A blank password keeps the old one. A
 * new password ends every other session of the account.
 */
export class UpdateProfileDto {
  @Omittable()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'name' }) })
  @MaxLength(100)
  name?: string;

  /** 3-30 letters, digits, dots, hyphens or underscores; blank removes it */
  @Omittable()
  @IsString()
  @MaxLength(30)
  username?: string;

  @Omittable()
  @Transform(trim)
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_EMAIL') })
  @MaxLength(254)
  email?: string;

  @Omittable()
  @Transform(trim)
  @IsString()
  @MaxLength(20)
  mobile?: string;

  @Omittable()
  @IsIn(LANGUAGES, {
    message: sayKey('VALIDATION.ONE_OF', { field: 'language', values: LANGUAGES.join(', ') }),
  })
  language?: Language;

  @Omittable()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'state' }) })
  @MaxLength(80)
  state?: string;

  @Omittable()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'address' }) })
  @MaxLength(500)
  address?: string;

  /**
   * Your UPI ID (VPA) for buyers to pay you directly, e.g. savita.patel@okaxis or 9876543210@ybl;
   * blank or null removes it (400 ACCOUNT.INVALID_UPI_ID when it is not one)
   */
  @ApiProperty({ type: String, nullable: true, required: false, example: 'savita.patel@okaxis' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  upiId?: string | null;

  /** Show your mobile number only to buyers whose order you accepted (listings leave it out) */
  @Omittable()
  @IsBoolean({
    message: sayKey('VALIDATION.TRUE_OR_FALSE', { field: 'mobileToAcceptedBuyersOnly' }),
  })
  mobileToAcceptedBuyersOnly?: boolean;

  /** Order news and price alerts by SMS (in-app notices are always on) */
  @Omittable()
  @IsBoolean({ message: sayKey('VALIDATION.TRUE_OR_FALSE', { field: 'smsAlerts' }) })
  smsAlerts?: boolean;

  /** Order news and price alerts by WhatsApp */
  @Omittable()
  @IsBoolean({ message: sayKey('VALIDATION.TRUE_OR_FALSE', { field: 'whatsappAlerts' }) })
  whatsappAlerts?: boolean;

  /** Quiet hours start, HH:MM India time (messages wait until they end; codes pass) */
  @ApiProperty({ required: false, example: '21:00', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })
  @Omittable()
  @Matches(HH_MM, { message: sayKey('VALIDATION.TIME_OF_DAY', { field: 'quietHoursStart' }) })
  quietHoursStart?: string;

  /** Quiet hours end, HH:MM India time */
  @ApiProperty({ required: false, example: '07:00', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })
  @Omittable()
  @Matches(HH_MM, { message: sayKey('VALIDATION.TIME_OF_DAY', { field: 'quietHoursEnd' }) })
  quietHoursEnd?: string;

  /** Leave blank to keep the same */
  @Omittable()
  @IsString()
  @MaxLength(128)
  password?: string;

  /**
   * Your current password: required (403 without it, or when wrong) to change the password, the
   * e-mail or the mobile number; not needed for anything else.
   */
  @Omittable()
  @IsString()
  @MaxLength(128)
  currentPassword?: string;
}
