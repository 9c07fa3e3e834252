import { getSubscriberGeneration, listSubscribersOf } from './connection.js';

/** A container forgets every cached set past this many (a fleet's destinations fit many times over). */
const MAX_CACHED_SETS = 100_000;

/**
 * The subscribers of one kind of destination (`equipment`), cached per container for as long as that kind's
 * subscriber generation stays the same (docs/realtime.md, "Storage and TTLs"): every subscribe, unsubscribe and
 * removal raises the generation after changing its set, so one consistent read of the generation per call tells
 * whether the cached sets, including the empty ones of destinations nobody watches, are still what the table holds.
 * A fleet whose watchers do not change costs that one read per batch instead of a read of every destination's set.
 */
export class SubscriberCache {
  private generation: number | undefined;
  private readonly sets = new Map<string, string[]>();

  constructor(private readonly kind: string) {}

  /** The connections subscribed to each destination (all of this cache's kind); `[]` for one nobody watches. */
  async subscribersOf(destinations: readonly string[]): Promise<Map<string, string[]>> {
    // The generation first: sets read after it are at least as new, so caching them under it is safe.
    const generation = await getSubscriberGeneration({ kind: this.kind });
    // Only forward: a call that read an older generation than another one meanwhile keeps nothing it reads.
    if (this.generation === undefined || generation > this.generation || this.sets.size > MAX_CACHED_SETS) {
      this.sets.clear();
      this.generation = generation;
    }
    const cached = new Map(
      destinations.flatMap((destination) => {
        const ids = this.sets.get(destination);
        return ids ? [[destination, ids] as const] : [];
      }),
    );
    const missing = destinations.filter((destination) => !cached.has(destination));
    const read = missing.length > 0 ? await listSubscribersOf({ destinations: missing }) : new Map<string, string[]>();
    // Another call may have seen a newer generation meanwhile; what this one read is then only answered, not kept.
    if (this.generation === generation) for (const [destination, ids] of read) this.sets.set(destination, ids);
    return new Map(
      destinations.map((destination) => [destination, cached.get(destination) ?? read.get(destination) ?? []]),
    );
  }
}
