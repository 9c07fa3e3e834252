/**
 * How often due background refreshes run (ms). Expired entries keep answering meanwhile, so gathering them costs
 * nothing but staleness, and a fleet is reread with a call or two a second instead of ten: every call counts on a
 * busy table.
 */
const REFRESH_DELAY_MS = 1000;
/** Most keys one background refresh loads (one BatchGet of 100 keys). */
const REFRESH_BATCH_KEYS = 100;
/**
 * An expired key's refresh is due at a random moment within this share of the ttl after it was first asked for
 * again. A fleet that comes back after a pause finds all its entries expired at once; spread like this they are
 * reread at the pace they were read before, not in one burst in front of the fleet's first batches.
 */
const REFRESH_SPREAD = 0.5;

/** An expired key waiting for its background refresh: the loader and jitter it was asked with, and when it is due. */
interface RefreshRequest<T> {
  readonly loadMany: (missing: string[]) => Promise<ReadonlyMap<string, T>>;
  readonly jitter: number;
  readonly dueAt: number;
}

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
  private readonly refreshQueue = new Map<string, RefreshRequest<T>>();
  private refreshTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns the cached value of `key`, loading it with `load` when absent or expired. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const current = this.entries.get(key);
    if (current && current.expiresAt > this.now()) return current.value;
    const entry = this.pending(
      key,
      load().then((value) => new Map([[key, value]])),
      0,
    );
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * The cached values of `keys`, loading every absent one with a single `loadMany` call (one batched read instead of
   * one per key). A key `loadMany` leaves out of its map is cached as undefined. Each loaded entry expires within
   * `jitter` × ttl after the ttl, so keys loaded together (a fleet at start-up) do not all expire together. With
   * `refreshAhead`, an entry expired for less than `refreshAhead.maxStaleMs` is still answered while a background
   * `loadMany` replaces it (each key's refresh is due within REFRESH_SPREAD × ttl; due keys gather into loads of up
   * to REFRESH_BATCH_KEYS every REFRESH_DELAY_MS; a failed refresh keeps the old value), so a busy caller never waits
   * for what it already has; only absent keys, and entries expired for longer, are waited for.
   */
  async getMany(
    keys: readonly string[],
    loadMany: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
    options: { jitter?: number; refreshAhead?: { maxStaleMs: number } } = {},
  ): Promise<Map<string, T>> {
    const now = this.now();
    const jitter = options.jitter ?? 0;
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > now) continue;
      const usable = options.refreshAhead && entry?.settled && entry.expiresAt + options.refreshAhead.maxStaleMs > now;
      if (!usable) missing.push(key);
      else if (!entry!.refreshing) {
        entry!.refreshing = true;
        this.refreshQueue.set(key, { loadMany, jitter, dueAt: now + Math.random() * REFRESH_SPREAD * this.ttlMs });
      }
    }
    if (missing.length > 0) {
      const loaded = loadMany(missing);
      for (const key of missing) this.entries.set(key, this.pending(key, loaded, jitter));
    }
    if (this.refreshQueue.size > 0 && !this.refreshTimer)
      this.refreshTimer = setTimeout(() => this.refresh(), REFRESH_DELAY_MS).unref();
    const values = await Promise.all(keys.map((key) => this.entries.get(key)!.value));
    return new Map(keys.map((key, i) => [key, values[i]]));
  }

  /** The entry of `key` while `loaded` (a batched load) runs; a failed load leaves no entry behind. */
  private pending(key: string, loaded: Promise<ReadonlyMap<string, T>>, jitter: number): CacheEntry<T> {
    const value = loaded.then((found) => found.get(key) as T);
    const entry: CacheEntry<T> = {
      expiresAt: this.now() + this.ttlMs * (1 + jitter * Math.random()),
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
  }

  /**
   * Reloads the queued expired keys that are due in the background, REFRESH_BATCH_KEYS a load: keys that expired
   * around the same time cost a few batched reads, not one per caller.
   */
  private refresh(): void {
    this.refreshTimer = undefined;
    const now = this.now();
    const queued: [string, RefreshRequest<T>][] = [];
    for (const entry of this.refreshQueue) {
      if (queued.length === REFRESH_BATCH_KEYS) break;
      if (entry[1].dueAt <= now) queued.push(entry);
    }
    for (const [key] of queued) this.refreshQueue.delete(key);
    const byLoader = new Map<RefreshRequest<T>['loadMany'], { keys: string[]; jitter: number }>();
    for (const [key, { loadMany, jitter }] of queued) {
      const group = byLoader.get(loadMany) ?? { keys: [], jitter };
      group.keys.push(key);
      byLoader.set(loadMany, group);
    }
    for (const [loadMany, { keys, jitter }] of byLoader) {
      const loaded = loadMany(keys);
      for (const key of keys) {
        const next = this.pending(key, loaded, jitter);
        next.value.then(
          () => this.entries.set(key, next),
          () => {
            // A failed refresh keeps the old value; a later call queues the key again.
            const current = this.entries.get(key);
            if (current) current.refreshing = false;
          },
        );
      }
    }
    if (this.refreshQueue.size > 0) this.refreshTimer = setTimeout(() => this.refresh(), REFRESH_DELAY_MS).unref();
  }

  /** Forgets `key` (after a write in this container, so it reads its own writes). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
