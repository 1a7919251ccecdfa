import { RedisCacheEvents, type CacheTopic } from '../../src/shared/cache/cache-events';
import { PublicAnswers } from '../../src/shared/http/public-cache/public-answers';

// Two replicas' cache events over a real Redis. CI sets TEST_REDIS_URL (.ci/run); without it this
// file says so loudly and does not run.
const url = process.env.TEST_REDIS_URL;
if (!url)
  console.warn('SKIPPED: TEST_REDIS_URL is not set, so the Redis cache events are not tested.');

(url ? describe : describe.skip)('Redis cache events between two replicas', () => {
  let a: RedisCacheEvents;
  let b: RedisCacheEvents;

  beforeAll(async () => {
    a = new RedisCacheEvents(url!);
    b = new RedisCacheEvents(url!);
    await Promise.all([a.ready, b.ready]);
  });
  afterAll(async () => {
    await Promise.all([a.onApplicationShutdown(), b.onApplicationShutdown()]);
  });

  function heard(events: RedisCacheEvents, topic: CacheTopic): string[] {
    const keys: string[] = [];
    events.subscribe(topic, (key) => keys.push(key));
    return keys;
  }

  async function until(check: () => boolean): Promise<void> {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  }

  it('tells the publishing replica at once and the other one through Redis, each once', async () => {
    const onA = heard(a, 'session');
    const onB = heard(b, 'session');
    a.publish('session', 'user-1');
    expect(onA).toEqual(['user-1']);
    await until(() => onB.length > 0);
    expect(onB).toEqual(['user-1']);
    b.publish('session', 'user-2');
    await until(() => onA.length > 1);
    // Nobody hears their own message twice (once locally, once back from Redis).
    await new Promise((r) => setTimeout(r, 100));
    expect(onA).toEqual(['user-1', 'user-2']);
    expect(onB).toEqual(['user-1', 'user-2']);
  });

  it('keeps topics apart', async () => {
    const market = heard(b, 'market');
    const prices = heard(b, 'prices');
    a.publish('prices', '*');
    await until(() => prices.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    expect(prices).toEqual(['*']);
    expect(market).toEqual([]);
  });

  it("drops a public list on every replica when one of them changed the list's data", async () => {
    const onA = new PublicAnswers(a);
    const onB = new PublicAnswers(b);
    const schemesOnB = await onB.get('schemes', ['all', '', 'hi'], () => ({ version: 1 }));
    const statesOnB = await onB.get('states', ['all', 'hi'], () => ({ states: 36 }));
    onA.changed('schemes');
    await until(() => !schemesOnB.current);
    expect(schemesOnB.current).toBe(false);
    expect(statesOnB.current).toBe(true);
    const again = await onB.get('schemes', ['all', '', 'hi'], () => ({ version: 2 }));
    expect(again.json).toBe('{"version":2}');
  });
});
