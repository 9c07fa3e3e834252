import '../messages/equipment-messages.js';
import type { DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';

/** The log screen's time range as its picker gives it, or none. */
export type LogRange = DateRangePickerProps.Value | null;

/** The relative ranges the picker offers (Cloudscape names them in the console's language: 过去 24 小时). */
export const LOG_RELATIVE_RANGES: readonly DateRangePickerProps.RelativeOption[] = [
  { key: 'last-1-hour', amount: 1, unit: 'hour', type: 'relative' },
  { key: 'last-24-hours', amount: 24, unit: 'hour', type: 'relative' },
  { key: 'last-7-days', amount: 7, unit: 'day', type: 'relative' },
  { key: 'last-30-days', amount: 30, unit: 'day', type: 'relative' },
];

/** The default range: the last 24 hours. */
export const DEFAULT_LOG_RANGE: DateRangePickerProps.RelativeValue = {
  type: 'relative',
  key: 'last-24-hours',
  amount: 24,
  unit: 'hour',
};

const MILLISECONDS: Record<Exclude<DateRangePickerProps.TimeUnit, 'month' | 'year'>, number> = {
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/** The start of a relative range ending at `now`: months and years by the calendar, the rest by their length. */
function startOf(range: DateRangePickerProps.RelativeValue, now: number): number {
  if (range.unit === 'month' || range.unit === 'year') {
    const start = new Date(now);
    if (range.unit === 'month') start.setMonth(start.getMonth() - range.amount);
    else start.setFullYear(start.getFullYear() - range.amount);
    return start.getTime();
  }
  return now - range.amount * MILLISECONDS[range.unit];
}

type RangeProblem =
  | 'equipment.log.rangeRequired'
  | 'equipment.log.rangeIncomplete'
  | 'equipment.log.rangeOrder'
  | 'equipment.log.rangeAmount';

/** What is wrong with a range, as a message key, or undefined when it can be searched. */
export function rangeProblem(range: LogRange): RangeProblem | undefined {
  if (!range) return 'equipment.log.rangeRequired';
  if (range.type === 'relative') {
    return Number.isInteger(range.amount) && range.amount > 0 ? undefined : 'equipment.log.rangeAmount';
  }
  const begin = Date.parse(range.startDate);
  const end = Date.parse(range.endDate);
  if (Number.isNaN(begin) || Number.isNaN(end)) return 'equipment.log.rangeIncomplete';
  return begin > end ? 'equipment.log.rangeOrder' : undefined;
}

/**
 * The query's `beginDate` and `endDate` (epoch milliseconds) of a range: a relative one ends `now`, an absolute one
 * is read as the picker wrote it (date-times with the browser's offset). Undefined when the range cannot be searched.
 */
export function rangeBounds(range: LogRange, now: number): { beginDate: number; endDate: number } | undefined {
  if (!range || rangeProblem(range)) return undefined;
  if (range.type === 'relative') return { beginDate: startOf(range, now), endDate: now };
  return { beginDate: Date.parse(range.startDate), endDate: Date.parse(range.endDate) };
}
