import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../domain/user';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignupDto {
  /** Full name */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'name' }) })
  @MaxLength(100)
  name!: string;

  /** 10-digit Indian mobile number, optionally with +91 */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'mobile' }) })
  @MaxLength(20)
  mobile!: string;

  @Transform(trim)
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'email' }) })
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_EMAIL') })
  @MaxLength(254)
  email!: string;

  /** At least 8 characters and not one of the 1,000 most common passwords */
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'password' }) })
  password!: string;

  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'confirmPassword' }) })
  confirmPassword!: string;

  /** A state or union territory of India, e.g. "Gujarat" */
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'state' }) })
  @MaxLength(80)
  state!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'address' }) })
  @MaxLength(500)
  address!: string;

  @Transform(trim)
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'language' }) })
  @IsIn(LANGUAGES, {
    message: sayKey('VALIDATION.ONE_OF', { field: 'language', values: LANGUAGES.join(', ') }),
  })
  language!: Language;
}

export class MessageDto {
  message!: string;
}
