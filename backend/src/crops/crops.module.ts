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
import { DiscoveryController } from './http/discovery.controller';
import { ListingPages } from './http/listing-page';
import { MikroOrmCropListingRepository } from './infrastructure/mikro-orm-crop-listing.repository';
import { SqlListingOrderHistory } from './infrastructure/sql-listing-order-history';
import { AccountsModule } from '../accounts/index';
import { AdvisoryModule } from '../advisory/index';
import { CropNameBook } from './application/ports/crop-name-book';
import { CatalogueCropNameBook } from './infrastructure/catalogue-crop-name-book';
import { ListingsForOrders } from './application/listings-for-orders';
import { ListingStock } from './application/ports/listing-stock';
import { SellerDirectory } from './application/ports/seller-directory';
import { MemberSellerDirectory } from './infrastructure/member-seller-directory';
import { SqlListingStock } from './infrastructure/sql-listing-stock';

@Module({
  imports: [AccountsModule, AdvisoryModule, CacheModule, ImagesModule],
  controllers: [CropsController, DiscoveryController],
  providers: [
    CropListingsService,
    ListingPages,
    { provide: CropListingRepository, useClass: MikroOrmCropListingRepository },
    ListingsForOrders,
    { provide: ListingOrderHistory, useClass: SqlListingOrderHistory },
    { provide: ListingStock, useClass: SqlListingStock },
    { provide: SellerDirectory, useClass: MemberSellerDirectory },
    { provide: CropNameBook, useClass: CatalogueCropNameBook },
    { provide: UnitOfWork, useClass: MikroOrmUnitOfWork },
    { provide: Clock, useClass: SystemClock },
    {
      provide: MarketListingsCache,
      inject: [AppConfig, CacheEvents, SellerDirectory],
      useFactory: (config: AppConfig, events: CacheEvents, sellers: SellerDirectory) => {
        const cache = new MarketListingsCache({ ttlMs: config.marketCacheMs }, events);
        // Listings show the seller's name, mobile and state: a profile change empties the cache
        // (on every replica, through the cache events).
        sellers.onSellerChanged(() => cache.changed());
        return cache;
      },
    },
  ],
  exports: [CropListingsService, ListingsForOrders, ListingPages],
})
export class CropsModule {}
