import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Omittable } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

export class LoginDto {
  /** The mobile number the account was created with */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'phone number' }) })
  @MaxLength(20)
  mobile!: string;

  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'password' }) })
  @MaxLength(128)
  password!: string;

  /** Keep me logged in for 30 days instead of 1 */
  @Omittable()
  @IsBoolean()
  remember?: boolean;
}

export class LoginResponseDto {
  /** Bearer token for the Authorization header */
  token!: string;
  userId!: string;
}
