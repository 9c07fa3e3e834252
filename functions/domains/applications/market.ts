import { TtlCache } from '../../lib/ttl-cache.js';
import { logger } from '../../lib/logger.js';
import {
  countSubscriptions,
  getApplicationConsistently,
  listAdvertisements,
  listMarketEntries,
  marketEntryOf,
  writeMarketEntry,
  type AdvertisementRecord,
  type MarketEntryRecord,
} from './data/market.js';
import { listPlansOfApplication, type PlanRecord } from './data/plan.js';

/**
 * How long a function keeps the market's partition and the advertisements (ms). Every market read of the portal,
 * the list and the view answers from one read of each; a change shows everywhere within this, at once in the
 * function that made it (its sync forgets the cache).
 */
const MARKET_CACHE_TTL_MS = 10_000;

const entriesCache = new TtlCache<MarketEntryRecord[]>(MARKET_CACHE_TTL_MS);
const advertisementsCache = new TtlCache<AdvertisementRecord[]>(MARKET_CACHE_TTL_MS);

/** Every market entry, from this function's cache (one Query of the `MARKET` partition every MARKET_CACHE_TTL_MS). */
export const marketEntries = (): Promise<MarketEntryRecord[]> => entriesCache.get('entries', listMarketEntries);

/** The portal's advertisements, cached like the entries. */
export const marketAdvertisements = (): Promise<AdvertisementRecord[]> =>
  advertisementsCache.get('advertisements', listAdvertisements);

/** A plan the caller just wrote or deleted: the plans index may not show the change yet, so the sync applies it. */
export type PlanChange = { readonly saved: PlanRecord } | { readonly deletedId: string };

/** The plans as the index read them, with the caller's own change applied. */
function withChange(plans: readonly PlanRecord[], change: PlanChange | undefined): PlanRecord[] {
  if (!change) return [...plans];
  const id = 'saved' in change ? change.saved.id : change.deletedId;
  const others = plans.filter((plan) => plan.id !== id);
  return 'saved' in change ? [...others, change.saved] : others;
}

/**
 * Brings an application's market entry in step with the application, its plans and its subscribers: the entry
 * while the market lists it (an online market app), none otherwise. Called after every write that changes what the
 * entry holds (status, the application's fields, a plan, a subscription). The stamp is taken before the reads and
 * only a newer stamp overwrites (`writeMarketEntry`), so of syncs racing the last one to start wins, and it read
 * after every write that started a sync. A failure is logged, never the caller's: the write it follows is done,
 * and the next sync of the application repairs the entry.
 */
export async function syncMarketEntry(applicationId: string, change?: PlanChange): Promise<void> {
  const syncedAt = Date.now();
  try {
    const [app, plans, subscribers] = await Promise.all([
      getApplicationConsistently(applicationId),
      listPlansOfApplication({ applicationId }),
      countSubscriptions(applicationId),
    ]);
    if (!app) return;
    await writeMarketEntry({
      applicationId,
      entry: marketEntryOf(app, withChange(plans, change), subscribers),
      syncedAt,
    });
    entriesCache.delete('entries');
  } catch (error) {
    logger.error('The market entry could not be synced', { applicationId, error: error as Error });
  }
}
