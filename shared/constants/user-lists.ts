/**
 * Constants of the user and enterprise lists (spec doc 1 §9), zod-free so the
 * console shares them with the API schemas.
 */

/** Enterprise list: page size and the default creation-time range. */
export const ENTERPRISE_LIST_PAGE_SIZE = 5;
export const ENTERPRISE_LIST_FROM = '2001-01-01';
export const ENTERPRISE_LIST_TO = '2038-01-19';

/** Page size of the user and employee lists. */
export const USER_LIST_PAGE_SIZE = 10;
