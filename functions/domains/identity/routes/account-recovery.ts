import { accountRecoveryContracts as contracts } from '../../../../shared/contracts/identity.js';
import { type AccountIdentifier } from '../../../../shared/schemas/account.js';
import { recordSignOut } from '../data/session.js';
import { findOwnerOfUnique, getUserProfile, type UserRecord } from '../data/user.js';
import {
  CODE_REASONS,
  checkVerificationCode,
  deleteVerificationCode,
  isPhoneVerified,
} from '../data/verification-code.js';
import { ACCOUNT_CODE_RULES, accountCodeText, codeReasonError, issueAccountCode } from '../account-codes.js';
import { signOutTiming } from '../sign-out.js';
import { ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { setPermanentPassword } from '../data/cognito-passwords.js';
import { globalSignOut } from '../data/cognito-users.js';
import { sendEmail } from '../../../lib/notify/email.js';

/** Shown when the final step comes without a recent successful check of its code. */
const NOT_VERIFIED_REASON = '验证码未验证或已过期，请重新获取验证码';

/**
 * An account named by phone or username, resolved through the uniqueness
 * markers. `subject` keys its code item: the account's phone, or for an
 * unknown (removed, phone-less) account the value asked for, so that unknown
 * accounts get the same answers and limits without anything being sent.
 */
interface ResolvedAccount {
  subject: string;
  profile?: UserRecord;
}

async function resolveAccount(identifier: AccountIdentifier): Promise<ResolvedAccount> {
  const byPhone = 'phone' in identifier;
  const ownerId = await findOwnerOfUnique(
    byPhone ? { kind: 'phone', value: identifier.phone } : { kind: 'username', value: identifier.username },
  );
  const profile = ownerId ? await getUserProfile({ userId: ownerId }) : undefined;
  if (profile && !profile.removed && profile.phone) return { subject: profile.phone, profile };
  const subject = byPhone ? identifier.phone : `user:${identifier.username.toLowerCase()}`;
  // A private (e-mail registered) account has no phone: its codes go by e-mail, keyed like an unknown username.
  if (profile && !profile.removed && profile.email && !byPhone) return { subject, profile };
  return { subject };
}

/**
 * Checks a code sent to the account (5 attempts per code) and answers its profile; a wrong, expired or used code,
 * or one for an unknown account (which never gets one), is a 400 on `field`.
 */
async function checkAccountCode(
  account: ResolvedAccount,
  code: string,
  purpose: 'RESET' | 'USERNAME',
  field: string,
): Promise<UserRecord> {
  const result = await checkVerificationCode({
    phone: account.subject,
    code,
    purpose,
    maxAttempts: ACCOUNT_CODE_RULES.maxAttempts,
    verifiedForSeconds: ACCOUNT_CODE_RULES.verifiedForSeconds,
  });
  if (!result.valid) throw codeReasonError(result.reason, field);
  if (!account.profile) throw codeReasonError(CODE_REASONS.wrong, field);
  return account.profile;
}

/** Delivers a reset code to an account without a phone by e-mail (the same text as the SMS). */
function mailCode(profile: UserRecord | undefined) {
  const email = profile?.email;
  if (!email) return undefined;
  return (code: string) =>
    sendEmail({
      to: email,
      subject: '重置密码验证码 / Password reset code',
      text: accountCodeText('RESET', code),
    });
}

/** The identifier part of a reset body. */
const identifierOf = (body: { phone: string } | { username: string }): AccountIdentifier =>
  'phone' in body ? { phone: body.phone } : { username: body.username };

/** Waits until `at` (epoch ms): see signOutTiming. */
const waitUntil = async (at: number) => {
  const wait = at - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

export const accountRecoveryRoutes = [
  /**
   * Sends a password-reset code to the phone of the account named by
   * `?phone=` or `?username=` (by e-mail to a private account, which has no
   * phone). Answers the same for an unknown account.
   */
  implement(contracts.passwordResetCodes, async ({ query, sourceIp }) => {
    const account = await resolveAccount(query);
    return issueAccountCode({
      subject: account.subject,
      phone: account.profile?.phone,
      deliver: mailCode(account.profile),
      purpose: 'RESET',
      sourceIp,
    });
  }),
  /** Checks a reset code (5 attempts per code); a valid one lets the new password be set within 30 minutes. */
  implement(contracts.passwordResetCodesCheck, async ({ params, query }) => {
    await checkAccountCode(await resolveAccount(query), params.code, 'RESET', 'path.code');
    return { valid: true as const };
  }),
  /**
   * Sets the new password of an account whose reset code was checked in the
   * last 30 minutes (the same code must be presented), then signs every
   * session out: tokens issued before now are refused (signedOutAt) and
   * Cognito revokes the refresh tokens. The code is single use.
   */
  implement(contracts.passwordResets, async ({ body }) => {
    const account = await resolveAccount(identifierOf(body));
    const verified = await isPhoneVerified({
      phone: account.subject,
      code: body.code,
      purpose: 'RESET',
      withinSeconds: ACCOUNT_CODE_RULES.verifiedForSeconds,
    });
    if (!verified || !account.profile) throw codeReasonError(NOT_VERIFIED_REASON, 'body.code');
    const { profile } = account;
    if (body.password === profile.username || (profile.phone && body.password.includes(profile.phone))) {
      const message = 'Password must not equal the username or contain the phone number';
      throw new ValidationError(message, [{ field: 'body.password', message }]);
    }
    await setPermanentPassword({ username: profile.username, password: body.password, field: 'body.password' });
    await deleteVerificationCode({ phone: account.subject, purpose: 'RESET' });
    const { signedOutAt, respondAt } = signOutTiming(Date.now());
    await recordSignOut({ userId: profile.userId, at: signedOutAt });
    await globalSignOut({ username: profile.username });
    await waitUntil(respondAt);
    return { reset: true as const };
  }),
  /** Sends a username-recovery code to `?phone=`; the same answer for a phone without an account. */
  implement(contracts.usernameRecoveryCodes, async ({ query, sourceIp }) => {
    const account = await resolveAccount(query);
    return issueAccountCode({
      subject: account.subject,
      phone: account.profile?.phone,
      purpose: 'USERNAME',
      sourceIp,
    });
  }),
  /** Checks the code and answers the phone's username (the code is single use). */
  implement(contracts.usernameRecoveries, async ({ body }) => {
    const account = await resolveAccount({ phone: body.phone });
    const profile = await checkAccountCode(account, body.code, 'USERNAME', 'body.code');
    await deleteVerificationCode({ phone: account.subject, purpose: 'USERNAME' });
    return { username: profile.username };
  }),
];
