import { QUOTA_UNITS } from './tenancy-rules.js';

/**
 * The enterprises' database service (docs/databases.md): what a database may be called and what it reserves of the
 * enterprise's `DATABASE_QUOTA`. Shared by the server (which checks and reserves) and the console (which checks the
 * same before submitting).
 */

/** A database's name as the enterprise gives it: a lower-case letter, then 2 to 40 lower-case letters, digits or `_`. */
export const DATABASE_NAME_PATTERN = /^[a-z][a-z0-9_]{2,40}$/;

/** What one database reserves of `DATABASE_QUOTA`, MB: one unit of database space (1,024 MB). */
export const DATABASE_RESERVATION_MB = QUOTA_UNITS.DATABASE_QUOTA.size;

/** The longest text the database name search takes. */
export const DATABASE_SEARCH_LENGTH = 41;

/** The texts of the service's refusals, both languages (the console shows the server's field messages). */
export const DATABASE_MESSAGES = {
  nameFormat: {
    en: 'A lower-case letter, then 2 to 40 lower-case letters, digits or underscores',
    cn: '以小写字母开头，其后为 2 到 40 个小写字母、数字或下划线',
  },
  nameTaken: { en: 'The enterprise already has a database of this name', cn: '本企业已有同名数据库' },
} as const;
