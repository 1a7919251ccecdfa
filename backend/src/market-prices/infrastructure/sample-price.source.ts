import type { RawPriceRecord } from '../domain/market-price';
import {
  MarketPriceSource,
  type PricePage,
  type PricePageRequest,
  type PriceSourceInfo,
} from '../application/ports/market-price-source';
import sample from './data/sample-mandi-prices.json';

/**
 * The offline default: a shipped dataset in the data.gov.in record format, served page by page as
 * the real API would. Its prices are samples, not today's market, and it says so everywhere.
 */
export class SamplePriceSource extends MarketPriceSource {
  readonly info: PriceSourceInfo = {
    kind: 'sample',
    label:
      'Sample data shipped with AgroSense (illustrative prices, not live). Set DATA_GOV_IN_API_KEY for live mandi prices.',
  };
  readonly maxPageSize = 1000;

  constructor(private readonly records: RawPriceRecord[] = sample.records) {
    super();
  }

  fetchPage(request: PricePageRequest): Promise<PricePage> {
    const matching = this.records.filter(
      (r) =>
        (!request.state || r.state === request.state) &&
        (!request.commodity || r.commodity === request.commodity),
    );
    return Promise.resolve({
      records: matching.slice(request.offset, request.offset + request.limit),
      total: matching.length,
    });
  }
}
