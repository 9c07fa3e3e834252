import { useMemo } from 'react';
import type { Locale } from '@shared/constants/ids.js';
import { useI18n } from '@/i18n/i18n-context.js';

/*
 * How the console writes times and numbers: one place, so every table, chart and detail of a screen reads alike
 * in both languages (docs/contributing.md "Tables and numbers"). Absent or unreadable values show as '-'.
 */

/** What a cell shows for a value that is absent or cannot be read. */
export const NO_VALUE = '-';

/** A text for a cell: '-' when absent or empty. */
export const orDash = (value: string | number | null | undefined): string =>
  value === undefined || value === null || value === '' ? NO_VALUE : String(value);

/** The most fraction digits a reading shows when its node sets no precision. */
export const DEFAULT_READING_FRACTION_DIGITS = 3;

/** The most fraction digits a node's precision may ask for. */
export const MAX_READING_FRACTION_DIGITS = 10;

/** The BCP 47 tag of a console locale: 'cn' writes as zh-CN, 'en' as en-GB (day before month, 24-hour). */
export const intlLocale = (locale: Locale): string => (locale === 'en' ? 'en-GB' : 'zh-CN');

/**
 * A point in time (an ISO string, epoch milliseconds or a Date) as date and 24-hour time with seconds in the
 * console's language: `2024/05/03 14:07:09` (cn), `03/05/2024, 14:07:09` (en). The browser's time zone unless
 * `timeZone` names one. '-' when absent or unreadable.
 */
export function formatDateTime(
  at: string | number | Date | null | undefined,
  locale: Locale,
  timeZone?: string,
): string {
  if (at === undefined || at === null || at === '') return NO_VALUE;
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  // hourCycle h23 rather than hour12: false, which some engines write as 24:05 after midnight.
  return date.toLocaleString(intlLocale(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  });
}

/**
 * A point in time as its day alone in the console's language: `2024/05/03` (cn), `03/05/2024` (en), for a screen
 * that shows days only. The browser's time zone unless `timeZone` names one. '-' when absent or unreadable.
 */
export function formatDate(at: string | number | Date | null | undefined, locale: Locale, timeZone?: string): string {
  if (at === undefined || at === null || at === '') return NO_VALUE;
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  return date.toLocaleDateString(intlLocale(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

/**
 * A number with the locale's grouping (`12,345.6`); `fractionDigits` fixes the digits after the point, else up to
 * three show, trailing zeros dropped. '-' when absent or not finite.
 */
export function formatNumber(value: number | null | undefined, locale: Locale, fractionDigits?: number): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return NO_VALUE;
  const digits = fractionDigitsOf(fractionDigits);
  return value.toLocaleString(intlLocale(locale), {
    useGrouping: true,
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: digits ?? DEFAULT_READING_FRACTION_DIGITS,
  });
}

/** A precision as Intl takes it: a whole number of fraction digits within 0–10, else none. */
function fractionDigitsOf(precision: number | undefined): number | undefined {
  return precision !== undefined && Number.isInteger(precision) && precision >= 0
    ? Math.min(precision, MAX_READING_FRACTION_DIGITS)
    : undefined;
}

/** Money in yuan as the console shows it: grouped, always two decimals (`12,345.60`); '-' when absent. */
export const formatYuan = (yuan: number | null | undefined, locale: Locale): string => formatNumber(yuan, locale, 2);

/** Money stored in fen (the server's unit), shown in yuan like `formatYuan`: 1234560 → `12,345.60`. */
export const formatFen = (fen: number | null | undefined, locale: Locale): string =>
  formatYuan(fen === null || fen === undefined ? fen : fen / 100, locale);

/**
 * A reading's value as the console shows it: a number grouped and with the node's `precision` (fraction digits;
 * without one at most three, trailing zeros trimmed: 3000.8883744485797 → `3,000.888`), a boolean or text as it
 * came, '-' before the first reading (absent, null or empty).
 */
export function formatReading(value: unknown, locale: Locale, precision?: number): string {
  if (value === undefined || value === null || value === '') return NO_VALUE;
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumber(value, locale, precision) : String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | boolean | bigint);
}

/** The console's formatters bound to its current language (`useFormatting().dateTime(at)`). */
export interface Formatting {
  locale: Locale;
  /** `formatDateTime` in the console's language. */
  dateTime: (at: string | number | Date | null | undefined, timeZone?: string) => string;
  /** `formatDate` (the day only) in the console's language. */
  date: (at: string | number | Date | null | undefined, timeZone?: string) => string;
  /** `formatNumber` in the console's language. */
  number: (value: number | null | undefined, fractionDigits?: number) => string;
}

/** The formatters of `formatting.ts` in the locale a component renders in (`formattingFor(locale)` outside React). */
export function formattingFor(locale: Locale): Formatting {
  return {
    locale,
    dateTime: (at, timeZone) => formatDateTime(at, locale, timeZone),
    date: (at, timeZone) => formatDate(at, locale, timeZone),
    number: (value, fractionDigits) => formatNumber(value, locale, fractionDigits),
  };
}

/** The console's formatters in the language the reader chose; a new set only when that language changes. */
export function useFormatting(): Formatting {
  const { locale } = useI18n();
  return useMemo(() => formattingFor(locale), [locale]);
}
