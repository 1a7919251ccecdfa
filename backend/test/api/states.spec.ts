import request from 'supertest';
import { apiDatabaseTargets } from '../support/database-targets';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(apiDatabaseTargets)('GET /api/states on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('lists the 28 states then the 8 union territories, loaded at start', async () => {
    const res = await request(t.http).get('/api/states').expect(200);
    const kinds = res.body.data.map((s: { kind: string }) => s.kind);
    expect(kinds.filter((k: string) => k === 'state')).toHaveLength(28);
    expect(kinds.filter((k: string) => k === 'union_territory')).toHaveLength(8);
    expect(kinds.indexOf('union_territory')).toBe(28);
    expect(res.body.data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: 'AP',
      name: 'Andhra Pradesh',
      label: 'Andhra Pradesh',
      slug: 'andhra-pradesh',
      kind: 'state',
    });
  });

  it("names every state in the reader's language, and says the answer varies by it", async () => {
    const hi = await request(t.http).get('/api/states').set('Accept-Language', 'hi').expect(200);
    expect(hi.headers.vary).toMatch(/Accept-Language/i);
    const gujaratHi = hi.body.data.find((s: { code: string }) => s.code === 'GJ');
    expect(gujaratHi).toMatchObject({ name: 'Gujarat', label: 'गुजरात' });
    const gu = await request(t.http).get('/api/states/tamil-nadu').set('Accept-Language', 'gu');
    expect(gu.body).toMatchObject({ name: 'Tamil Nadu', label: 'તમિલનાડુ' });
    for (const s of hi.body.data as { label: string }[]) expect(s.label).toMatch(/[\u0900-\u097f]/);
  });

  it.each(['Tamil Nadu', 'TAMIL NADU', 'tamil-nadu'])('finds Tamil Nadu from %p', async (name) => {
    const res = await request(t.http)
      .get(`/api/states/${encodeURIComponent(name)}`)
      .expect(200);
    expect(res.body).toMatchObject({ code: 'TN', slug: 'tamil-nadu' });
  });

  it('answers an unknown state with a coded 404', async () => {
    const res = await request(t.http).get('/api/states/atlantis').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'No Indian state or union territory is named "atlantis"',
      error: 'Not Found',
      code: 'STATE.NOT_FOUND',
    });
  });
});
