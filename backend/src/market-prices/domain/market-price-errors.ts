import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';

export const MarketPriceErrors = {
  noPriceData: () => new NotFoundError('PRICES.NO_DATA'),
  watchNotFound: () => new NotFoundError('PRICES.WATCH_NOT_FOUND'),
  alreadyWatched: () => new ConflictError('PRICES.ALREADY_WATCHED'),
  watchlistFull: (max: number) => new InvalidInputError('PRICES.WATCHLIST_FULL', { max }),
  watchInvalid: () => new InvalidInputError('PRICES.WATCH_INVALID'),
  marketOrDistrict: () => new InvalidInputError('PRICES.MARKET_OR_DISTRICT'),
  thresholdInvalid: (field: 'above' | 'below', max: number) =>
    new InvalidInputError(`PRICES.THRESHOLD_INVALID#${field === 'below' ? 'below' : 'above'}`, {
      rupees: max,
    }),
  thresholdsOrder: () => new InvalidInputError('PRICES.THRESHOLDS_ORDER'),
  syncRunning: () => new ConflictError('PRICES.SYNC_RUNNING'),
};
