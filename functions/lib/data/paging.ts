import type { PageOf } from '../../../shared/schemas/user.js';
import type { OffsetPage } from './offset-page.js';
import { isStorageKey } from './storage-keys.js';

/** A page of items plus the opaque cursor of the next page (absent on the last page). */
export interface Page<T> {
  readonly items: T[];
  readonly cursor?: string;
}

/** Strips the table's own attributes (`isStorageKey`) from a stored item before it leaves the API. */
export function withoutKeys<T extends Record<string, unknown>>(
  item: T,
): Omit<T, 'pk' | 'sk' | `gsi${number}pk` | `gsi${number}sk` | 'expiresAt' | 'entity'> {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !isStorageKey(name))) as never;
}

/** Reads every page of a cursor-paged access pattern (an enterprise's members, a role's holders or roles). */
export async function readAllPages<T>(read: (cursor?: string) => Promise<Page<T>>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

/** Builds the spec's page shape (doc 1 §1) from a page's rows. */
export function pageOf<T>(content: T[], totalElements: number, pageNumber: number, pageSize: number): PageOf<T> {
  return { content, totalElements, number: pageNumber, size: pageSize, pageable: { pageNumber, pageSize } };
}

/** The rows of zero-based page `page` of `size`, as the window an offset-paged access pattern reads. */
export function pageWindow(page: number, size: number): { offset: number; limit: number } {
  return { offset: page * size, limit: size };
}

/** Reads page `page` of `size` through an offset-paged access pattern and maps its rows into the spec's page shape. */
export async function readNumberedPage<R, T>(
  page: number,
  size: number,
  read: (window: { offset: number; limit: number }) => Promise<OffsetPage<R>>,
  toItem: (row: R) => T,
): Promise<PageOf<T>> {
  const rows = await read(pageWindow(page, size));
  return pageOf(rows.items.map(toItem), rows.total, page, size);
}

/** Page `page` of `size` of rows already in memory, mapped into the spec's page shape. */
export function slicePage<R, T>(rows: readonly R[], page: number, size: number, toItem: (row: R) => T): PageOf<T> {
  const start = page * size;
  return pageOf(rows.slice(start, start + size).map(toItem), rows.length, page, size);
}
