import { LRUCache } from 'lru-cache';
import type { CacheEvents } from '../../cache/cache-events';
import { EncodedAnswer } from './encoded-answer';

export interface PublicAnswersLimits {
  /** At most this many answers (each in all its codings). */
  maxEntries: number;
  /** At most this many bytes over all answers and codings. */
  maxBytes: number;
  /**
   * How long an answer is kept although nobody said it changed: a change announced by another
   * replica while the Redis channel was down shows after this at the latest.
   */
  ttlMs: number;
}

export const DEFAULT_PUBLIC_ANSWER_LIMITS: PublicAnswersLimits = {
  maxEntries: 512,
  maxBytes: 16 * 2 ** 20,
  ttlMs: 10 * 60_000,
};

/**
 * Public answers (the same for everybody who asks the same thing) kept ready to send: one
 * EncodedAnswer per key, made by the first request that needs it and shared with the requests
 * that come while it is being made. A key is a scope (what data the answer shows: "schemes")
 * and the parts the answer depends on (route, normalized query, language). Parts should come
 * from small known sets (a state slug, a language) rather than raw request text, as each new
 * key costs a build and a compression; in any case the cache holds at most `maxEntries`
 * answers and `maxBytes` bytes (least recently used go first), so requests from the internet
 * cannot grow it without bound.
 *
 * `changed(scope)` after a write drops the scope's answers on every replica (cache events); an
 * answer being made while the change happened is sent to the requests that wait for it but not
 * kept. A failed build (an error answer) is never kept nor shared.
 */
export class PublicAnswers {
  private readonly entries: LRUCache<string, EncodedAnswer>;
  private readonly making = new Map<string, Promise<EncodedAnswer>>();
  private readonly generations = new Map<string, number>();
  private readonly ttlMs: number;

  constructor(
    private readonly events: CacheEvents,
    limits: PublicAnswersLimits = DEFAULT_PUBLIC_ANSWER_LIMITS,
  ) {
    this.ttlMs = limits.ttlMs;
    this.entries = new LRUCache<string, EncodedAnswer>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (answer) => Math.max(1, answer.size),
      ttl: limits.ttlMs,
      // Dropped, evicted or expired: a copy held elsewhere (the interceptor's) is not sent again.
      dispose: (answer) => answer.retire(),
    });
    events.subscribe('public', (scope) => this.forget(scope));
  }

  /** The answer for a key, made by `build` (its value, serialized once) if not kept. */
  get(
    scope: string,
    parts: readonly string[],
    build: () => unknown | Promise<unknown>,
  ): Promise<EncodedAnswer> {
    const key = keyOf(scope, parts);
    const kept = this.entries.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.making.get(key);
    // A failure is nobody else's: each request then makes its own answer (and error, which
    // may name what that request asked for).
    if (pending) return pending.catch(() => this.makeUnkept(build));
    const generation = this.generationOf(scope);
    const made = (async () => EncodedAnswer.of(await build()))();
    this.making.set(key, made);
    const done = () => {
      if (this.making.get(key) === made) this.making.delete(key);
    };
    made.then((answer) => {
      done();
      answer.expireAt(Date.now() + this.ttlMs);
      if (generation === this.generationOf(scope)) this.entries.set(key, answer);
      else answer.retire();
    }, done);
    return made;
  }

  /** After a committed change to a scope's data (`*`: every scope), on every replica. */
  changed(scope: string): void {
    this.events.publish('public', scope);
  }

  /** Answers kept now (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes kept now. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  private generationOf(scope: string): number {
    return (this.generations.get('*') ?? 0) + (this.generations.get(scope) ?? 0);
  }

  private forget(scope: string): void {
    this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
    const prefix = keyOf(scope, []);
    for (const key of [...this.entries.keys()]) {
      if (scope === '*' || key.startsWith(prefix)) this.entries.delete(key);
    }
    for (const key of [...this.making.keys()]) {
      if (scope === '*' || key.startsWith(prefix)) this.making.delete(key);
    }
  }

  private async makeUnkept(build: () => unknown | Promise<unknown>): Promise<EncodedAnswer> {
    const answer = await EncodedAnswer.of(await build());
    answer.retire();
    return answer;
  }
}

/** Parts joined with a separator no part can contain (JSON escapes it). */
function keyOf(scope: string, parts: readonly string[]): string {
  return `${JSON.stringify(scope)}\u0000${parts.map((p) => JSON.stringify(p)).join('\u0000')}`;
}
