import { Module } from '@nestjs/common';
import { CacheModule } from '../shared/cache/cache.module';
import { ImagesModule } from '../shared/images/images.module';
import { UnitOfWork } from '../shared/database/unit-of-work';
import { MikroOrmUnitOfWork } from '../shared/database/mikro-orm-unit-of-work';
import { Clock, SystemClock } from '../shared/time/clock';
import { CacheEvents } from '../shared/cache/cache-events';
import { AppConfig } from '../shared/config/app-config';
import { CropListingsService } from './application/crop-listings.service';
import { MarketListingsCache } from './application/market-listings-cache';
import {
  CropListingRepository,
  ListingOrderHistory,
} from './application/ports/crop-listing.repository';
import { CropsController } from './http/crops.controller';
import { MikroOrmCropListingRepository } from './infrastructure/mikro-orm-crop-listing.repository';
import { SqlListingOrderHistory } from './infrastructure/sql-listing-order-history';

@Module({
  imports: [CacheModule, ImagesModule],
  controllers: [CropsController],
  providers: [
    CropListingsService,
    { provide: CropListingRepository, useClass: MikroOrmCropListingRepository },
    { provide: ListingOrderHistory, useClass: SqlListingOrderHistory },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: Clock, useClass: SystemClock },
    {
      provide: MarketListingsCache,
      inject: [AppConfig, CacheEvents],
      useFactory: (config: AppConfig, events: CacheEvents) =>
        new MarketListingsCache({ ttlMs: config.marketCacheMs }, events),
    },
  ],
  exports: [CropListingsService],
})
export class CropsModule {}
