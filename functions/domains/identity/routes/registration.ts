import { registrationContracts as contracts } from '../../../../shared/contracts/identity.js';
import { randomInt } from 'node:crypto';
import { RESEND_AFTER_SECONDS, VERIFICATION_CODE_LENGTH } from '../../../../shared/constants/registration-rules.js';
import { consumeHourlyLimits, consumeRateLimit } from '../data/rate-limit.js';
import {
  createUserProfile,
  findOwnerOfUnique,
  getUserProfile,
  restoreRemovedUser,
  newUserRecord,
  type UserRecord,
} from '../data/user.js';
import {
  checkVerificationCode,
  deleteVerificationCode,
  isPhoneVerified,
  storeVerificationCode,
} from '../data/verification-code.js';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { createCognitoUser, writeOrDropCognitoUser } from '../data/cognito-users.js';
import { sendSms } from '../../../lib/notify/sms.js';
import { recordSmsSend } from '../../statistics/index.js';
import { REGISTRATION_CODE_RULES } from '../account-codes.js';

/** Code validity, verification validity, attempts and send limits (spec doc 1 §9 plus abuse limits). */
const {
  validForSeconds: CODE_VALID_SECONDS,
  verifiedForSeconds: VERIFIED_FOR_SECONDS,
  maxAttempts: MAX_CODE_ATTEMPTS,
  sendsPerPhonePerHour: SENDS_PER_PHONE_PER_HOUR,
  sendsPerAddressPerHour: SENDS_PER_ADDRESS_PER_HOUR,
} = REGISTRATION_CODE_RULES;
/**
 * Uniqueness checks per client address per minute, the three routes together: a person filling in the form
 * checks a few values; a burst that enumerates accounts is refused (429 with Retry-After).
 */
export const UNIQUE_CHECKS_PER_ADDRESS_PER_MINUTE = 30;

/** Digits and upper-case letters without the look-alikes 0/O, 1/I/L. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const NOT_VERIFIED_REASON = '手机号未验证或验证已过期，请重新获取验证码';

const newCode = () =>
  Array.from({ length: VERIFICATION_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** 400 carrying the `reason` the console shows (spec doc 1 §7). */
const reasonError = (reason: string, field: string) =>
  new ValidationError(reason, [{ field, message: reason }], { reason });

/** The removed account owning both the phone and the email, or undefined. */
async function findRemovedAccount(phone: string, email: string): Promise<UserRecord | undefined> {
  const [phoneOwner, emailOwner] = await Promise.all([
    findOwnerOfUnique({ kind: 'phone', value: phone }),
    findOwnerOfUnique({ kind: 'email', value: email }),
  ]);
  if (!phoneOwner || phoneOwner !== emailOwner) return undefined;
  const profile = await getUserProfile({ userId: phoneOwner });
  return profile?.removed === true ? profile : undefined;
}

/** Counts one uniqueness check against the client address's limit. */
const consumeUniqueCheck = (sourceIp: string) =>
  consumeRateLimit({
    scope: 'unique-address',
    subject: sourceIp,
    limit: UNIQUE_CHECKS_PER_ADDRESS_PER_MINUTE,
    windowSeconds: 60,
  });

/** Answers whether nobody holds the value yet, after counting the check against the caller's address. */
async function isFree(kind: 'username' | 'email' | 'phone', value: string, sourceIp: string): Promise<boolean> {
  await consumeUniqueCheck(sourceIp);
  return (await findOwnerOfUnique({ kind, value })) === undefined;
}

