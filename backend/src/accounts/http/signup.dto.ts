import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../domain/user';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignupDto {
  /** Full name */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please fill in your name' })
  @MaxLength(100)
  name!: string;

  /** 10-digit Indian mobile number, optionally with +91 */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please fill in your mobile' })
  @MaxLength(20)
  mobile!: string;

  @Transform(trim)
  @IsNotEmpty({ message: 'Please fill in your email' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email!: string;

  /** At least 8 characters and not one of the 1,000 most common passwords */
  @IsString()
  @IsNotEmpty({ message: 'Please fill in your password' })
  password!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please fill in your confirmPassword' })
  confirmPassword!: string;

  /** A state or union territory of India, e.g. "Gujarat" */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please fill in your state' })
  @MaxLength(80)
  state!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please fill in your address' })
  @MaxLength(500)
  address!: string;

  @Transform(trim)
  @IsNotEmpty({ message: 'Please fill in your language' })
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language!: Language;
}

export class MessageDto {
  message!: string;
}
