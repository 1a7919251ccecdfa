import { Global, Module } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { translate } from '../../i18n/translate';
import { AppConfig } from '../config/app-config';

/** In English; DomainErrorFilter says it in the request's language. */
export const TOO_MANY_REQUESTS = translate('en', 'HTTP.429');

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
