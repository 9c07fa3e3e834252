import { ApiError, request } from '@/api/http-client.js';

/*
 * Self-registration calls (spec doc 1 §7). All public: sent without a bearer
 * token. Answers are read defensively instead of parsed with zod (no zod in
 * the browser; the server validates).
 */

export type UniqueField = 'username' | 'email' | 'phone';

/** `POST /api-user/{usernameUnique|emailUnique|phoneUnique}/{value}`: true when nobody holds the value yet. */
export async function isUnique(field: UniqueField, value: string): Promise<boolean> {
  const body = await request('POST', `/api-user/${field}Unique/${encodeURIComponent(value)}`, { anonymous: true });
  return body === true;
}

/**
 * `GET /api-user/verificationCodes?phone=`: sends a code by SMS. Returns the
 * seconds before another may be requested; a 429 (asked too soon) is not a
 * failure but the seconds the server still wants to wait.
 */
export async function sendVerificationCode(phone: string, defaultSeconds: number): Promise<number> {
  try {
    const body = await request<{ resendAfterSeconds?: unknown }>('GET', '/api-user/verificationCodes', {
      query: { phone },
      anonymous: true,
    });
    return typeof body?.resendAfterSeconds === 'number' ? body.resendAfterSeconds : defaultSeconds;
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
    await request('POST', `/api-user/verificationCodesCheck/${encodeURIComponent(code)}`, {
      query: { phone },
      anonymous: true,
    });
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
  return (await request('POST', '/api-user/checkOldUser', { query: { phone, email }, anonymous: true })) === true;
}

/** `POST /api-user/updateRemoveFlag?phone=&email=`: restores the removed account. */
export async function restoreOldUser(phone: string, email: string): Promise<void> {
  await request('POST', '/api-user/updateRemoveFlag', { query: { phone, email }, anonymous: true });
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
  return request('POST', '/backendUsers/', { body: { email, phone, password, username }, anonymous: true });
}
