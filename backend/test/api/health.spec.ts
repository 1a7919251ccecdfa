import request from 'supertest';
import { DatabaseUrl } from '../../src/shared/database/database-url';
import { apiDatabaseTargets } from '../support/database-targets';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(apiDatabaseTargets)('ops endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('reports healthy when the database answers', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', checks: { database: { status: 'up' } } });
    expect(typeof res.body.checks.database.latencyMs).toBe('number');
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    const res = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/no-such-thing',
      error: 'Not Found',
    });
  });

  it('refuses a JSON body over the size limit with 413 JSON', async () => {
    const res = await request(t.http)
      .post('/api/states')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(300_000) }))
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it("answers an address over Node's 16 KB header limit with 431 JSON, not a bare status line", async () => {
    // The fuzzer found it: a long Devanagari filter, percent-encoded, is over 16 KB.
    const res = await request(t.http)
      .get(`/api/crops?category=${encodeURIComponent('अ'.repeat(2000))}`)
      .expect(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      statusCode: 431,
      message: 'The address or the headers of the request are too long',
      error: 'Request Header Fields Too Large',
    });
    // The server carries on.
    await request(t.http).get('/api/health/live').expect(200);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await request(t.http)
      .post('/api/states')
      .set('content-type', 'application/json')
      .send('{bad');
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('serves Prometheus metrics including request timings', async () => {
    await request(t.http).get('/api/health');
    // A scrape taken while a start-up job of the app still holds the one connection shows none
    // idle: the pool is asked again until that job is done.
    const idle = /^agrosense_db_pool_connections\{[^}]*state="idle"[^}]*\} [1-9]$/m;
    let res = await request(t.http).get('/metrics').expect(200);
    for (let i = 0; i < 40 && !idle.test(res.text); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await request(t.http).get('/metrics').expect(200);
    }
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect(res.text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/health"/);
    // The pool gauges of docs/operations.md.
    const max = t.app.get(DatabaseUrl).poolSize;
    expect(res.text).toMatch(
      new RegExp(`^agrosense_db_pool_max_connections\\{[^}]*\\} ${max}$`, 'm'),
    );
    expect(res.text).toMatch(idle);
    expect(res.text).toMatch(/^agrosense_db_pool_waiting_requests\{[^}]*\} 0$/m);
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await request(t.http).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the Swagger UI and the OpenAPI document', async () => {
    await request(t.http).get('/api/docs').expect(200).expect('content-type', /html/);
    const doc = await request(t.http).get('/api/docs/openapi.json').expect(200);
    expect(doc.body.paths['/api/health'].get.operationId).toBe('getHealth');
  });
});
