import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';

export const MarketPriceErrors = {
  noPriceData: () => new NotFoundError('PRICES.NO_DATA'),
  watchNotFound: () => new NotFoundError('PRICES.WATCH_NOT_FOUND'),
  alreadyWatched: () => new ConflictError('PRICES.ALREADY_WATCHED'),
  watchlistFull: (max: number) => new InvalidInputError('PRICES.WATCHLIST_FULL', { max }),
  syncRunning: () => new ConflictError('PRICES.SYNC_RUNNING'),
};
