/**
 * Node history and backup (spec doc 3 §2.3, §9; docs/equipment.md "History and backup"): how long readings stay in
 * the table, the archive's retention classes and the history query's limits. The console and the server both
 * read these.
 */

const DAY_MS = 86_400_000;

/** One day in milliseconds (history archive objects hold one UTC day each). */
export const HISTORY_DAY_MS = DAY_MS;

/** Days a backed-up reading stays in the table ("hot"); older days move to the archive bucket. */
export const HISTORY_HOT_DAYS = 7;

/**
 * Days a hot reading outlives its hot window before the table's TTL removes it: the archive run has this long to
 * copy its day (the query already reads that day from the archive once it is copied).
 */
export const HISTORY_ARCHIVE_GRACE_DAYS = 3;

/**
 * The archive's retention classes (days). A type's `retentionDays` is rounded up to the next class; each class is
 * one lifecycle rule of the bucket (an object tagged `retention=<class>` expires `class - HISTORY_HOT_DAYS` days
 * after it is written, about `class` days after its readings arrived). The history query hides what is older than
 * the type's own `retentionDays`.
 */
export const HISTORY_RETENTION_CLASSES = [14, 30, 60, 90, 180, 365, 730, 1095, 1825, 3650] as const;
export type HistoryRetentionClass = (typeof HISTORY_RETENTION_CLASSES)[number];

/** The prefix of every archive object: the bucket's lifecycle rules and the functions' grants name it. */
export const HISTORY_OBJECT_PREFIX = 'history/';

/** The object tag the archive's lifecycle rules filter on. */
export const HISTORY_RETENTION_TAG = 'retention';

/** True when a type's readings outlive the hot window, so they are archived at all. */
export const isArchived = (retentionDays: number) => retentionDays > HISTORY_HOT_DAYS;

/** The retention class of a type's archived readings (the largest class for anything beyond it). */
export function retentionClassOf(retentionDays: number): HistoryRetentionClass {
  return (
    HISTORY_RETENTION_CLASSES.find((days) => days >= retentionDays) ??
    HISTORY_RETENTION_CLASSES[HISTORY_RETENTION_CLASSES.length - 1]
  );
}

/** Days after its creation an archive object of a class expires (the lifecycle rule's expiration). */
export const archiveExpirationDays = (retentionClass: HistoryRetentionClass) =>
  Math.max(1, retentionClass - HISTORY_HOT_DAYS);

/** Seconds after its receive time a hot reading is removed: its retention when that ends first, else hot + grace. */
export function hotTtlSeconds(retentionDays: number): number {
  const days = isArchived(retentionDays) ? HISTORY_HOT_DAYS + HISTORY_ARCHIVE_GRACE_DAYS : retentionDays;
  return days * 86_400;
}

/** History query page sizes: the console's table pages and its CSV export's pages. */
export const HISTORY_PAGE_LIMITS = { default: 100, max: 1000 } as const;

/** Rows a CSV export collects at most (the console builds it from pages; docs/equipment.md). */
export const HISTORY_EXPORT_MAX_ROWS = 100_000;
