/**
 * Rules of role applications, enterprise authorisations and function roles,
 * shared by the API schemas and the console (zod-free: the console bundle
 * carries no zod). See docs/privilege-applications.md.
 */

/** States of a role application: pending until reviewed or withdrawn by the applicant. */
export const ROLE_APPLICATION_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type RoleApplicationState = (typeof ROLE_APPLICATION_STATES)[number];

/** States of an enterprise authorisation request. */
export const ENTERPRISE_AUTH_STATES = ['PENDING', 'GRANTED', 'REJECTED'] as const;
export type EnterpriseAuthState = (typeof ENTERPRISE_AUTH_STATES)[number];

/** Which roles an application asks for: the current enterprise's, or the platform's (enterprise NIL_ID). */
export const APPLICATION_SCOPES = ['enterprise', 'platform'] as const;
export type ApplicationScope = (typeof APPLICATION_SCOPES)[number];

/** Most roles applied for in one call (each is its own application; one TransactWrite writes them all). */
export const ROLE_APPLICATION_MAX_ROLES = 10;
/** Longest reason of an application or of a rejection. */
export const GRANT_REASON_MAX_LENGTH = 500;
/** Most roles a user can hold in one enterprise after a change on the assign screens (one TransactWrite). */
export const USER_ROLES_MAX = 20;
/** Page sizes of the application and review lists. */
export const GRANT_PAGE_SIZES = [10, 20, 30] as const;

/**
 * An application code (document 2's applications are not built yet): letters,
 * digits, `-` and `_`, starting with a letter. Checked against the application
 * catalogue once that exists.
 */
export const APP_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{1,63}$/;
/** A privilege code of an application (`view`, `deploy`, `data-read`...). */
export const AUTH_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_:-]{0,39}$/;
/** Most privileges in one authorisation request. */
export const AUTH_LIST_MAX = 20;
/** Most authorisation requests in one `POST /api-user/authWithEnterprises`. */
export const AUTH_REQUESTS_MAX = 10;

/** The platform-wide function roles (the `FROLE#` items loadCaller reads). */
export const FUNCTION_ROLE_CODES = ['platform-admin', 'auditor'] as const;
export type FunctionRoleCode = (typeof FUNCTION_ROLE_CODES)[number];
