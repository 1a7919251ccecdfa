import { Module } from '@nestjs/common';
import { CacheEvents } from '../../cache/cache-events';
import { CacheModule } from '../../cache/cache.module';
import { PublicAnswers } from './public-answers';

/** One PublicAnswers for the whole app: the modules of public lists import this module. */
@Module({
  imports: [CacheModule],
  providers: [
    {
      provide: PublicAnswers,
      inject: [CacheEvents],
      useFactory: (events: CacheEvents) => new PublicAnswers(events),
    },
  ],
  exports: [PublicAnswers],
})
export class PublicAnswersModule {}
