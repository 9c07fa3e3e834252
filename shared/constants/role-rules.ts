/**
 * Rules of roles shared by the API schemas and the console (zod-free: the
 * console bundle carries no zod).
 */

/** Longest role name. */
export const ROLE_NAME_MAX_LENGTH = 50;
/** Longest role description. */
export const ROLE_DESCRIPTION_MAX_LENGTH = 200;
/** Role list page sizes offered by the console (spec doc 1: 10 by default, 10/20/30). */
export const ROLE_PAGE_SIZES = [10, 20, 30] as const;
/** Most users given a role in one call (one TransactWrite checks each membership and writes each assignment). */
export const ROLE_USERS_MAX = 40;
/** Name of the role the console does not let anyone select (spec doc 1: "Disabled User"). */
export const DISABLED_USER_ROLE_NAME = 'Disabled User';
/** Largest role page: the privilege screen loads every role with page=0&size=1000 (spec doc 1 §9). */
export const ROLE_LIST_MAX_SIZE = 1000;
