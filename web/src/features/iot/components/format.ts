import type { Locale } from '@shared/constants/ids.js';

/** A time (ISO or epoch ms) as date and time with seconds in the console's language; '-' when absent. */
export function formatAt(at: string | number | undefined, locale: Locale): string {
  const date = at === undefined ? undefined : new Date(at);
  if (!date || Number.isNaN(date.getTime())) return '-';
  return date.toLocaleString(locale === 'en' ? 'en-GB' : 'zh-CN', { hour12: false });
}

/** A reading's value as a cell shows it: '-' before the first reading. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  return String(value);
}

/** A text for a cell: '-' when absent or empty. */
export const orDash = (value: string | number | undefined): string =>
  value === undefined || value === '' ? '-' : String(value);
