import {
  MEMORY_AFTER_LOAD_DEFAULTS,
  returnMemoryAfterLoad,
  type MemoryAfterLoadProbes,
} from '../../src/shared/observability/memory-after-load';

// The collector that gives the heap back after a burst of load (security round 2), with a stand-in
// heap, event loop and clock: the bench (bench/member-pages-load.cjs) measures the real effect.

const MB = 2 ** 20;

describe('memory given back after load', () => {
  let heap: number;
  let busy: number;
  let collections: number;
  let clock: number;
  let stop: () => void;
  let heard: number[][];
  const probes: MemoryAfterLoadProbes = {
    heapBytes: () => heap,
    utilization: () => busy,
    collect: () => {
      collections++;
      heap = 90 * MB;
    },
    now: () => clock,
  };
  /** One look of the collector, `ms` later. */
  const tick = (ms = MEMORY_AFTER_LOAD_DEFAULTS.checkEveryMs) => {
    clock += ms;
    jest.advanceTimersByTime(ms);
  };

  beforeEach(() => {
    jest.useFakeTimers();
    heap = 200 * MB;
    busy = 0.01;
    collections = 0;
    clock = 0;
    heard = [];
    stop = returnMemoryAfterLoad((...sizes) => heard.push(sizes), undefined, probes);
    // The first quiet second after the start measures the heap after a full collection.
    tick();
    expect(collections).toBe(1);
    expect(heap).toBe(90 * MB);
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('collects once the load is over and the heap has grown, not while the load lasts', () => {
    tick(MEMORY_AFTER_LOAD_DEFAULTS.minIntervalMs);
    busy = 0.95;
    heap = 300 * MB;
    for (let i = 0; i < 20; i++) tick();
    expect(collections).toBe(1);
    // Quiet again: after a quiet second, one collection, then no more.
    busy = 0.02;
    tick();
    expect(collections).toBe(2);
    expect(heap).toBe(90 * MB);
    expect(heard[1]).toEqual([300 * MB, 90 * MB, 0]);
    for (let i = 0; i < 10; i++) tick();
    expect(collections).toBe(2);
  });

  it('leaves a heap alone that has not grown much', () => {
    tick(MEMORY_AFTER_LOAD_DEFAULTS.minIntervalMs);
    heap = 140 * MB; // 1.5 x 90 MB is 135 MB, but it grew by less than 64 MB
    for (let i = 0; i < 10; i++) tick();
    expect(collections).toBe(1);
  });

  it('collects at most once per interval', () => {
    heap = 300 * MB;
    // One look a second: the next collection comes a full interval after the first.
    const looks =
      MEMORY_AFTER_LOAD_DEFAULTS.minIntervalMs / MEMORY_AFTER_LOAD_DEFAULTS.checkEveryMs;
    for (let i = 0; i < looks - 1; i++) tick();
    expect(collections).toBe(1);
    tick();
    expect(collections).toBe(2);
  });
});
