import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  MAX_NOTIFICATION_LENGTH,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATUSES,
  type Notification,
  type NotificationKind,
  type NotificationStatus,
} from '../domain/notification';
import type { Lang } from '../../i18n/language';
import { sayKey } from '../../shared/http/validation-text';
import { sayNotification } from '../application/notifications.service';

export class NotificationDto {
  _id!: string;
  message!: string;
  @ApiProperty({ enum: NOTIFICATION_STATUSES })
  status!: NotificationStatus;
  @ApiProperty({ enum: NOTIFICATION_KINDS })
  kind!: NotificationKind;
  /** The order it is about, if any */
  orderId!: string | null;
  createdAt!: string;

  /** In the reader's language (`sayNotification`). */
  static from(n: Notification, lang: Lang): NotificationDto {
    return {
      _id: n.id,
      message: sayNotification(n, lang),
      status: n.status,
      kind: n.kind,
      orderId: n.orderId,
      createdAt: n.createdAt.toISOString(),
    };
  }
}

export class UpdateNotificationDto {
  @ApiProperty({ enum: ['read', 'accepted'] })
  @IsIn(['read', 'accepted'], {
    message: sayKey('VALIDATION.READ_OR_ACCEPTED', { field: 'status' }),
  })
  status!: 'read' | 'accepted';
}

export class LegacyNotificationDto {
  @IsString()
  @IsNotEmpty()
  sellerId!: string;
  @IsString()
  @IsNotEmpty()
  buyerId!: string;
  @IsString()
  @IsNotEmpty()
  cropId!: string;
  @IsString()
  @IsNotEmpty({ message: sayKey('VALIDATION.REQUIRED', { field: 'message' }) })
  @MaxLength(MAX_NOTIFICATION_LENGTH)
  message!: string;
}

export class LegacyNotificationResultDto {
  /** false when the server had already notified the seller about this order */
  created!: boolean;
  message!: string;
}
