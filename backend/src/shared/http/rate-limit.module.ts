import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';

export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a minute and try again.';

/**
 * Per-address rate limits for the endpoints that guess or send (login, signup, password reset).
 * Counters live in Redis when REDIS_URL is set, so all replicas share them; else in memory.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: config.authRateLimit }],
        errorMessage: TOO_MANY_REQUESTS,
        storage: config.redisUrl
          ? new ThrottlerStorageRedisService(
              new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
            )
          : undefined,
      }),
    }),
  ],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
