/** Menu rules shared by the zod schemas and the console (zod-free for the browser bundle). */

/** A privilege code: a letter, then letters, digits, `_` or `-`. */
export const MENU_PRIVILEGE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*$/;
export const MENU_NAME_MAX_LENGTH = 64;
