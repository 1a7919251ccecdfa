import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_indian_states } from './Migration20261122000000_indian_states';
import { Migration20261122050447_users_and_password_reset_codes } from './Migration20261122050447_users_and_password_reset_codes';
import { Migration20261122052449_crop_listings } from './Migration20261122052449_crop_listings';
import { Migration20261122054008_orders_and_notifications } from './Migration20261122054008_orders_and_notifications';
import { Migration20261123033111_market_prices } from './Migration20261123033111_market_prices';
import { Migration20261123093330_content } from './Migration20261123093330_content';
import { Migration20261126000000_sold_out_listings } from './Migration20261126000000_sold_out_listings';
import { Migration20261126100000_notifications_said_when_read } from './Migration20261126100000_notifications_said_when_read';
import { Migration20261126120000_content_in_three_languages } from './Migration20261126120000_content_in_three_languages';
import { Migration20261126130000_order_life } from './Migration20261126130000_order_life';
import { Migration20261126140000_order_handover } from './Migration20261126140000_order_handover';
import { Migration20261126150000_handover_plans_and_payment } from './Migration20261126150000_handover_plans_and_payment';
import { Migration20261126150100_upi_and_number_privacy } from './Migration20261126150100_upi_and_number_privacy';
import { Migration20261126150200_order_reviews } from './Migration20261126150200_order_reviews';
import { Migration20261126150300_order_problems } from './Migration20261126150300_order_problems';
import { Migration20261127000000_order_request_keys } from './Migration20261127000000_order_request_keys';
import { Migration20261127100000_messages } from './Migration20261127100000_messages';
import { Migration20261127100100_message_preferences } from './Migration20261127100100_message_preferences';
import { Migration20261127100200_price_alerts } from './Migration20261127100200_price_alerts';
import { Migration20261126090000_contexts_own_their_tables } from './Migration20261126090000_contexts_own_their_tables';
import { Migration20261126010213_user_sessions } from './Migration20261126010213_user_sessions';

/**
 * Committed migrations in order. Listed explicitly (not globbed) so the build, the tests and the
 * packaged app all see the same set. Add new ones at the end.
 */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_indian_states', class: Migration20261122000000_indian_states },
  {
    name: 'Migration20261122050447_users_and_password_reset_codes',
    class: Migration20261122050447_users_and_password_reset_codes,
  },
  { name: 'Migration20261122052449_crop_listings', class: Migration20261122052449_crop_listings },
  {
    name: 'Migration20261122054008_orders_and_notifications',
    class: Migration20261122054008_orders_and_notifications,
  },
  { name: 'Migration20261123033111_market_prices', class: Migration20261123033111_market_prices },
  { name: 'Migration20261123093330_content', class: Migration20261123093330_content },
  {
    name: 'Migration20261126000000_sold_out_listings',
    class: Migration20261126000000_sold_out_listings,
  },
  { name: 'Migration20261126010213_user_sessions', class: Migration20261126010213_user_sessions },
  {
    name: 'Migration20261126090000_contexts_own_their_tables',
    class: Migration20261126090000_contexts_own_their_tables,
  },
  {
    name: 'Migration20261126100000_notifications_said_when_read',
    class: Migration20261126100000_notifications_said_when_read,
  },
  {
    name: 'Migration20261126120000_content_in_three_languages',
    class: Migration20261126120000_content_in_three_languages,
  },
  { name: 'Migration20261126130000_order_life', class: Migration20261126130000_order_life },
  { name: 'Migration20261126140000_order_handover', class: Migration20261126140000_order_handover },
  {
    name: 'Migration20261126150000_handover_plans_and_payment',
    class: Migration20261126150000_handover_plans_and_payment,
  },
  {
    name: 'Migration20261126150100_upi_and_number_privacy',
    class: Migration20261126150100_upi_and_number_privacy,
  },
  { name: 'Migration20261126150200_order_reviews', class: Migration20261126150200_order_reviews },
  { name: 'Migration20261126150300_order_problems', class: Migration20261126150300_order_problems },
  {
    name: 'Migration20261127000000_order_request_keys',
    class: Migration20261127000000_order_request_keys,
  },
  { name: 'Migration20261127100000_messages', class: Migration20261127100000_messages },
  {
    name: 'Migration20261127100100_message_preferences',
    class: Migration20261127100100_message_preferences,
  },
  { name: 'Migration20261127100200_price_alerts', class: Migration20261127100200_price_alerts },
];
