/**
 * A per-container cache of one async value per key, kept for `ttlMs`. Used
 * for reference data that changes rarely and is read on every request (the
 * menu catalogue), so a change shows within `ttlMs` everywhere. Concurrent
 * misses share one load; a failed load is not cached.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns the cached value of `key`, loading it with `load` when absent or expired. */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const current = this.entries.get(key);
    if (current && current.expiresAt > this.now()) return current.value;
    const value = load();
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets `key` (after a write in this container, so it reads its own writes). */
  delete(key: string): void {
    this.entries.delete(key);
  }
}
