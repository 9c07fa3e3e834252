import {
  accountRecoveryContracts as recovery,
  accountRegistrationContracts as privateRegistration,
  phoneValidationContracts as phoneValidation,
} from '@shared/contracts/identity.js';
import type { PhoneInfo } from '@shared/schemas/account.js';
import { ApiError, call } from '@/api/http-client.js';

/*
 * Account recovery, the sign-in phone check and private registration
 * (docs/account-recovery.md). Recovery and registration calls are public (no
 * bearer token); the phone check runs with the just-signed-in user's token.
 * Answers are typed by their contracts, not parsed (no zod in the browser).
 */

/** A password reset names its account by phone or by username. */
export type AccountIdentifier = { phone: string } | { username: string };

/** The seconds a 429 asks to wait, else undefined (the server did not say). */
function retryAfter(error: ApiError): number | undefined {
  const seconds = (error.body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : undefined;
}

/**
 * Sends a code request; returns the seconds before the next one. A 429 (asked too soon) is not a failure but the
 * seconds the server still wants to wait (`fallback` when it does not say).
 */
async function requestCode(send: () => Promise<{ resendAfterSeconds: number }>, fallback: number): Promise<number> {
  try {
    return (await send()).resendAfterSeconds;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return retryAfter(error) ?? fallback;
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
  return requestCode(() => call(recovery.passwordResetCodes, { query: account, anonymous: true }), fallbackSeconds);
}

/** `POST /api-user/passwordResetCodesCheck/{code}?phone=|username=`: throws the server's answer when the code is not valid. */
export async function checkPasswordResetCode(account: AccountIdentifier, code: string): Promise<void> {
  await call(recovery.passwordResetCodesCheck, { params: { code }, query: account, anonymous: true });
}

/** `POST /api-user/passwordResets`: sets the new password; every session of the account is signed out. */
export async function resetPassword(account: AccountIdentifier, code: string, password: string): Promise<void> {
  await call(recovery.passwordResets, { body: { ...account, code, password }, anonymous: true });
}

/** `GET /api-user/usernameRecoveryCodes?phone=`. */
export function sendUsernameRecoveryCode(phone: string, fallbackSeconds: number): Promise<number> {
  return requestCode(
    () => call(recovery.usernameRecoveryCodes, { query: { phone }, anonymous: true }),
    fallbackSeconds,
  );
}

/** `POST /api-user/usernameRecoveries`: the username of the phone's account. */
export async function recoverUsername(phone: string, code: string): Promise<string> {
  return (await call(recovery.usernameRecoveries, { body: { phone, code }, anonymous: true })).username;
}

export type { PhoneInfo };

/** `GET /login-validate/getPhoneInfo`: the tail of the signed-in user's phone and whether this sign-in must be checked. */
export async function getPhoneInfo(): Promise<PhoneInfo> {
  return call(phoneValidation.getPhoneInfo, { silentUnauthorized: true });
}

/** `GET /login-validate/mobileLoginVerificationCodes`: texts a sign-in code to the user's own phone. */
export function sendLoginCode(fallbackSeconds: number): Promise<number> {
  return requestCode(() => call(phoneValidation.mobileLoginVerificationCodes), fallbackSeconds);
}

/** `POST /validateCode/{code}`: validates this sign-in; throws the server's answer for a wrong code. */
export async function validateLoginCode(code: string): Promise<void> {
  await call(phoneValidation.validateCode, { params: { code }, silentUnauthorized: true });
}

/** `POST /api-user/privateRegistrations`: registers with username, e-mail and password; a link is e-mailed. */
export async function registerPrivate(registration: {
  username: string;
  email: string;
  password: string;
}): Promise<void> {
  await call(privateRegistration.privateRegistrations, { body: registration, anonymous: true });
}

/** `POST /api-user/emailVerificationResends`: e-mails a new link; returns the seconds before the next. */
export async function resendVerificationEmail(email: string, fallbackSeconds: number): Promise<number> {
  return requestCode(
    () => call(privateRegistration.emailVerificationResends, { body: { email }, anonymous: true }),
    fallbackSeconds,
  );
}

export type EmailTokenFailure = 'invalid' | 'expired' | 'used' | 'other';

/** `POST /api-user/emailVerifications`: the activated username, or why the link failed. */
export async function verifyEmailToken(token: string): Promise<{ username: string } | { failure: EmailTokenFailure }> {
  try {
    const { username } = await call(privateRegistration.emailVerifications, { body: { token }, anonymous: true });
    return { username };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isNetwork) return { failure: 'other' };
    const failure = (error.body as { failure?: unknown }).failure;
    if (failure === 'expired' || failure === 'used' || failure === 'invalid') return { failure };
    return { failure: error.status === 400 ? 'invalid' : 'other' };
  }
}