export const registrationRoutes = [
  /**
   * Uniqueness checks of the registration form (one marker Get each): true means the value is free.
   * Limited per client address (`UNIQUE_CHECKS_PER_ADDRESS_PER_MINUTE`), so they cannot enumerate accounts.
   */
  implement(contracts.usernameUnique, async ({ params, sourceIp }) => isFree('username', params.username, sourceIp)),
  implement(contracts.emailUnique, async ({ params, sourceIp }) => isFree('email', params.email, sourceIp)),
  implement(contracts.phoneUnique, async ({ params, sourceIp }) => isFree('phone', params.phone, sourceIp)),
  /**
   * Sends a registration code by SMS. The address and phone counters are
   * consumed first, so a refused resend also counts against the hourly limits.
   */
  implement(contracts.verificationCodes, async ({ query, sourceIp }) => {
    // The SMS log (docs/statistics.md) records each send: sent, failed, or refused by a limit.
    const logSms = (result: 'sent' | 'limited' | 'failed', code?: string) =>
      recordSmsSend({ purpose: 'REGISTER', phone: query.phone, code, result, sourceIp });
    try {
      await consumeHourlyLimits(
        { scope: 'sms-address', subject: sourceIp, limit: SENDS_PER_ADDRESS_PER_HOUR },
        { scope: 'sms-phone', subject: query.phone, limit: SENDS_PER_PHONE_PER_HOUR },
      );
    } catch (error) {
      if (error instanceof TooManyRequestsError) await logSms('limited');
      throw error;
    }
    const code = newCode();
    await storeVerificationCode({
      phone: query.phone,
      code,
      validForSeconds: CODE_VALID_SECONDS,
      resendAfterSeconds: RESEND_AFTER_SECONDS,
    });
    try {
      await sendSms({
        phone: query.phone,
        message: `您的注册验证码是 ${code}，${CODE_VALID_SECONDS / 60} 分钟内有效。Your registration code is ${code}.`,
      });
    } catch (error) {
      await Promise.all([deleteVerificationCode({ phone: query.phone, code }), logSms('failed', code)]);
      throw error;
    }
    await logSms('sent', code);
    return { sent: true as const, resendAfterSeconds: RESEND_AFTER_SECONDS };
  }),
  /** Checks a code; a valid one verifies the phone for registration or restore for 30 minutes. */
  implement(contracts.verificationCodesCheck, async ({ params, query }) => {
    const result = await checkVerificationCode({
      phone: query.phone,
      code: params.code,
      maxAttempts: MAX_CODE_ATTEMPTS,
      verifiedForSeconds: VERIFIED_FOR_SECONDS,
    });
    if (!result.valid) throw reasonError(result.reason, 'path.code');
    return { valid: true as const };
  }),
  /** Whether a removed account owns both the phone and the email. */
  implement(
    contracts.checkOldUser,
    async ({ query }) => (await findRemovedAccount(query.phone, query.email)) !== undefined,
  ),
  /** Restores the removed account owning the phone and email; the phone must have been verified by a code. */
  implement(contracts.updateRemoveFlag, async ({ query }) => {
    if (!(await isPhoneVerified({ phone: query.phone, withinSeconds: VERIFIED_FOR_SECONDS }))) {
      throw reasonError(NOT_VERIFIED_REASON, 'query.phone');
    }
    const account = await findRemovedAccount(query.phone, query.email);
    if (!account || !(await restoreRemovedUser({ userId: account.userId }))) {
      throw new NotFoundError('No removed account with this phone and email');
    }
    await deleteVerificationCode({ phone: query.phone });
    return { restored: true as const };
  }),
  /**
   * Registers a user: Cognito user first (the id is its sub), then profile and
   * unique markers in one transaction; a taken value deletes the Cognito user
   * again so a failure leaves nothing behind.
   */
  implement(contracts.backendUsers, async ({ body }) => {
    if (!(await isPhoneVerified({ phone: body.phone, withinSeconds: VERIFIED_FOR_SECONDS }))) {
      throw reasonError(NOT_VERIFIED_REASON, 'body.phone');
    }
    const userId = await createCognitoUser(body);
    await writeOrDropCognitoUser(
      body.username,
      () =>
        createUserProfile({
          user: newUserRecord(userId, body, new Date().toISOString()),
        }),
      'first',
    );
    await deleteVerificationCode({ phone: body.phone });
    return { id: userId, username: body.username };
  }),
];
