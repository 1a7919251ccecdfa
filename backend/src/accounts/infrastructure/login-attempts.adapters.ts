import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { LOGIN_THROTTLE, loginDelayMs } from '../domain/login-throttle';
import { LoginAttempts } from '../application/ports/login-attempts';

interface Count {
  failures: number;
  lastAt: number;
}

/** One process: counts in memory (up to 100,000 accounts, each forgotten a day after). */
export class MemoryLoginAttempts extends LoginAttempts {
  private readonly counts = new LRUCache<string, Count>({
    max: 100_000,
    ttl: LOGIN_THROTTLE.forgetAfterMs,
  });

  begin(account: string, nowMs: number): Promise<number> {
    const count = this.counts.get(account) ?? { failures: 0, lastAt: 0 };
    const wait = count.lastAt + loginDelayMs(count.failures) - nowMs;
    if (wait > 0) return Promise.resolve(wait);
    this.counts.set(account, { failures: count.failures + 1, lastAt: nowMs });
    return Promise.resolve(0);
  }

  clear(account: string): Promise<void> {
    this.counts.delete(account);
    return Promise.resolve();
  }
}

/** The same rule as loginDelayMs, in Lua, so check-and-count is one atomic step in Redis. */
const BEGIN = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'at') or '0')
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local delay = 0
if failures >= free then
  delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(failures - free, 10), tonumber(ARGV[4]))
end
if now < last + delay then return last + delay - now end
redis.call('HSET', KEYS[1], 'f', failures + 1, 'at', now)
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 0
`;

/** Several replicas: one hash per account in Redis (REDIS_URL). */
export class RedisLoginAttempts extends LoginAttempts implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisLoginAttempts.name);
  private readonly redis: Redis;

  constructor(url: string) {
    super();
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    this.redis.on('error', (e: Error) => this.logger.warn(`Redis: ${e.message}`));
  }

  private key(account: string): string {
    return `agrosense:login-attempts:${account}`;
  }

  async begin(account: string, nowMs: number): Promise<number> {
    const wait = await this.redis.eval(
      BEGIN,
      1,
      this.key(account),
      nowMs,
      LOGIN_THROTTLE.freeAttempts,
      LOGIN_THROTTLE.firstDelayMs,
      LOGIN_THROTTLE.maxDelayMs,
      LOGIN_THROTTLE.forgetAfterMs,
    );
    return Number(wait);
  }

  async clear(account: string): Promise<void> {
    await this.redis.del(this.key(account));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
