import { ApiError, request } from '@/api/http-client.js';

/*
 * Account recovery, the sign-in phone check and private registration
 * (docs/account-recovery.md). Recovery and registration calls are public (no
 * bearer token); the phone check runs with the just-signed-in user's token.
 * Answers are read defensively instead of parsed with zod (no zod in the browser).
 */

/** A password reset names its account by phone or by username. */
export type AccountIdentifier = { phone: string } | { username: string };

/** The seconds a 429 asks to wait, else undefined (the error is not a resend refusal). */
function retryAfter(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = (error.body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/** Sends a code request; returns the seconds before the next one (a 429 only says how long to wait still). */
async function requestCode(path: string, query: Record<string, string>, anonymous: boolean, fallback: number) {
  try {
    const body = await request<{ resendAfterSeconds?: unknown }>('GET', path, { query, anonymous });
    return typeof body?.resendAfterSeconds === 'number' ? body.resendAfterSeconds : fallback;
  } catch (error) {
    const wait = retryAfter(error);
    if (wait !== undefined) return wait;
    throw error;
  }
}

/** The server's `reason` of a 4xx answer (the message when it gives none); other failures are thrown. */
export function reasonOf(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const reason = (error.body as { reason?: unknown }).reason;
    return typeof reason === 'string' && reason ? reason : error.message;
  }
  return undefined;
}

/** `GET /api-user/passwordResetCodes?phone=|username=`: texts a reset code to the account's phone. */
export function sendPasswordResetCode(account: AccountIdentifier, fallbackSeconds: number): Promise<number> {
  return requestCode('/api-user/passwordResetCodes', account, true, fallbackSeconds);
}

/** `POST /api-user/passwordResetCodesCheck/{code}?phone=|username=`: throws the server's answer when the code is not valid. */
export async function checkPasswordResetCode(account: AccountIdentifier, code: string): Promise<void> {
  await request('POST', `/api-user/passwordResetCodesCheck/${encodeURIComponent(code)}`, {
    query: account,
    anonymous: true,
  });
}

/** `POST /api-user/passwordResets`: sets the new password; every session of the account is signed out. */
export async function resetPassword(account: AccountIdentifier, code: string, password: string): Promise<void> {
  await request('POST', '/api-user/passwordResets', { body: { ...account, code, password }, anonymous: true });
}

/** `GET /api-user/usernameRecoveryCodes?phone=`. */
export function sendUsernameRecoveryCode(phone: string, fallbackSeconds: number): Promise<number> {
  return requestCode('/api-user/usernameRecoveryCodes', { phone }, true, fallbackSeconds);
}

/** `POST /api-user/usernameRecoveries`: the username of the phone's account. */
export async function recoverUsername(phone: string, code: string): Promise<string> {
  const body = await request<{ username?: unknown }>('POST', '/api-user/usernameRecoveries', {
    body: { phone, code },
    anonymous: true,
  });
  return typeof body?.username === 'string' ? body.username : '';
}

export interface PhoneInfo {
  phoneTail: string | null;
  required: boolean;
  validated: boolean;
}

/** `GET /login-validate/getPhoneInfo`: the tail of the signed-in user's phone and whether this sign-in must be checked. */
export async function getPhoneInfo(): Promise<PhoneInfo> {
  const body = await request<Partial<PhoneInfo>>('GET', '/login-validate/getPhoneInfo', { silentUnauthorized: true });
  return {
    phoneTail: typeof body?.phoneTail === 'string' ? body.phoneTail : null,
    required: body?.required === true,
    validated: body?.validated !== false,
  };
}

/** `GET /login-validate/mobileLoginVerificationCodes`: texts a sign-in code to the user's own phone. */
export function sendLoginCode(fallbackSeconds: number): Promise<number> {
  return requestCode('/login-validate/mobileLoginVerificationCodes', {}, false, fallbackSeconds);
}

/** `POST /validateCode/{code}`: validates this sign-in; throws the server's answer for a wrong code. */
export async function validateLoginCode(code: string): Promise<void> {
  await request('POST', `/validateCode/${encodeURIComponent(code)}`, { silentUnauthorized: true });
}

/** `POST /api-user/privateRegistrations`: registers with username, e-mail and password; a link is e-mailed. */
export async function registerPrivate(registration: {
  username: string;
  email: string;
  password: string;
}): Promise<void> {
  await request('POST', '/api-user/privateRegistrations', { body: registration, anonymous: true });
}

/** `POST /api-user/emailVerificationResends`: e-mails a new link; returns the seconds before the next. */
export async function resendVerificationEmail(email: string, fallbackSeconds: number): Promise<number> {
  try {
    const body = await request<{ resendAfterSeconds?: unknown }>('POST', '/api-user/emailVerificationResends', {
      body: { email },
      anonymous: true,
    });
    return typeof body?.resendAfterSeconds === 'number' ? body.resendAfterSeconds : fallbackSeconds;
  } catch (error) {
    const wait = retryAfter(error);
    if (wait !== undefined) return wait;
    throw error;
  }
}

export type EmailTokenFailure = 'invalid' | 'expired' | 'used' | 'other';

/** `POST /api-user/emailVerifications`: the activated username, or why the link failed. */
export async function verifyEmailToken(token: string): Promise<{ username: string } | { failure: EmailTokenFailure }> {
  try {
    const body = await request<{ username?: unknown }>('POST', '/api-user/emailVerifications', {
      body: { token },
      anonymous: true,
    });
    return { username: typeof body?.username === 'string' ? body.username : '' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isNetwork) return { failure: 'other' };
    const failure = (error.body as { failure?: unknown }).failure;
    if (failure === 'expired' || failure === 'used' || failure === 'invalid') return { failure };
    return { failure: error.status === 400 ? 'invalid' : 'other' };
  }
}
