import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';

/** A date range as the query form's picker gives it (absolute dates `YYYY-MM-DD`), or none. */
export type DateRange = DateRangePickerProps.Value | null;

/** The sent-message query form: title part, category, type and a date range ('' = any). */
export interface QueryFilter {
  title: string;
  categoryId: string;
  typeId: string;
  range: DateRange;
}

/** Local midnight of a `YYYY-MM-DD` date (the picker's value may carry a time after `T`). */
function localMidnight(date: string): Date | undefined {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return undefined;
  return new Date(year, month - 1, day);
}

/**
 * The `from` (inclusive) and `to` (exclusive) of the query call for a date
 * range: from the start day's local midnight to the midnight after the end
 * day, so both days are included whole. No range (or an unreadable one): no
 * bounds.
 */
export function queryRange(range: DateRange): { from?: string; to?: string } {
  if (!range || range.type !== 'absolute') return {};
  const start = localMidnight(range.startDate);
  const end = localMidnight(range.endDate);
  if (!start || !end) return {};
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}
