import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGE_STATUSES, type Channel, type MessageStatus } from '../domain/message';
import { QueuedMessage } from '../domain/queued-message';
import { DeliveryReports, type DeliveryReport } from '../application/ports/delivery-reports';
import { MessageStore, type MessageListQuery } from '../application/ports/message-store';
import { QueuedMessageSchema } from './queued-message.schema';

interface Row {
  id: string;
  event_key: string;
  channel: Channel;
  user_id: string | null;
  recipient: string;
  language: QueuedMessage['language'];
  template: QueuedMessage['template'];
  params: Record<string, string> | string;
  text: string;
  status: MessageStatus;
  attempts: number;
  not_before: Date | string;
  lease_until: Date | string | null;
  provider: string | null;
  provider_id: string | null;
  last_error: string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));
const dateOrNull = (v: Date | string | null) => (v === null ? null : date(v));

function fromRow(r: Row): QueuedMessage {
  return new QueuedMessage(
    r.id,
    r.event_key,
    r.channel,
    r.user_id,
    r.recipient,
    r.language,
    r.template,
    typeof r.params === 'string' ? (JSON.parse(r.params) as Record<string, string>) : r.params,
    r.text,
    r.status,
    Number(r.attempts),
    date(r.not_before),
    date(r.created_at),
    dateOrNull(r.lease_until),
    r.provider,
    r.provider_id,
    r.last_error,
    dateOrNull(r.sent_at),
    date(r.updated_at),
  );
}

/** The outbox in PostgreSQL (or PGlite), in plain SQL where the worker's locking needs it. */
@Injectable()
export class SqlMessageStore extends MessageStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async addUnlessExists(m: QueuedMessage): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into outgoing_messages (id, event_key, channel, user_id, recipient, language, template,
         params, text, status, attempts, not_before, lease_until, provider, provider_id, last_error,
         sent_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (event_key, channel) do nothing returning id`,
      [
        m.id,
        m.eventKey,
        m.channel,
        m.userId,
        m.recipient,
        m.language,
        m.template,
        JSON.stringify(m.params),
        m.text,
        m.status,
        m.attempts,
        m.notBefore,
        m.leaseUntil,
        m.provider,
        m.providerId,
        m.lastError,
        m.sentAt,
        m.createdAt,
        m.updatedAt,
      ],
    );
    return rows.length === 1;
  }

  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMessage[]> {
    const rows = await this.em.execute<Row[]>(
      `update outgoing_messages set status = 'sending', lease_until = ?, updated_at = ?
       where id in (
         select id from outgoing_messages
         where (status = 'queued' and not_before <= ?)
            or (status = 'sending' and lease_until < ?)
         order by not_before, created_at
         limit ? for update skip locked)
       returning *`,
      [leaseUntil, now, now, now, limit],
    );
    return rows.map(fromRow).sort((a, b) => a.notBefore.getTime() - b.notBefore.getTime());
  }

  async update(m: QueuedMessage): Promise<void> {
    await this.em.execute(
      `update outgoing_messages set status = ?, attempts = ?, not_before = ?, lease_until = ?,
         provider = ?, provider_id = ?, last_error = ?, sent_at = ?, updated_at = ?, text = ?,
         params = ?
       where id = ?`,
      [
        m.status,
        m.attempts,
        m.notBefore,
        m.leaseUntil,
        m.provider,
        m.providerId,
        m.lastError,
        m.sentAt,
        m.updatedAt,
        m.text,
        JSON.stringify(m.params),
        m.id,
      ],
    );
  }

  async countSentSince(userId: string | null, since: Date): Promise<number> {
    const rows = await this.em.execute<{ n: string | number }[]>(
      userId === null
        ? 'select count(*) as n from outgoing_messages where sent_at >= ?'
        : 'select count(*) as n from outgoing_messages where user_id = ? and sent_at >= ?',
      userId === null ? [since] : [userId, since],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async countsByStatus(): Promise<Record<MessageStatus, number>> {
    const rows = await this.em.execute<{ status: MessageStatus; n: string | number }[]>(
      'select status, count(*) as n from outgoing_messages group by status',
    );
    const counts = Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, 0])) as Record<
      MessageStatus,
      number
    >;
    for (const r of rows) if (r.status in counts) counts[r.status] = Number(r.n);
    return counts;
  }

  async list(q: MessageListQuery): Promise<{ items: QueuedMessage[]; total: number }> {
    const where: Record<string, unknown> = {};
    if (q.status) where.status = q.status;
    if (q.channel) where.channel = q.channel;
    const [items, total] = await this.em.findAndCount(QueuedMessageSchema, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      offset: q.offset,
      limit: q.limit,
    });
    return { items, total };
  }
}

const RANK = "case status when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 0 end";

/** Providers' reports, applied in one statement each so out-of-order reports settle right. */
@Injectable()
export class SqlDeliveryReports extends DeliveryReports {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(report: DeliveryReport): Promise<boolean> {
    const found = await this.em.execute<{ id: string }[]>(
      'select id from outgoing_messages where channel = ? and provider_id = ?',
      [report.channel, report.providerId],
    );
    if (found.length === 0) return false;
    const rank = { sent: 1, delivered: 2, read: 3, failed: 0 }[report.status];
    await this.em.execute(
      report.status === 'failed'
        ? `update outgoing_messages set status = 'failed', last_error = ?, updated_at = ?
           where channel = ? and provider_id = ? and status in ('sending', 'sent')`
        : `update outgoing_messages set status = ?, updated_at = ?
           where channel = ? and provider_id = ? and (${RANK}) < ?
             and status not in ('queued', 'sending')`,
      report.status === 'failed'
        ? [report.error ?? 'failed', new Date(), report.channel, report.providerId]
        : [report.status, new Date(), report.channel, report.providerId, rank],
    );
    return true;
  }
}
