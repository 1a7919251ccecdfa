import { randomUUID } from 'node:crypto';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * What a replica may hold in memory: market pages, session rows, price pages, public answers
 * (the key of a `public` event is the scope whose data changed, e.g. `schemes`).
 */
export type CacheTopic = 'market' | 'session' | 'prices' | 'public';

type Handler = (key: string) => void;

/**
 * "What you remember about this is out of date", to every replica. The replica that publishes
 * hears it at once (synchronously); the others as soon as the message arrives. Caches keep a
 * short time-to-live besides, for messages lost while the channel was down.
 */
export abstract class CacheEvents {
  private readonly handlers = new Map<CacheTopic, Handler[]>();

  subscribe(topic: CacheTopic, handler: Handler): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  abstract publish(topic: CacheTopic, key: string): void;

  protected deliver(topic: CacheTopic, key: string): void {
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }
}

/** One process: nobody else to tell. */
export class LocalCacheEvents extends CacheEvents {
  publish(topic: CacheTopic, key: string): void {
    this.deliver(topic, key);
  }
}

const CHANNEL = 'agrosense:cache-events';
const TOPICS: readonly string[] = ['market', 'session', 'prices', 'public'] satisfies CacheTopic[];

/** Several replicas: Redis publish/subscribe on one channel (REDIS_URL). */
export class RedisCacheEvents extends CacheEvents implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisCacheEvents.name);
  /** Tells this replica's own messages apart when they come back from Redis. */
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Resolves once this replica listens (tests wait for it; requests need not). */
  readonly ready: Promise<void>;

  constructor(url: string) {
    super();
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (e: Error) => this.logger.warn(`Redis: ${e.message}`));
    }
    this.subscriber.on('message', (_channel: string, message: string) => this.received(message));
    this.ready = this.subscriber.subscribe(CHANNEL).then(
      () => undefined,
      (e: unknown) => this.logger.warn(`Could not subscribe to ${CHANNEL}: ${String(e)}`),
    );
  }

  publish(topic: CacheTopic, key: string): void {
    this.deliver(topic, key);
    this.publisher
      .publish(CHANNEL, JSON.stringify({ origin: this.origin, topic, key }))
      .catch((e: unknown) => this.logger.warn(`Could not publish a cache event: ${String(e)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.publisher.quit(), this.subscriber.quit()].map((p) => p.catch(() => 0)));
  }

  private received(message: string): void {
    let event: { origin?: unknown; topic?: unknown; key?: unknown };
    try {
      event = JSON.parse(message) as typeof event;
    } catch {
      return;
    }
    if (event.origin === this.origin || typeof event.key !== 'string') return;
    if (typeof event.topic !== 'string' || !TOPICS.includes(event.topic)) return;
    this.deliver(event.topic as CacheTopic, event.key);
  }
}
