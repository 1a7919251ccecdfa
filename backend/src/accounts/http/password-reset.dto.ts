import { Transform } from 'class-transformer';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A 10-digit Indian mobile, optionally with +91, 91 or 0 in front (as the signup form takes it). */
const MOBILE = /^(?:\+?91|0)?[6-9]\d{9}$/;

/**
 * The account's e-mail or (by SMS) its mobile number: one of the two. Whichever is sent is checked
 * (both, when both are: then the e-mail is used); neither is the e-mail's "fill in" message.
 */
export class SendOtpDto {
  /** The e-mail the code is mailed to (or give `mobile` instead) */
  @ApiPropertyOptional()
  @ValidateIf((o: SendOtpDto) => o.email !== undefined || o.mobile === undefined)
  @Transform(trim)
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'email' }) })
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_EMAIL') })
  @MaxLength(254)
  email?: string;

  /** The mobile number the code is sent to by SMS (or give `email` instead) */
  @ApiPropertyOptional({ example: '9876543210' })
  @ValidateIf((o: SendOtpDto) => o.mobile !== undefined)
  @Transform(trim)
  @IsString({ message: sayKey('VALIDATION.MOBILE_10_DIGITS') })
  @Matches(MOBILE, { message: sayKey('VALIDATION.MOBILE_10_DIGITS') })
  mobile?: string;
}

export class ResetPasswordDto {
  /** The e-mail the code was mailed to (or `mobile`) */
  @ApiPropertyOptional()
  @ValidateIf((o: ResetPasswordDto) => o.email !== undefined || o.mobile === undefined)
  @Transform(trim)
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'email' }) })
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_EMAIL') })
  @MaxLength(254)
  email?: string;

  /** The mobile number the code was sent to by SMS (or `email`) */
  @ApiPropertyOptional({ example: '9876543210' })
  @ValidateIf((o: ResetPasswordDto) => o.mobile !== undefined)
  @Transform(trim)
  @IsString({ message: sayKey('VALIDATION.MOBILE_10_DIGITS') })
  @Matches(MOBILE, { message: sayKey('VALIDATION.MOBILE_10_DIGITS') })
  mobile?: string;

  /** The 6-digit code from the mail or SMS */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_THE', { field: 'OTP' }) })
  @MaxLength(10)
  otp!: string;

  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'new password' }) })
  newPassword!: string;
}
