import { PriceSourceError } from '../../src/market-prices/application/ports/market-price-source';
import { DataGovInPriceSource } from '../../src/market-prices/infrastructure/data-gov-in.source';
import { mandiRecord, startFakeDataGovIn, type FakeDataGovIn } from '../fakes/data-gov-in-server';

describe('data.gov.in mandi price adapter (against a local fake of the API)', () => {
  let fake: FakeDataGovIn;
  const sleeps: number[] = [];
  const source = (overrides: Partial<ConstructorParameters<typeof DataGovInPriceSource>[0]> = {}) =>
    new DataGovInPriceSource({
      apiKey: 'test-key',
      baseUrl: fake.url,
      // Generous, so a busy machine is never mistaken for an API that does not answer (which
      // would retry and change the request counts); the timeout case passes a short one.
      timeoutMs: 15_000,
      retries: 2,
      backoffMs: 50,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      ...overrides,
    });

  beforeEach(async () => {
    sleeps.length = 0;
    fake = await startFakeDataGovIn([
      mandiRecord(),
      mandiRecord({ market: 'Pimpalgaon', modal_price: '2000' }),
      mandiRecord({ state: 'Gujarat', district: 'Rajkot', market: 'Gondal' }),
    ]);
  });
  afterEach(() => fake.close());

  it('asks for JSON with the key, paging and the state.keyword / commodity filters', async () => {
    await source().fetchPage({
      offset: 1000,
      limit: 1000,
      state: 'Maharashtra',
      commodity: 'Onion',
    });
    const q = fake.requests[0]!;
    expect(q.get('api-key')).toBe('test-key');
    expect(q.get('format')).toBe('json');
    expect(q.get('offset')).toBe('1000');
    expect(q.get('limit')).toBe('1000');
    expect(q.get('filters[state.keyword]')).toBe('Maharashtra');
    expect(q.get('filters[commodity]')).toBe('Onion');
  });

  it('reads the envelope with string limit/offset/total and string prices', async () => {
    fake.queue.push({ status: 200, records: [mandiRecord()], total: '14396', stringNumbers: true });
    const page = await source().fetchPage({ offset: 0, limit: 10 });
    expect(page.total).toBe(14396);
    expect(page.records).toEqual([mandiRecord()]);
  });

  it('reads numeric limit/offset/total too, and an empty holiday page', async () => {
    fake.queue.push({ status: 200, records: [], total: 0, stringNumbers: false });
    const page = await source().fetchPage({ offset: 0, limit: 1000 });
    expect(page).toEqual({ records: [], total: 0 });
  });

  it("stops at once on 403 with the gateway's words, without retrying", async () => {
    fake.queue.push({ status: 403, body: { error: 'Key not authorised' } });
    const error = await source()
      .fetchPage({ offset: 0, limit: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceSourceError);
    expect((error as PriceSourceError).retryable).toBe(false);
    expect((error as Error).message).toMatch(/HTTP 403.*Key not authorised/);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a missing key (400 "Authorization field missing") as a refusal', async () => {
    const error = await source({ apiKey: '' })
      .fetchPage({ offset: 0, limit: 10 })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/HTTP 400.*Authorization field missing/);
  });

  it('retries 429 and 5xx with growing waits, then succeeds', async () => {
    fake.queue.push({ status: 429, body: { error: 'Rate limit exceeded' } });
    fake.queue.push({ status: 502, body: { error: 'Bad gateway' } });
    const page = await source().fetchPage({ offset: 0, limit: 10 });
    expect(page.records).toHaveLength(3);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toEqual([50, 100]);
  });

  it('honours Retry-After on 429', async () => {
    fake.queue.push({
      status: 429,
      body: { error: 'Rate limit exceeded' },
      headers: { 'Retry-After': '3' },
    });
    await source().fetchPage({ offset: 0, limit: 10 });
    expect(sleeps).toEqual([3000]);
  });

  it('gives up after the retries with a retryable error', async () => {
    for (let i = 0; i < 3; i++) fake.queue.push({ status: 500, body: { error: 'Internal error' } });
    const error = await source()
      .fetchPage({ offset: 0, limit: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceSourceError);
    expect((error as PriceSourceError).retryable).toBe(true);
    expect((error as Error).message).toMatch(/3 attempts.*HTTP 500/);
  });

  it('times out a call that never answers, and retries it', async () => {
    fake.queue.push({ hang: true });
    const page = await source({ timeoutMs: 300 }).fetchPage({ offset: 0, limit: 10 });
    expect(page.records).toHaveLength(3);
    expect(fake.requests).toHaveLength(2);
  });

  it('treats a 200 without records as a refusal', async () => {
    fake.queue.push({
      status: 200,
      body: { status: 'error', message: 'Invalid resource' },
    } as never);
    const error = await source()
      .fetchPage({ offset: 0, limit: 10 })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/without records/);
  });
});
