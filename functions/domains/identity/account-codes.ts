import { randomInt } from 'node:crypto';
import type { AccountCodeSent } from '../../../shared/schemas/account.js';
import { RESEND_AFTER_SECONDS, VERIFICATION_CODE_LENGTH } from '../../../shared/constants/registration-rules.js';
import { consumeHourlyLimits } from './data/rate-limit.js';
import { deleteVerificationCode, storeVerificationCode, type CodePurpose } from './data/verification-code.js';
import { TooManyRequestsError, ValidationError } from '../../lib/errors.js';
import { sendSms } from '../../lib/notify/sms.js';
import { recordSmsSend } from '../statistics/index.js';

/**
 * SMS codes of account recovery and of the sign-in phone check: the same
 * code length, 120 s resend rule, validity, attempts and hourly send limits
 * as registration (spec doc 1 §4, §9; docs/authorization.md), each purpose in
 * its own code item so codes never satisfy another purpose.
 */
export const ACCOUNT_CODE_RULES = {
  validForSeconds: 10 * 60,
  /** How long a checked code lets the next step of its flow (the new password) go ahead. */
  verifiedForSeconds: 30 * 60,
  maxAttempts: 5,
  sendsPerPhonePerHour: 5,
  sendsPerAddressPerHour: 20,
} as const;

/**
 * Registration's code rules (routes/registration.ts): the validity, attempts and hourly send limits of its codes,
 * and how long a checked code lets registration go ahead. They are the account codes' (spec doc 1 §9): one object,
 * so the two cannot drift apart; the SMS log shows them per flow.
 */
export const REGISTRATION_CODE_RULES = ACCOUNT_CODE_RULES;

/** Digits and upper-case letters without the look-alikes 0/O, 1/I/L (as registration). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const newCode = () =>
  Array.from({ length: VERIFICATION_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** What each purpose's SMS says; `{code}` and `{minutes}` are filled in. */
const SMS_TEXTS: Record<Exclude<CodePurpose, 'REGISTER'>, string> = {
  RESET: '您的重置密码验证码是 {code}，{minutes} 分钟内有效。Your password reset code is {code}.',
  USERNAME: '您的找回用户名验证码是 {code}，{minutes} 分钟内有效。Your username recovery code is {code}.',
  LOGIN: '您的登录验证码是 {code}，{minutes} 分钟内有效。Your sign-in code is {code}.',
};

/** The text of a purpose's code message (SMS, or the e-mail of an account without a phone). */
export function accountCodeText(purpose: Exclude<CodePurpose, 'REGISTER'>, code: string): string {
  return SMS_TEXTS[purpose]
    .replaceAll('{code}', code)
    .replaceAll('{minutes}', String(ACCOUNT_CODE_RULES.validForSeconds / 60));
}

/**
 * Issues a code for `subject` (the phone, or a stand-in for an account without
 * one) and texts it to `phone` when there is one, else hands it to `deliver`
 * (an e-mail) when given. The address and subject
 * counters are consumed first, so a refused resend counts too; the code item
 * is written in every case so that an unknown account gets exactly the same
 * answers (including the 120 s rule) as a known one, but a code that was
 * never sent can never be checked successfully by anyone but a guesser.
 */
export async function issueAccountCode(options: {
  subject: string;
  phone: string | undefined;
  purpose: Exclude<CodePurpose, 'REGISTER'>;
  sourceIp: string;
  deliver?: (code: string) => Promise<void>;
}): Promise<AccountCodeSent> {
  // The SMS log (docs/statistics.md) records the sends to a phone: sent, failed, or refused by a limit.
  const logSms = (result: 'sent' | 'limited' | 'failed', code?: string) =>
    options.phone
      ? recordSmsSend({ purpose: options.purpose, phone: options.phone, code, result, sourceIp: options.sourceIp })
      : Promise.resolve();
  try {
    await consumeHourlyLimits(
      { scope: 'sms-address', subject: options.sourceIp, limit: ACCOUNT_CODE_RULES.sendsPerAddressPerHour },
      { scope: 'sms-phone', subject: options.subject, limit: ACCOUNT_CODE_RULES.sendsPerPhonePerHour },
    );
  } catch (error) {
    if (error instanceof TooManyRequestsError) await logSms('limited');
    throw error;
  }
  const code = newCode();
  await storeVerificationCode({
    phone: options.subject,
    code,
    purpose: options.purpose,
    validForSeconds: ACCOUNT_CODE_RULES.validForSeconds,
    resendAfterSeconds: RESEND_AFTER_SECONDS,
  });
  const phone = options.phone;
  const deliver = phone
    ? () => sendSms({ phone, message: accountCodeText(options.purpose, code) })
    : options.deliver && (() => options.deliver!(code));
  if (deliver) {
    try {
      await deliver();
    } catch (error) {
      await Promise.all([
        deleteVerificationCode({ phone: options.subject, code, purpose: options.purpose }),
        logSms('failed', code),
      ]);
      throw error;
    }
    await logSms('sent', code);
  }
  return { sent: true, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

/** 400 carrying the `reason` the console shows (as registration's code check). */
export const codeReasonError = (reason: string, field: string) =>
  new ValidationError(reason, [{ field, message: reason }], { reason });
