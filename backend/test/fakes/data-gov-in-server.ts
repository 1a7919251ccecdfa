import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | {
      status: 200;
      records: Record<string, unknown>[];
      total?: number | string;
      stringNumbers?: boolean;
    }
  | { status: number; body: unknown; headers?: Record<string, string> }
  | { hang: true };

export interface FakeDataGovIn {
  url: string;
  /** Every request's query, in order. */
  requests: URLSearchParams[];
  /** The next replies, in order; when empty, `fallback` answers. */
  queue: FakeReply[];
  fallback: (query: URLSearchParams) => FakeReply;
  /** Answer every request this much later (to hold a sync open). */
  delayMs: number;
  close(): Promise<void>;
}

/** The OGD envelope data.gov.in wraps records in (fields as the live API sends them). */
export function envelope(
  records: Record<string, unknown>[],
  offset: number,
  limit: number,
  total: number | string,
  stringNumbers = true,
) {
  return {
    index_name: '9ef84268-d588-465a-a308-a864a43d0070',
    title: 'Current daily price of various commodities from various markets (Mandi)',
    desc: 'Current daily price of various commodities from various markets (Mandi)',
    created: 1668504453,
    updated: 1795363221,
    created_date: '2022-11-15T09:27:33Z',
    updated_date: '2026-11-22T11:20:21Z',
    active: '1',
    visualizable: '1',
    catalog_uuid: '6141ea17-a69d-4713-b600-0a43c8fd9a6c',
    source: 'data.gov.in',
    org_type: 'Central',
    org: [
      'Ministry of Agriculture and Farmers Welfare',
      'Department of Agriculture and Farmers Welfare',
    ],
    sector: ['Agriculture', 'Agricultural Marketing'],
    field: [
      { name: 'State', id: 'state', type: 'keyword' },
      { name: 'District', id: 'district', type: 'keyword' },
      { name: 'Market', id: 'market', type: 'keyword' },
      { name: 'Commodity', id: 'commodity', type: 'keyword' },
      { name: 'Variety', id: 'variety', type: 'keyword' },
      { name: 'Grade', id: 'grade', type: 'keyword' },
      { name: 'Arrival_Date', id: 'arrival_date', type: 'date' },
      { name: 'Min_x0020_Price', id: 'min_price', type: 'double' },
      { name: 'Max_x0020_Price', id: 'max_price', type: 'double' },
      { name: 'Modal_x0020_Price', id: 'modal_price', type: 'double' },
    ],
    target_bucket: {
      index: 'ogdp',
      type: '6141ea17-a69d-4713-b600-0a43c8fd9a6c',
      field: '9ef84268',
    },
    message: 'Resource lists',
    version: '2.2.0',
    status: 'ok',
    total,
    count: records.length,
    limit: stringNumbers ? String(limit) : limit,
    offset: stringNumbers ? String(offset) : offset,
    records,
  };
}

/** A local stand-in for api.data.gov.in that speaks its exact wire format, success and errors. */
export async function startFakeDataGovIn(
  dataset: Record<string, unknown>[] = [],
): Promise<FakeDataGovIn> {
  const fake: FakeDataGovIn = {
    url: '',
    requests: [],
    queue: [],
    delayMs: 0,
    fallback: (query) => {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 10);
      const state = query.get('filters[state.keyword]') ?? query.get('filters[state]');
      const commodity = query.get('filters[commodity]');
      const matching = dataset.filter(
        (r) => (!state || r.state === state) && (!commodity || r.commodity === commodity),
      );
      return {
        status: 200,
        records: matching.slice(offset, offset + limit),
        total: matching.length,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (fake.delayMs > 0) setTimeout(() => answer(req, res), fake.delayMs);
    else answer(req, res);
  });
  function answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    fake.requests.push(url.searchParams);
    if (!url.pathname.startsWith('/resource/9ef84268-d588-465a-a308-a864a43d0070')) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    if (!url.searchParams.get('api-key')) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'Authorization field missing' }));
      return;
    }
    const reply = fake.queue.shift() ?? fake.fallback(url.searchParams);
    if ('hang' in reply) return; // never answers: the client's timeout must fire
    if (reply.status === 200 && 'records' in reply) {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify(
          envelope(
            reply.records,
            offset,
            limit,
            reply.total ?? reply.records.length,
            reply.stringNumbers ?? true,
          ),
        ),
      );
      return;
    }
    const r = reply as { status: number; body: unknown; headers?: Record<string, string> };
    res.writeHead(r.status, { 'Content-Type': 'application/json', ...r.headers });
    res.end(JSON.stringify(r.body));
  }
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** A record as the live API sends it (prices as strings, dd/mm/yyyy). */
export function mandiRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    state: 'Maharashtra',
    district: 'Nashik',
    market: 'Lasalgaon',
    commodity: 'Onion',
    variety: 'Red',
    grade: 'FAQ',
    arrival_date: '22/11/2026',
    min_price: '1,200',
    max_price: '2,450',
    modal_price: '1,900',
    ...overrides,
  };
}
