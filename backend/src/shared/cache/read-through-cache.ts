import { LRUCache } from 'lru-cache';

export interface ReadThroughCacheOptions {
  /** How long an answer is kept; 0 keeps nothing (every get loads). */
  ttlMs: number;
  /** At most this many answers. */
  max: number;
}

/**
 * Answers kept in this process's memory for a short time, by key. Gets of a key that is being
 * loaded share that load; a failed load is not kept; `clear()` also drops any load that began
 * before it, so a read racing a committed change is never kept.
 */
export class ReadThroughCache<V> {
  private readonly entries: LRUCache<string, Promise<V>> | null;
  private generation = 0;

  constructor(options: ReadThroughCacheOptions) {
    this.entries =
      options.ttlMs > 0 ? new LRUCache({ max: options.max, ttl: options.ttlMs }) : null;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.entries) return load();
    const cached = this.entries.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const loading = load();
    this.entries.set(key, loading);
    const forget = () => {
      if (this.entries?.get(key) === loading) this.entries.delete(key);
    };
    loading.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return loading;
  }

  clear(): void {
    this.generation++;
    this.entries?.clear();
  }
}
