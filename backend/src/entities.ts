import { accountsEntities } from './accounts/index';
import { contentEntities } from './content/index';
import { cropsEntities } from './crops/index';
import { marketPricesEntities } from './market-prices/index';
import { messagingEntities } from './messaging/index';
import { notificationsEntities } from './notifications/index';
import { ordersEntities } from './orders/index';

/**
 * Every mapped table, composed here at the root: each context declares the tables it owns (its
 * `infrastructure/entities.ts`, exported by its index.ts), and shared/database knows none of them.
 * Used by the app (AppModule), the migration writer and the schema test.
 */
export const ENTITIES = [
  ...contentEntities,
  ...accountsEntities,
  ...cropsEntities,
  ...ordersEntities,
  ...notificationsEntities,
  ...marketPricesEntities,
  ...messagingEntities,
];
