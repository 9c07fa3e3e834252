import { accountRegistrationContracts as contracts } from '../../../../shared/contracts/identity.js';
import { randomBytes } from 'node:crypto';
import { type EmailTokenFailure } from '../../../../shared/schemas/account.js';
import { RESEND_AFTER_SECONDS } from '../../../../shared/constants/registration-rules.js';
import {
  activatePendingRegistration,
  claimVerificationResend,
  createPendingRegistration,
  getEmailToken,
  getPendingRegistration,
  storeEmailToken,
} from '../data/email-verification.js';
import { consumeHourlyLimits } from '../data/rate-limit.js';
import { findOwnerOfUnique } from '../data/user.js';
import { HttpError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { createDisabledEmailUser, enableCognitoUser } from '../data/cognito-accounts.js';
import { writeOrDropCognitoUser } from '../data/cognito-users.js';
import { consoleLink, sendEmail } from '../../../lib/notify/email.js';

/** A link verifies for 24 h; its record is kept 7 days longer so a late click says "expired", not "invalid". */
const TOKEN_VALID_SECONDS = 24 * 3600;
const TOKEN_KEPT_SECONDS = 7 * 24 * 3600;
const MAILS_PER_ADDRESS_PER_HOUR = 20;
const MAILS_PER_EMAIL_PER_HOUR = 5;

/** Counts a verification e-mail against the client address and the address written to. */
async function consumeMailLimits(sourceIp: string, email: string): Promise<void> {
  await consumeHourlyLimits(
    { scope: 'mail-address', subject: sourceIp, limit: MAILS_PER_ADDRESS_PER_HOUR },
    { scope: 'mail-email', subject: email.toLowerCase(), limit: MAILS_PER_EMAIL_PER_HOUR },
  );
}

/** Issues a fresh single-use token for a pending registration and e-mails its link. */
async function mailVerificationLink(options: { userId: string; username: string; email: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await storeEmailToken({
    token,
    userId: options.userId,
    email: options.email,
    validForSeconds: TOKEN_VALID_SECONDS,
    keepForSeconds: TOKEN_KEPT_SECONDS,
  });
  const link = consoleLink(`/common/verify-success?token=${token}`);
  await sendEmail({
    to: options.email,
    subject: '请验证您的邮箱 / Verify your e-mail address',
    text:
      `${options.username}，您好：\n\n请在 24 小时内打开以下链接完成注册：\n${link}\n\n` +
      `Hello ${options.username},\n\nopen this link within 24 hours to complete your registration:\n${link}\n`,
  });
}

/** A failed link: 400 for invalid or expired, 409 for an already used one; `failure` names which. */
const tokenFailure = (failure: EmailTokenFailure) =>
  new HttpError(failure === 'used' ? 409 : 400, failure === 'used' ? 'Conflict' : 'ValidationError', failure, {
    failure,
  });

export const accountRegistrationRoutes = [
  /**
   * Registers a private account with username, e-mail and password (no
   * phone): a disabled Cognito user, the username and e-mail reserved with a
   * pending record in one transaction, then a verification link by e-mail.
   * The account signs in only after the link was opened.
   */
  implement(contracts.privateRegistrations, async ({ body, sourceIp }) => {
    await consumeMailLimits(sourceIp, body.email);
    const userId = await createDisabledEmailUser(body);
    await writeOrDropCognitoUser(
      body.username,
      () =>
        createPendingRegistration({
          pending: {
            userId,
            username: body.username,
            email: body.email,
            createdAt: new Date().toISOString(),
            lastSentAt: Date.now(),
          },
        }),
      'first',
    );
    await mailVerificationLink({
      userId,
      username: body.username,
      email: body.email,
    });
    return { username: body.username, email: body.email, resendAfterSeconds: RESEND_AFTER_SECONDS };
  }),
  /**
   * Sends a new link to a pending registration's e-mail, at most every 120 s.
   * The same answer when no pending registration has the address.
   */
  implement(contracts.emailVerificationResends, async ({ body, sourceIp }) => {
    await consumeMailLimits(sourceIp, body.email);
    const ownerId = await findOwnerOfUnique({ kind: 'email', value: body.email });
    if (ownerId && (await claimVerificationResend({ userId: ownerId, resendAfterSeconds: RESEND_AFTER_SECONDS }))) {
      const pending = await getPendingRegistration({ userId: ownerId });
      if (pending) {
        await mailVerificationLink({
          userId: ownerId,
          username: pending.username,
          email: pending.email,
        });
      }
    }
    return { sent: true as const, resendAfterSeconds: RESEND_AFTER_SECONDS };
  }),
  /**
   * Opens an e-mailed link: a live, unused token activates its pending
   * registration (Cognito user enabled, then token used + profile created +
   * pending record deleted in one transaction). Failures name why: invalid,
   * expired or used.
   */
  implement(contracts.emailVerifications, async ({ body }) => {
    const token = await getEmailToken({ token: body.token });
    if (!token) throw tokenFailure('invalid');
    if (token.usedAt !== undefined) throw tokenFailure('used');
    if (token.tokenExpiresAt <= Math.floor(Date.now() / 1000)) throw tokenFailure('expired');
    const pending = await getPendingRegistration({ userId: token.userId });
    if (!pending) throw tokenFailure('used');
    await enableCognitoUser({ username: pending.username });
    const activated = await activatePendingRegistration({
      token: body.token,
      profile: {
        userId: pending.userId,
        username: pending.username,
        email: pending.email,
        verifyStatusCode: '0',
        createdAt: new Date().toISOString(),
      },
    });
    if (!activated) throw tokenFailure('used');
    return { verified: true as const, username: pending.username };
  }),
];
