import { PasswordResetCodeSchema } from '../../accounts/infrastructure/password-reset-code.schema';
import { UserSchema } from '../../accounts/infrastructure/user.schema';
import { UserSessionSchema } from '../../accounts/infrastructure/user-session.schema';
import { InboxMessageSchema } from '../../content/infrastructure/inbox-message.schema';
import { IndianStateSchema } from '../../content/infrastructure/indian-state.schema';
import {
  MachineryResourceSchema,
  ResourceReviewSchema,
} from '../../content/infrastructure/machinery-resource.schema';
import { NewsletterSubscriptionSchema } from '../../content/infrastructure/newsletter-subscription.schema';
import { SchemeSchema } from '../../content/infrastructure/scheme.schema';
import { CropListingSchema } from '../../crops/infrastructure/crop-listing.schema';
import { MarketPriceSchema } from '../../market-prices/infrastructure/market-price.schema';
import { PriceSyncRunSchema } from '../../market-prices/infrastructure/price-sync-run.schema';
import { PriceWatchSchema } from '../../market-prices/infrastructure/price-watch.schema';
import { NotificationSchema } from '../../notifications/infrastructure/notification.schema';
import { OrderSchema } from '../../orders/infrastructure/order.schema';

/** Every mapped entity of every context. Add a context's schemas here when it gains tables. */
export const ENTITIES = [
  IndianStateSchema,
  UserSchema,
  PasswordResetCodeSchema,
  UserSessionSchema,
  CropListingSchema,
  OrderSchema,
  NotificationSchema,
  MarketPriceSchema,
  PriceSyncRunSchema,
  PriceWatchSchema,
  SchemeSchema,
  MachineryResourceSchema,
  ResourceReviewSchema,
  InboxMessageSchema,
  NewsletterSubscriptionSchema,
];
