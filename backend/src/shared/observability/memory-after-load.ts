import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Gives memory back once a burst of load is over (security round 2). Under load V8 grows its heap
 * (to three times its idle size under 100-200 connections on the member pages) and, in this
 * server, never shrinks it again on its own: 50 s after the load the heap was as large as at its
 * end. One full collection once the process has gone quiet returns those pages to the system.
 *
 * Every `checkEveryMs` it looks at how busy the event loop was since the last look; after
 * `quietChecks` quiet looks in a row (utilization under `maxUtilization`), when the heap has grown
 * by `growth` times and at least `minGrowthBytes` since the last collection, it collects once (the
 * first quiet moment after the start collects too: the heap's size after a full collection is the
 * measure of growth). Never while the process is busy, and at most once per `minIntervalMs`.
 */
export interface MemoryAfterLoadOptions {
  checkEveryMs: number;
  quietChecks: number;
  maxUtilization: number;
  growth: number;
  minGrowthBytes: number;
  minIntervalMs: number;
}

export const MEMORY_AFTER_LOAD_DEFAULTS: MemoryAfterLoadOptions = {
  checkEveryMs: 1000,
  quietChecks: 1,
  maxUtilization: 0.25,
  growth: 1.5,
  minGrowthBytes: 64 * 2 ** 20,
  minIntervalMs: 10_000,
};

/** What the collector reads and does; tests replace them. */
export interface MemoryAfterLoadProbes {
  heapBytes: () => number;
  /** Event-loop utilization (0-1) since the previous call. */
  utilization: () => number;
  collect: () => void;
  now: () => number;
}

type Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's full collection, made callable without starting Node with --expose-gc, in the flavour that
 * also gives the freed pages back (the one V8 uses under memory pressure). A plain full collection
 * left the heap's size as it was (205 -> 201 MB); this one took it to its live size.
 */
function fullCollection(): () => void {
  let gc = (globalThis as { gc?: Gc }).gc;
  if (!gc) {
    // The same switch Jest uses for --logHeapUsage: the flag applies to contexts made after it.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as Gc;
  }
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

function realProbes(): MemoryAfterLoadProbes {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  return {
    heapBytes: () => getHeapStatistics().total_heap_size,
    utilization: () => {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, last);
      last = now;
      return since.utilization;
    },
    collect: fullCollection(),
    now: () => performance.now(),
  };
}

/**
 * Starts watching; returns the function that stops it. `onCollected` hears each collection with the
 * heap's size before and after, and how long it took.
 */
export function returnMemoryAfterLoad(
  onCollected: (before: number, after: number, ms: number) => void = () => {},
  options: MemoryAfterLoadOptions = MEMORY_AFTER_LOAD_DEFAULTS,
  probes: MemoryAfterLoadProbes = realProbes(),
): () => void {
  let baseline = 0;
  let quiet = 0;
  let lastCollection = Number.NEGATIVE_INFINITY;
  probes.utilization();
  const timer = setInterval(() => {
    quiet = probes.utilization() < options.maxUtilization ? quiet + 1 : 0;
    if (quiet < options.quietChecks) return;
    const heap = probes.heapBytes();
    if (heap < baseline * options.growth || heap - baseline < options.minGrowthBytes) return;
    const started = probes.now();
    if (started - lastCollection < options.minIntervalMs) return;
    probes.collect();
    lastCollection = probes.now();
    baseline = probes.heapBytes();
    quiet = 0;
    onCollected(heap, baseline, lastCollection - started);
  }, options.checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
