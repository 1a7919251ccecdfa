import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule } from '@nestjs/throttler';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { RateLimitGuard } from './rate-limit.guard';

/**
 * Limits on every write and on the endpoints that guess or send (rate-limits.ts), enforced by
 * one global guard. Only the throttler's storage is used: in Redis when REDIS_URL is set, so all
 * replicas share the counters; else in memory.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [],
        storage: config.redisUrl
          ? new ThrottlerStorageRedisService(
              new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }),
            )
          : undefined,
      }),
    }),
  ],
  // Registered after AuthModule's guard (AppModule imports it first), so the caller is known.
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [ThrottlerModule],
})
export class RateLimitModule {}
