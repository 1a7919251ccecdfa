import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/domain/domain-error';

export const MarketPriceErrors = {
  noPriceData: () => new NotFoundError('PRICES.NO_DATA', 'No recent price data for this crop here'),
  watchNotFound: () => new NotFoundError('PRICES.WATCH_NOT_FOUND', 'Watchlist item not found'),
  alreadyWatched: () =>
    new ConflictError('PRICES.ALREADY_WATCHED', 'This crop and state is already on your watchlist'),
  watchlistFull: (max: number) =>
    new InvalidInputError('PRICES.WATCHLIST_FULL', `Your watchlist holds at most ${max} items`),
  syncRunning: () =>
    new ConflictError(
      'PRICES.SYNC_RUNNING',
      'A price sync is already running; try again when it ends',
    ),
};
