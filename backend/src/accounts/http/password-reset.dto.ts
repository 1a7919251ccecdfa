import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SendOtpDto {
  @Transform(trim)
  @IsNotEmpty({ message: 'Please fill in your email' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;
}

export class ResetPasswordDto {
  @Transform(trim)
  @IsNotEmpty({ message: 'Please fill in your email' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;

  /** The 6-digit code from the mail */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please fill in the OTP' })
  @MaxLength(10)
  otp!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please fill in your new password' })
  newPassword!: string;
}
