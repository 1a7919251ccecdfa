import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import type { InboxMessage } from '../domain/inbox-message';
import { sayKey } from '../../shared/http/validation-text';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SupportMessageDto {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'name' }) })
  @MaxLength(100)
  name!: string;

  @Transform(trim)
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_E_MAIL') })
  @MaxLength(254)
  email!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.WRITE_MESSAGE') })
  @MaxLength(3000)
  message!: string;
}

export class ContactMessageDto extends SupportMessageDto {
  /** 10 digits, optionally with +91 */
  @Transform(trim)
  @IsString()
  @Matches(/^(\+91[\s-]?)?[6-9]\d{9}$/, {
    message: sayKey('VALIDATION.MOBILE_10_DIGITS'),
  })
  mobile!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.FILL_IN_YOUR', { field: 'address' }) })
  @MaxLength(300)
  address!: string;
}

export class MessageReceiptDto {
  /** Shown to the sender */
  message!: string;
  /** The stored message's id */
  _id!: string;
}

export class InboxMessageDto {
  _id!: string;
  kind!: 'contact' | 'support';
  name!: string;
  email!: string;
  mobile!: string | null;
  address!: string | null;
  message!: string;
  /** The sender's account id when they were logged in */
  userId!: string | null;
  createdAt!: string;
  /** When it was mailed to the support mailbox; null if that failed */
  mailedAt!: string | null;

  static from(m: InboxMessage): InboxMessageDto {
    return {
      _id: m.id,
      kind: m.kind,
      name: m.name,
      email: m.email,
      mobile: m.mobile,
      address: m.address,
      message: m.message,
      userId: m.userId,
      createdAt: m.createdAt.toISOString(),
      mailedAt: m.mailedAt?.toISOString() ?? null,
    };
  }
}

export class InboxMessageListDto {
  data!: InboxMessageDto[];
  page!: number;
  limit!: number;
  total!: number;
}

export class NewsletterRequestDto {
  @Transform(trim)
  @IsEmail({}, { message: sayKey('VALIDATION.VALID_E_MAIL') })
  @MaxLength(254)
  email!: string;
}

export class NewsletterReceiptDto {
  message!: string;
}
