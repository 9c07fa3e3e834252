import { registrationContracts as contracts } from '@shared/contracts/identity.js';
import { ApiError, call } from '@/api/http-client.js';

/*
 * Self-registration calls (spec doc 1 §7). All public: sent without a bearer
 * token. Answers are typed by their contracts, not parsed (no zod in the
 * browser; the server validates).
 */

export type UniqueField = 'username' | 'email' | 'phone';

/** `POST /api-user/{usernameUnique|emailUnique|phoneUnique}/{value}`: true when nobody holds the value yet. */
export async function isUnique(field: UniqueField, value: string): Promise<boolean> {
  switch (field) {
    case 'username':
      return call(contracts.usernameUnique, { params: { username: value }, anonymous: true });
    case 'email':
      return call(contracts.emailUnique, { params: { email: value }, anonymous: true });
    case 'phone':
      return call(contracts.phoneUnique, { params: { phone: value }, anonymous: true });
  }
}

/**
 * `GET /api-user/verificationCodes?phone=`: sends a code by SMS. Returns the
 * seconds before another may be requested; a 429 (asked too soon) is not a
 * failure but the seconds the server still wants to wait.
 */
export async function sendVerificationCode(phone: string, defaultSeconds: number): Promise<number> {
  try {
    return (await call(contracts.verificationCodes, { query: { phone }, anonymous: true })).resendAfterSeconds;
  } catch (error) {
    const retry = (error as ApiError & { body: { retryAfterSeconds?: unknown } }).body?.retryAfterSeconds;
    if (error instanceof ApiError && error.status === 429) return typeof retry === 'number' ? retry : defaultSeconds;
    throw error;
  }
}

/**
 * `POST /api-user/verificationCodesCheck/{code}?phone=`: undefined when the
 * code is valid, else the server's reason (the message when it gives none).
 * Network and server failures are thrown.
 */
export async function checkVerificationCode(phone: string, code: string): Promise<string | undefined> {
  try {
    await call(contracts.verificationCodesCheck, { params: { code }, query: { phone }, anonymous: true });
    return undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const reason = (error.body as { reason?: unknown }).reason;
      return typeof reason === 'string' && reason ? reason : error.message;
    }
    throw error;
  }
}

/** `POST /api-user/checkOldUser?phone=&email=`: true when phone and email belong to a removed account. */
export async function isOldUser(phone: string, email: string): Promise<boolean> {
  return call(contracts.checkOldUser, { query: { phone, email }, anonymous: true });
}

/** `POST /api-user/updateRemoveFlag?phone=&email=`: restores the removed account. */
export async function restoreOldUser(phone: string, email: string): Promise<void> {
  await call(contracts.updateRemoveFlag, { query: { phone, email }, anonymous: true });
}

export interface Registration {
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** `POST /backendUsers/`: creates the account; a 409 or 400 carries `fields` naming the offending inputs. */
export async function registerUser(registration: Registration): Promise<{ id: string; username: string }> {
  const { email, phone, password, username } = registration;
  return call(contracts.backendUsers, { body: { email, phone, password, username }, anonymous: true });
}
