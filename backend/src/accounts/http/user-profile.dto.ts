import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language, type User } from '../domain/user';
import { Omittable } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';

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
