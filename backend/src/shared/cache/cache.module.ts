import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CacheEvents, LocalCacheEvents, RedisCacheEvents } from './cache-events';

/** Cache invalidation for every context: through Redis when REDIS_URL is set, else in-process. */
@Module({
  providers: [
    {
      provide: CacheEvents,
      inject: [AppConfig],
      useFactory: (config: AppConfig): CacheEvents =>
        config.redisUrl ? new RedisCacheEvents(config.redisUrl) : new LocalCacheEvents(),
    },
  ],
  exports: [CacheEvents],
})
export class CacheModule {}
