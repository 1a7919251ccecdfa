import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { UnitOfWork } from '../../shared/database/unit-of-work';
import { Clock } from '../../shared/time/clock';
import type { OutgoingMessage } from '../domain/message';
import { backoffSeconds, MAX_ATTEMPTS, type QueuedMessage } from '../domain/queued-message';
import { indiaDayStart, nextIndiaMidnight } from '../domain/quiet-hours';
import { MessageGateways, type SendResult } from './ports/message-gateway';
import { MessageStore } from './ports/message-store';

/** How the worker runs: from the configuration (MESSAGE_WORKER_INTERVAL_MS, MESSAGES_*_CAP). */
export abstract class DispatchSettings {
  abstract readonly intervalMs: number;
  abstract readonly userDailyCap: number;
  abstract readonly dailyCap: number;
  /** How long a claimed message is this worker's (default LEASE_MS). */
  abstract readonly leaseMs?: number;
}

/** A claimed message is this worker's for this long; a worker killed mid-send loses it then. */
export const LEASE_MS = 120_000;
const BATCH = 20;

export interface DispatchOutcome {
  sent: number;
  retried: number;
  failed: number;
  held: number;
}

/** What happened to each send since start, for /metrics. */
export type SendCounts = Map<string, number>;

/**
 * Sends what is due in the outbox (ADR 0013). Each round claims a batch in a short transaction
 * (FOR UPDATE SKIP LOCKED: with several replicas each message goes to one), sends each message
 * outside any transaction, then records the outcome: sent, retry later with backoff, or failed
 * after MAX_ATTEMPTS or a permanent error. Over a daily cap (the member's or the site's) a message
 * waits for the next India day. A worker killed between the provider's answer and the record
 * leaves the message `sending`; once its lease ends another round sends it again, with the same
 * id (the dev outbox overwrites its file; providers see a repeat only in that window).
 */
@Injectable()
export class MessageDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger(MessageDispatcher.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<DispatchOutcome> | undefined;
  private stopped = false;
  readonly sends: SendCounts = new Map();

  constructor(
    private readonly store: MessageStore,
    private readonly gateways: MessageGateways,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    @Inject(DispatchSettings) private readonly settings: DispatchSettings,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.runSafely(), this.settings.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Sends soon (an OTP should not wait for the next round). */
  soon(delayMs = 300): void {
    if (this.settings.intervalMs <= 0 || this.stopped) return;
    setTimeout(() => void this.runSafely(), delayMs).unref();
  }

  private async runSafely(): Promise<void> {
    try {
      await this.runOnce();
    } catch (e) {
      this.log.warn(`message round failed: ${(e as Error).message}`);
    }
  }

  /** One round, until nothing is due; rounds never overlap in one process. */
  runOnce(): Promise<DispatchOutcome> {
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async drain(): Promise<DispatchOutcome> {
    const outcome: DispatchOutcome = { sent: 0, retried: 0, failed: 0, held: 0 };
    for (;;) {
      if (this.stopped) break;
      const now = this.clock.now();
      const batch = await this.uow.run(() =>
        this.store.claimDue(
          now,
          new Date(now.getTime() + (this.settings.leaseMs ?? LEASE_MS)),
          BATCH,
        ),
      );
      if (batch.length === 0) break;
      for (const message of batch) await this.handle(message, outcome);
      if (batch.length < BATCH) break;
    }
    return outcome;
  }

  private async handle(message: QueuedMessage, outcome: DispatchOutcome): Promise<void> {
    const now = this.clock.now();
    if (message.template !== 'otp' && (await this.overCap(message, now))) {
      message.status = 'queued';
      message.notBefore = nextIndiaMidnight(now);
      message.leaseUntil = null;
      message.lastError = 'cap';
      message.updatedAt = now;
      await this.store.update(message);
      outcome.held++;
      return;
    }
    const gateway = this.gateways.for(message.channel);
    const result = await gateway.send(outgoing(message)).catch((e: unknown): SendResult => ({
      outcome: 'retry',
      error: `error:${(e as Error).message}`,
    }));
    const at = this.clock.now();
    message.attempts += 1;
    message.provider = gateway.provider;
    message.leaseUntil = null;
    message.updatedAt = at;
    this.count(`${message.channel}:${gateway.provider}:${result.outcome}`);
    if (result.outcome === 'sent') {
      message.status = 'sent';
      message.providerId = result.providerId;
      message.sentAt = at;
      message.lastError = null;
      if (message.template === 'otp') redactCode(message);
      outcome.sent++;
    } else if (result.outcome === 'retry' && message.attempts < MAX_ATTEMPTS) {
      message.status = 'queued';
      message.lastError = result.error.slice(0, 200);
      message.notBefore = new Date(
        at.getTime() + backoffSeconds(message.attempts, result.afterSeconds) * 1000,
      );
      outcome.retried++;
    } else {
      message.status = 'failed';
      message.lastError = result.error.slice(0, 200);
      if (message.template === 'otp') redactCode(message);
      outcome.failed++;
    }
    await this.store.update(message);
  }

  private async overCap(message: QueuedMessage, now: Date): Promise<boolean> {
    const today = indiaDayStart(now);
    if ((await this.store.countSentSince(null, today)) >= this.settings.dailyCap) return true;
    return (
      message.userId !== null &&
      (await this.store.countSentSince(message.userId, today)) >= this.settings.userDailyCap
    );
  }

  private count(key: string): void {
    this.sends.set(key, (this.sends.get(key) ?? 0) + 1);
  }
}

function outgoing(m: QueuedMessage): OutgoingMessage {
  return {
    id: m.id,
    channel: m.channel,
    to: m.recipient,
    language: m.language,
    template: m.template,
    params: m.params,
    text: m.text,
  };
}

/** A code once sent (or given up) is nobody's business: the outbox keeps no copy of it. */
function redactCode(m: QueuedMessage): void {
  const code = m.params.code;
  if (code) m.text = m.text.split(code).join('•'.repeat(code.length));
  m.params = { ...m.params, code: '•'.repeat(code?.length ?? 6) };
}
