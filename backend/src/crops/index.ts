// The crops context's public entry: what other contexts may use of it (docs/architecture.md,
// "Boundaries the build enforces").
export { CropListingsService, type NewListingCommand } from './application/crop-listings.service';
export { QUANTITY_DECIMALS, type CropUnit } from './domain/crop-listing';
export { cropsEntities } from './infrastructure/entities';
export {
  ListingsForOrders,
  type ListingForOrder,
  type ListingSummary,
} from './application/listings-for-orders';
export { CropsModule } from './crops.module';
export { ListingPages } from './http/listing-page';
