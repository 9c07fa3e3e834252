import type { Locale } from '@shared/constants/ids.js';

/** An ISO time as `YYYY-MM-DD HH:mm` in the browser's time zone ('-' when absent or unreadable). */
export function formatTime(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '-';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A text to show in a cell: '-' for an absent or empty value. */
export const orDash = (value: string | number | undefined): string =>
  value === undefined || value === '' ? '-' : String(value);

/** An ISO time as a date and time with seconds in the console's language ('-' when absent or unreadable). */
export function formatDateTime(iso: string | undefined, locale: Locale): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '-';
  return date.toLocaleString(locale === 'en' ? 'en-GB' : 'zh-CN', { hour12: false });
}

/** An epoch-milliseconds time as a date and time with seconds in the console's language ('-' when absent). */
export function formatEpochMs(ms: number | undefined, locale: Locale): string {
  const date = ms === undefined ? undefined : new Date(ms);
  return date && !Number.isNaN(date.getTime()) ? formatDateTime(date.toISOString(), locale) : '-';
}
