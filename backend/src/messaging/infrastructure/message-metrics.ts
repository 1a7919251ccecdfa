import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { MetricsService } from '../../shared/observability/metrics.service';
import { MESSAGE_STATUSES } from '../domain/message';
import { MessageDispatcher } from '../application/message-dispatcher';
import { MessageStore } from '../application/ports/message-store';

/**
 * /metrics: the outbox by status (read from the database at each scrape, so every replica reports
 * the same totals) and this replica's sends by channel, provider and outcome.
 */
@Injectable()
export class MessageMetrics {
  constructor(metrics: MetricsService, store: MessageStore, dispatcher: MessageDispatcher) {
    const registers = [metrics.registry];
    new Gauge({
      name: 'agrosense_messages',
      help: 'Messages to phones in the outbox, by status (queued, sending, sent, delivered, read, failed)',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        // After the pool gauges have read the pool (ops' DatabasePoolMetrics): this query would
        // otherwise show itself there as a request waiting for a connection.
        await new Promise((resolve) => setImmediate(resolve));
        const counts = await store.countsByStatus();
        for (const status of MESSAGE_STATUSES) this.set({ status }, counts[status]);
      },
    });
    new Counter({
      name: 'agrosense_message_sends_total',
      help: "This replica's tries to send a message, by channel, provider and outcome (sent, retry, failed)",
      labelNames: ['channel', 'provider', 'outcome'] as const,
      registers,
      collect() {
        this.reset();
        for (const [key, n] of dispatcher.sends) {
          const [channel, provider, outcome] = key.split(':');
          this.inc({ channel, provider, outcome }, n);
        }
      },
    });
  }
}
