import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SendOtpDto {
  @Transform(trim)
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'email' }) })
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_EMAIL') })
  @MaxLength(254)
  email!: string;
}

export class ResetPasswordDto {
  @Transform(trim)
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'email' }) })
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_EMAIL') })
  @MaxLength(254)
  email!: string;

  /** The 6-digit code from the mail */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_THE', { field: 'OTP' }) })
  @MaxLength(10)
  otp!: string;

  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'new password' }) })
  newPassword!: string;
}
