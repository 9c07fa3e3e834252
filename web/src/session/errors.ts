import type { MessageKey } from '@/i18n/messages.js';

/** Login error codes of spec doc 1 §8. */
export const LOGIN_ERROR_CODES = [
  'error/network',
  'error/not_auth',
  'error/bad_request',
  'error/fetch_enterprises_error',
  'error/fetch_current_enterprise_error',
  'error/fetch_roles_error',
  'error/query_TGT_failed',
  'error/ip_changed',
  'error/fetch_cas_url_error',
  'error/cas_logout_error',
  'error/foundation_logout_error',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/**
 * Network and not-authenticated failures are only recorded; every other code
 * ends the session and marks it expired (spec doc 1 §8).
 */
export function expiresSession(code: LoginErrorCode): boolean {
  return code !== 'error/network' && code !== 'error/not_auth';
}

/** Catalogue key describing a login error code. */
export function loginErrorKey(code: LoginErrorCode): MessageKey {
  return `login.error.${code.slice('error/'.length)}` as MessageKey;
}

/**
 * The reason text of the expired-session modal (spec doc 1 §8). The reason
 * may be a login error code or the server's words (error or message of a 401
 * body); matching ignores case, spaces and underscores.
 */
export function expiredReasonKey(reason: string | undefined): MessageKey {
  const normalised = (reason ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  if (normalised.includes('logintimeout') || normalised.includes('sessiontimeout')) {
    return 'session.expired.timeout';
  }
  if (normalised.includes('querytgtfailed')) return 'session.expired.tgt';
  if (normalised.includes('ipchanged')) return 'session.expired.ip';
  return 'session.expired.other';
}
