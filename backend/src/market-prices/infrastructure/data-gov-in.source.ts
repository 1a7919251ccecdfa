import type { RawPriceRecord } from '../domain/market-price';
import {
  MarketPriceSource,
  PriceSourceError,
  type PricePage,
  type PricePageRequest,
  type PriceSourceInfo,
} from '../application/ports/market-price-source';

/** The "Current daily price of various commodities from various markets (Mandi)" resource. */
export const MANDI_PRICE_RESOURCE_ID = '9ef84268-d588-465a-a308-a864a43d0070';

export interface DataGovInOptions {
  apiKey: string;
  /** https://api.data.gov.in, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
  /** Attempts after the first one, for 429, 5xx, timeouts and network errors. */
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const MAX_BACKOFF_MS = 60_000;

function asCount(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * data.gov.in's mandi price API (a Tyk gateway in front of the OGD platform). Prices arrive as
 * strings and `limit`/`offset`/`total` sometimes as strings too; the gateway answers errors as
 * `{"error": "..."}`. Every call has a timeout; 429, 5xx, timeouts and network errors are retried
 * with exponential backoff; 400/401/403 stop at once with the gateway's words.
 */
export class DataGovInPriceSource extends MarketPriceSource {
  readonly info: PriceSourceInfo = {
    kind: 'data.gov.in',
    label: 'Agmarknet daily mandi prices via data.gov.in (Government of India)',
  };
  readonly maxPageSize = 1000;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoffMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: DataGovInOptions) {
    super();
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.retries = options.retries ?? 4;
    this.backoffMs = options.backoffMs ?? 2_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  async fetchPage(request: PricePageRequest): Promise<PricePage> {
    const url = this.urlFor(request);
    let lastProblem = '';
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      if (attempt > 0) await this.sleep(this.delayFor(attempt, lastProblem));
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (e) {
        const timedOut = e instanceof Error && e.name === 'TimeoutError';
        lastProblem = timedOut
          ? `no answer within ${this.timeoutMs} ms`
          : `network error: ${e instanceof Error ? e.message : String(e)}`;
        continue;
      }
      const body = await this.readJson(response);
      if (response.ok) return this.toPage(body);
      const said = this.errorText(body) ?? response.statusText;
      if (response.status === 429 || response.status >= 500) {
        lastProblem = `HTTP ${response.status}: ${said}`;
        if (response.status === 429)
          lastProblem += ` (retry-after ${response.headers.get('retry-after') ?? '?'})`;
        continue;
      }
      throw new PriceSourceError(
        `data.gov.in refused the request (HTTP ${response.status}): ${said}`,
        false,
      );
    }
    throw new PriceSourceError(
      `data.gov.in did not answer after ${this.retries + 1} attempts: ${lastProblem}`,
      true,
    );
  }

  private urlFor(request: PricePageRequest): string {
    const url = new URL(`/resource/${MANDI_PRICE_RESOURCE_ID}`, this.options.baseUrl);
    url.searchParams.set('api-key', this.options.apiKey);
    url.searchParams.set('format', 'json');
    url.searchParams.set('offset', String(request.offset));
    url.searchParams.set('limit', String(request.limit));
    if (request.state) url.searchParams.set('filters[state.keyword]', request.state);
    if (request.commodity) url.searchParams.set('filters[commodity]', request.commodity);
    return url.toString();
  }

  private delayFor(attempt: number, lastProblem: string): number {
    const retryAfter = /retry-after (\d+)/.exec(lastProblem);
    const base = retryAfter ? Number(retryAfter[1]) * 1000 : this.backoffMs * 2 ** (attempt - 1);
    return Math.min(base, MAX_BACKOFF_MS);
  }

  private async readJson(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return { error: text.slice(0, 200) };
    }
  }

  private errorText(body: unknown): string | null {
    if (body && typeof body === 'object') {
      const { error, message } = body as { error?: unknown; message?: unknown };
      if (typeof error === 'string') return error;
      if (
        error &&
        typeof error === 'object' &&
        typeof (error as { message?: unknown }).message === 'string'
      )
        return (error as { message: string }).message;
      if (typeof message === 'string') return message;
    }
    return null;
  }

  private toPage(body: unknown): PricePage {
    if (!body || typeof body !== 'object') {
      throw new PriceSourceError('data.gov.in answered with something that is not JSON', true);
    }
    const envelope = body as { status?: unknown; records?: unknown; total?: unknown };
    if (envelope.status === 'error' || !Array.isArray(envelope.records)) {
      const said = this.errorText(body) ?? 'no records in the answer';
      throw new PriceSourceError(`data.gov.in answered without records: ${said}`, false);
    }
    return {
      records: envelope.records.filter(
        (r): r is RawPriceRecord => r !== null && typeof r === 'object',
      ),
      total: asCount(envelope.total),
    };
  }
}
