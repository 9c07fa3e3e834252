/**
 * Rules of the public application market (spec doc 2; docs/market.md) that the console and the server both apply:
 * page sizes, the cost range's "no bound", how many applications each portal section shows, the release types a
 * search filters on, and which versions a buyer sees.
 */

/** Market list page size and page (doc 2: "page size default 10, page current default 1"; pages count from 1). */
export const MARKET_PAGE_SIZE_DEFAULT = 10;
export const MARKET_PAGE_CURRENT_DEFAULT = 1;
/** The largest page a search answers. */
export const MARKET_PAGE_SIZE_MAX = 100;

/** A cost bound of -1 is no bound (doc 2: "cost range default -1"). */
export const COST_UNBOUNDED = -1;
/** The highest cost bound a search takes, in yuan a month: the largest amount one movement may carry. */
export const MARKET_COST_MAX_YUAN = 10_000_000;

/** How many applications the portal's sections and the view's related list show. */
export const MARKET_TOP_COUNT = 8;
export const MARKET_CATEGORY_COUNT = 4;
export const MARKET_RELATED_COUNT = 6;
/** The most applications a list call that does not page answers (`getApplicationByNameAndCategoryAndRangeDate`). */
export const MARKET_LIST_CAP = 100;

/** The application type of a market app (the `applicationTypes` lookup); an exclusive app (`PRIVATE`) is not listed. */
export const MARKET_APP_TYPE = 'PUBLIC';

/**
 * What `releaseType` filters on: the application's type code as the lookup names it (`PUBLIC` market app, `PRIVATE`
 * exclusive app, which the market never lists), or the scope it was released in.
 */
export const MARKET_RELEASE_TYPES = ['PUBLIC', 'PRIVATE', 'platform', 'enterprise', 'private'] as const;
export type MarketReleaseType = (typeof MARKET_RELEASE_TYPES)[number];

/** The version statuses a buyer sees: approved ('2') and online ('3'). */
export const MARKET_VERSION_STATUSES: readonly string[] = ['2', '3'];

/** How long a short description on a market card is, in characters (the view shows the whole description). */
export const MARKET_SUMMARY_LENGTH = 200;

/** The UTC offset of a day named without a time (`2026-03-01`): the platform's time zone, China Standard Time. */
const DAY_OFFSET = '+08:00';

/**
 * A `beginDate` / `endDate` as an instant (epoch ms), or undefined when it is none of: epoch milliseconds, an ISO
 * day (`2026-03-01`, a day of China Standard Time: from its start, or with `end` to its end), or an ISO date-time.
 */
export function marketDateBound(value: string, bound: 'begin' | 'end'): number | undefined {
  const trimmed = value.trim();
  if (/^\d{1,15}$/.test(trimmed)) return Number(trimmed);
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const start = Date.parse(`${trimmed}T00:00:00.000${DAY_OFFSET}`);
    if (Number.isNaN(start) || new Date(start + 8 * 3_600_000).toISOString().slice(0, 10) !== trimmed) return undefined;
    return bound === 'begin' ? start : start + 86_400_000 - 1;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return undefined;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : at;
}
