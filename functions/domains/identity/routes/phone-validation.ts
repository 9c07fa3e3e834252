import { phoneValidationContracts as contracts } from '../../../../shared/contracts/identity.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { recordPhoneValidation } from '../data/phone-validation.js';
import { getUserProfile } from '../data/user.js';
import { checkVerificationCode, deleteVerificationCode } from '../data/verification-code.js';
import { ACCOUNT_CODE_RULES, codeReasonError, issueAccountCode } from '../account-codes.js';
import { ConflictError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';

/** A validated sign-in stays validated as long as a Cognito refresh token lives (30 days). */
const VALIDATED_FOR_SECONDS = 30 * 24 * 3600;

/** The caller's own phone; every call of the check is about it, never a number from the client. */
function phoneOf(caller: Caller): string {
  if (!caller.phone) throw new ConflictError('This account has no phone number to validate');
  return caller.phone;
}

/**
 * The phone check of a sign-in (spec doc 1 §2 "Phone login validation
 * screen", §4, §7, §8). Users whose profile sets `phoneValidationRequired`
 * get 403 PhoneValidationRequired from every other call until
 * `/validateCode/{code}` succeeds for their sign-in (functions/lib/http/http-handler.ts).
 */
export const phoneValidationRoutes = [
  /** The tail of the caller's phone (last 4 digits, never the whole number) and whether this sign-in must be checked. */
  implement(contracts.getPhoneInfo, async ({ caller }) => {
    const profile = await getUserProfile({ userId: caller.userId });
    return {
      phoneTail: caller.phone ? caller.phone.slice(-4) : null,
      required: profile?.phoneValidationRequired === true,
      validated: caller.phoneValidationPending !== true,
    };
  }),
  /** Texts a sign-in code to the caller's own phone (the 120 s resend rule and the hourly limits of registration). */
  implement(contracts.mobileLoginVerificationCodes, async ({ caller, sourceIp }) => {
    const phone = phoneOf(caller);
    return issueAccountCode({ subject: phone, phone, purpose: 'LOGIN', sourceIp });
  }),
  /**
   * Checks the sign-in code (5 attempts per code). A valid code marks this
   * sign-in session as phone-validated and is used up; a wrong one is a 400
   * whose `reason` the console shows in the 验证码错误 modal.
   */
  implement(contracts.validateCode, async ({ caller, params }) => {
    const phone = phoneOf(caller);
    if (!caller.sessionKey) throw new ValidationError('The token names no sign-in session (auth_time)');
    const result = await checkVerificationCode({
      phone,
      code: params.code,
      purpose: 'LOGIN',
      maxAttempts: ACCOUNT_CODE_RULES.maxAttempts,
      verifiedForSeconds: ACCOUNT_CODE_RULES.verifiedForSeconds,
    });
    if (!result.valid) throw codeReasonError(result.reason, 'path.code');
    await recordPhoneValidation({
      userId: caller.userId,
      sessionKey: caller.sessionKey,
      validForSeconds: VALIDATED_FOR_SECONDS,
    });
    await deleteVerificationCode({ phone, purpose: 'LOGIN' });
    return { validated: true as const };
  }),
];
