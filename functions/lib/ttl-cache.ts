/** A cached value: when it expires, whether it resolved, and whether a refresh of it is under way. */
interface CacheEntry<T> {
  readonly expiresAt: number;
  readonly value: Promise<T>;
  settled: boolean;
  refreshing?: boolean;
}

/**
 * A per-container cache of one async value per key, kept for `ttlMs`. Used
 * for reference data that changes rarely and is read on every request (the
 * menu catalogue), so a change shows within `ttlMs` everywhere. Concurrent
 * misses share one load; a failed load is not cached.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, CacheEntry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns the cached value of `key`, loading it with `load` when absent or expired. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const current = this.entries.get(key);
    if (current && current.expiresAt > this.now()) return current.value;
    const value = load();
    const entry: CacheEntry<T> = { expiresAt: this.now() + this.ttlMs, value, settled: false };
    this.entries.set(key, entry);
    value.then(
      () => (entry.settled = true),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The cached values of `keys`, loading every absent one with a single `loadMany` call (one batched read instead of
   * one per key). A key `loadMany` leaves out of its map is cached as undefined. Each loaded entry expires within
   * `jitter` × ttl after the ttl, so keys loaded together (a fleet at start-up) do not all expire together. With
   * `refreshAhead`, an expired entry is still answered for up to one more ttl while one background `loadMany`
   * replaces it (a failed refresh keeps it), so a busy caller never waits for what it already has; only absent keys,
   * and entries past that second ttl, are waited for.
   */
  async getMany(
    keys: readonly string[],
    loadMany: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
    options: { jitter?: number; refreshAhead?: boolean } = {},
  ): Promise<Map<string, T>> {
    const now = this.now();
    const missing: string[] = [];
    const stale: string[] = [];
    for (const key of new Set(keys)) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > now) continue;
      if (entry && options.refreshAhead && entry.settled && entry.expiresAt + this.ttlMs > now && !entry.refreshing)
        stale.push(key);
      else if (!entry || !(options.refreshAhead && entry.settled && entry.expiresAt + this.ttlMs > now))
        missing.push(key);
    }
    const store = (loaded: Promise<ReadonlyMap<string, T>>, key: string) => {
      const value = loaded.then((found) => found.get(key) as T);
      const entry: CacheEntry<T> = {
        expiresAt: now + this.ttlMs * (1 + (options.jitter ?? 0) * Math.random()),
        value,
        settled: false,
      };
      value.then(
        () => (entry.settled = true),
        () => {
          if (this.entries.get(key) === entry) this.entries.delete(key);
        },
      );
      return entry;
    };
    if (missing.length > 0) {
      const loaded = loadMany(missing);
      for (const key of missing) this.entries.set(key, store(loaded, key));
    }
    if (stale.length > 0) {
      for (const key of stale) this.entries.get(key)!.refreshing = true;
      const loaded = loadMany(stale);
      for (const key of stale) {
        const next = store(loaded, key);
        next.value.then(
          () => this.entries.set(key, next),
          () => {
            const current = this.entries.get(key);
            if (current) current.refreshing = false;
          },
        );
      }
    }
    const values = await Promise.all(keys.map((key) => this.entries.get(key)!.value));
    return new Map(keys.map((key, i) => [key, values[i]]));
  }

  /** Forgets `key` (after a write in this container, so it reads its own writes). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
