import {
  COST_UNBOUNDED,
  MARKET_CATEGORY_COUNT,
  MARKET_LIST_CAP,
  MARKET_RELATED_COUNT,
  MARKET_TOP_COUNT,
  marketDateBound,
  type MarketReleaseType,
} from '../../../shared/constants/market-rules.js';
import { yuanToFen } from '../../../shared/constants/money-rules.js';
import type { MarketRangeQuery, MarketSearchQuery } from '../../../shared/schemas/market.js';
import type { MarketEntryRecord } from './data/market.js';

/**
 * The market's filters, orders and pages, over the entries of the one `MARKET` partition in memory (docs/market.md:
 * fine up to a few thousand listed applications; then search moves to a search engine). Pure: the routes hand in
 * the entries, the benchmark times these over 1,000.
 */

/** Newest online first. */
const newestFirst = (a: MarketEntryRecord, b: MarketEntryRecord) =>
  b.onlineAt.localeCompare(a.onlineAt) || a.id.localeCompare(b.id);

/** Whether the name or English name contains `name` (any case). */
const nameMatches = (entry: MarketEntryRecord, name: string | undefined) => {
  if (!name) return true;
  const wanted = name.toLowerCase();
  return entry.name.toLowerCase().includes(wanted) || entry.enName.toLowerCase().includes(wanted);
};

/** Whether the entry is of the release type: a type code (`PUBLIC`, `PRIVATE`) or a scope. */
const releaseTypeMatches = (entry: MarketEntryRecord, releaseType: MarketReleaseType | undefined) =>
  !releaseType ||
  (releaseType === 'PUBLIC' || releaseType === 'PRIVATE' ? entry.type.id === releaseType : entry.scope === releaseType);

/**
 * Whether one of the entry's plans costs within [minCost, maxCost] yuan a month (-1: no bound). Without a bound every
 * entry matches; with one, an application without a plan has no price and does not.
 */
function costMatches(entry: MarketEntryRecord, minCost: number, maxCost: number): boolean {
  if (minCost === COST_UNBOUNDED && maxCost === COST_UNBOUNDED) return true;
  const low = minCost === COST_UNBOUNDED ? -Infinity : yuanToFen(minCost)!;
  const high = maxCost === COST_UNBOUNDED ? Infinity : yuanToFen(maxCost)!;
  return entry.pricesFen.some((fen) => fen >= low && fen <= high);
}

/** One page of a search (`pageCurrent` from 1): the entries matching every filter given, newest online first. */
export function searchMarket(
  entries: readonly MarketEntryRecord[],
  query: MarketSearchQuery,
): { content: MarketEntryRecord[]; totalElements: number; totalPages: number } {
  const matching = entries
    .filter(
      (entry) =>
        nameMatches(entry, query.name) &&
        (!query.parentCategoryId || entry.parentCategory.id === query.parentCategoryId) &&
        (!query.categoryId || entry.category.id === query.categoryId) &&
        releaseTypeMatches(entry, query.releaseType) &&
        costMatches(entry, query.minCost, query.maxCost),
    )
    .sort(newestFirst);
  const start = (query.pageCurrent - 1) * query.pageSize;
  return {
    content: matching.slice(start, start + query.pageSize),
    totalElements: matching.length,
    totalPages: Math.ceil(matching.length / query.pageSize),
  };
}

/** The recommended applications: the most subscribed, then the newest online. */
export const topEntries = (entries: readonly MarketEntryRecord[]): MarketEntryRecord[] =>
  [...entries].sort((a, b) => b.subscriberCount - a.subscriberCount || newestFirst(a, b)).slice(0, MARKET_TOP_COUNT);

/**
 * The applications by parent category, newest online first, a few of each, in the order of `parents` (the category
 * tree's); a parent category the tree no longer has comes last, named as its applications store it.
 */
export function categoryGroups(
  entries: readonly MarketEntryRecord[],
  parents: readonly { id: string; name: string; nameEn?: string }[],
): { category: { id: string; name: string; nameEn?: string }; applications: MarketEntryRecord[] }[] {
  const byParent = new Map<string, MarketEntryRecord[]>();
  for (const entry of [...entries].sort(newestFirst)) {
    byParent.set(entry.parentCategory.id, [...(byParent.get(entry.parentCategory.id) ?? []), entry]);
  }
  const known = parents.filter((parent) => byParent.has(parent.id));
  const others = [...byParent.keys()]
    .filter((id) => !parents.some((parent) => parent.id === id))
    .map((id) => byParent.get(id)![0].parentCategory);
  return [...known, ...others].map((category) => ({
    category,
    applications: byParent.get(category.id)!.slice(0, MARKET_CATEGORY_COUNT),
  }));
}

/** Applications by name, categories and the time they went online (`beginDate`–`endDate`), newest first, capped. */
export function rangeEntries(entries: readonly MarketEntryRecord[], query: MarketRangeQuery): MarketEntryRecord[] {
  const begin = query.beginDate === undefined ? -Infinity : marketDateBound(query.beginDate, 'begin')!;
  const end = query.endDate === undefined ? Infinity : marketDateBound(query.endDate, 'end')!;
  return entries
    .filter((entry) => {
      const onlineAt = Date.parse(entry.onlineAt);
      return (
        nameMatches(entry, query.name) &&
        (!query.parentCategory || entry.parentCategory.id === query.parentCategory) &&
        (!query.category || entry.category.id === query.category) &&
        onlineAt >= begin &&
        onlineAt <= end
      );
    })
    .sort(newestFirst)
    .slice(0, MARKET_LIST_CAP);
}

/** Other applications of a parent category (the view's related apps), newest online first. */
export const relatedEntries = (
  entries: readonly MarketEntryRecord[],
  parentCategoryId: string,
  applicationId: string | undefined,
): MarketEntryRecord[] =>
  entries
    .filter((entry) => entry.parentCategory.id === parentCategoryId && entry.id !== applicationId)
    .sort(newestFirst)
    .slice(0, MARKET_RELATED_COUNT);
