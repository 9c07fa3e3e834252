/**
 * The nil identifier: stands for the platform, for "all roles", for all
 * applications and for the platform-wide namespace (spec doc 1 §1).
 */
export const NIL_ID = '00000000-0000-0000-0000-000000000000';

/** Default locale of the console (spec doc 1 §1). */
export const DEFAULT_LOCALE = 'cn';
export const LOCALES = ['cn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Code of the enterprise administrator role: created with every enterprise, held by whoever certified it. */
export const ENTERPRISE_ADMIN_ROLE_CODE = 'ENTERPRISE_ADMIN';
