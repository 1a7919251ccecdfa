import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PlainInteger } from '../../shared/http/strict-params';
import { sayKey } from '../../shared/http/validation-text';
import { CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES } from '../domain/message';
import type { Channel, MessageStatus, MessageTemplate } from '../domain/message';
import type { QueuedMessage } from '../domain/queued-message';
import { smsSegments } from '../domain/segments';

export const MESSAGES_PAGE_SIZE = 50;

export class MessageQueryDto {
  @ApiPropertyOptional({ enum: MESSAGE_STATUSES })
  @IsOptional()
  @IsIn(MESSAGE_STATUSES, {
    message: sayKey('VALIDATION.AMONG', { field: 'status', values: MESSAGE_STATUSES.join(', ') }),
  })
  status?: MessageStatus;

  @ApiPropertyOptional({ enum: CHANNELS })
  @IsOptional()
  @IsIn(CHANNELS, {
    message: sayKey('VALIDATION.AMONG', { field: 'channel', values: CHANNELS.join(', ') }),
  })
  channel?: Channel;

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @PlainInteger({ min: 1, max: 10000 })
  page?: number;
}

/** One message to a phone, for administrators: the number is masked, a code is never shown. */
export class OutboxMessageDto {
  id!: string;
  @ApiProperty({ enum: CHANNELS })
  channel!: Channel;
  /** Who sends it: msg91, whatsapp-cloud or dev-outbox; null before the first try */
  @ApiProperty({ type: String, nullable: true })
  provider!: string | null;
  /** The number, masked: 98•••••210 */
  to!: string;
  @ApiProperty({ enum: ['en', 'hi', 'gu'] })
  language!: string;
  @ApiProperty({ enum: MESSAGE_TEMPLATES })
  template!: MessageTemplate;
  text!: string;
  /** SMS parts the text costs (70 characters a part in Hindi and Gujarati) */
  segments!: number;
  @ApiProperty({ enum: MESSAGE_STATUSES })
  status!: MessageStatus;
  attempts!: number;
  @ApiProperty({ type: String, nullable: true })
  lastError!: string | null;
  createdAt!: string;
  /** Not sent before this time (quiet hours, a daily cap, a retry's wait) */
  notBefore!: string;
  @ApiProperty({ type: String, nullable: true })
  sentAt!: string | null;

  static from(m: QueuedMessage, provider: string): OutboxMessageDto {
    const national = m.recipient.startsWith('91') ? m.recipient.slice(2) : m.recipient;
    return {
      id: m.id,
      channel: m.channel,
      provider: m.provider ?? (m.status === 'queued' ? null : provider),
      to: `${national.slice(0, 2)}${'•'.repeat(Math.max(0, national.length - 5))}${national.slice(-3)}`,
      language: m.language,
      template: m.template,
      text: m.text,
      segments: smsSegments(m.text).segments,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      notBefore: m.notBefore.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    };
  }
}

export class MessageCountsDto {
  queued!: number;
  sending!: number;
  sent!: number;
  delivered!: number;
  read!: number;
  failed!: number;
}

export class MessageProvidersDto {
  /** msg91, or dev-outbox when no SMS provider is configured (nothing is sent) */
  sms!: string;
  /** whatsapp-cloud, or dev-outbox */
  whatsapp!: string;
}

export class MessageListDto {
  counts!: MessageCountsDto;
  provider!: MessageProvidersDto;
  items!: OutboxMessageDto[];
  total!: number;
  page!: number;
  limit!: number;
}
