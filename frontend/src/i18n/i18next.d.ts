import 'i18next';
import type accounts from './locales/accounts/en.json';
import type advisory from './locales/advisory/en.json';
import type en from './locales/en.json';
import type market from './locales/market/en.json';
import type offline from './locales/offline/en.json';
import type prices from './locales/prices/en.json';
import type guides from './locales/guides/en.json';
import type info from './locales/info/en.json';
import type resources from './locales/resources/en.json';
import type schemes from './locales/schemes/en.json';
import type trade from './locales/trade/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      accounts: typeof accounts;
      advisory: typeof advisory;
      market: typeof market;
      prices: typeof prices;
      trade: typeof trade;
      schemes: typeof schemes;
      resources: typeof resources;
      info: typeof info;
      guides: typeof guides;
      offline: typeof offline;
    };
  }
}
