import * as z from 'zod/mini';
import './zod-locale.js';
import {
  MainlandPhoneSchema,
  PasswordSchema,
  RegisterEmailSchema,
  RegisterUsernameSchema,
  VerificationCodeSchema,
} from './registration.js';

/**
 * Inputs and outputs of account recovery (password reset, username recovery),
 * the phone check of a sign-in and private (e-mail verified) registration.
 * The field rules are the registration rules (spec doc 1 §5), see docs/account-recovery.md.
 */

/**
 * Who a password reset is for: the account's username or its phone, exactly
 * one of them (`?username=` or `?phone=`).
 */
export const AccountIdentifierSchema = z.xor([
  z.object({ phone: MainlandPhoneSchema }),
  z.object({ username: RegisterUsernameSchema }),
]);
export type AccountIdentifier = z.infer<typeof AccountIdentifierSchema>;

/** `POST /api-user/passwordResetCodesCheck/{code}` path. */
export const AccountCodePathSchema = z.object({ code: VerificationCodeSchema });

/** `POST /api-user/passwordResets` body: the account, the code it verified and the new password. */
export const PasswordResetSchema = z.xor([
  z.object({ phone: MainlandPhoneSchema, code: VerificationCodeSchema, password: PasswordSchema }),
  z.object({ username: RegisterUsernameSchema, code: VerificationCodeSchema, password: PasswordSchema }),
]);
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** `GET /api-user/usernameRecoveryCodes?phone=`. */
export const UsernameRecoveryCodeQuerySchema = z.object({ phone: MainlandPhoneSchema });

/** `POST /api-user/usernameRecoveries` body. */
export const UsernameRecoverySchema = z.object({ phone: MainlandPhoneSchema, code: VerificationCodeSchema });

/** `POST /validateCode/{code}` path. */
export const PhoneValidationCodePathSchema = z.object({ code: VerificationCodeSchema });

/** `POST /api-user/privateRegistrations` body: no phone; the e-mail is verified by a link instead. */
export const PrivateRegistrationSchema = z
  .object({ username: RegisterUsernameSchema, email: RegisterEmailSchema, password: PasswordSchema })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password === value.username)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not equal the username' });
    }),
  );
export type PrivateRegistration = z.infer<typeof PrivateRegistrationSchema>;

/** `POST /api-user/emailVerificationResends` body. */
export const EmailVerificationResendSchema = z.object({ email: RegisterEmailSchema });

/** `POST /api-user/emailVerifications` body: the token of the e-mailed link. */
export const EmailVerificationSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Malformed verification token')),
});

/** A code was sent (or, for an unknown account, the same answer without a send; see docs/account-recovery.md). */
export interface AccountCodeSent {
  sent: true;
  resendAfterSeconds: number;
}
/** `POST /api-user/passwordResets` response. */
export interface PasswordResetDone {
  reset: true;
}
/** `POST /api-user/usernameRecoveries` response. */
export interface UsernameRecovered {
  username: string;
}
/** `GET /login-validate/getPhoneInfo` response: never the whole number. */
export interface PhoneInfo {
  /** The last 4 digits of the account's phone, or null when it has none. */
  phoneTail: string | null;
  /** Whether this user's sign-ins must pass the phone check. */
  required: boolean;
  /** Whether this sign-in passed it (or needs none). */
  validated: boolean;
}
/** `POST /validateCode/{code}` response. */
export interface PhoneValidated {
  validated: true;
}
/** `POST /api-user/privateRegistrations` response. */
export interface PrivateRegistered {
  username: string;
  email: string;
  resendAfterSeconds: number;
}
/** `POST /api-user/emailVerificationResends` response (the same whether or not a pending account has the address). */
export interface EmailVerificationSent {
  sent: true;
  resendAfterSeconds: number;
}
/** Why an e-mailed link did not verify; `/common/verify-fail?reason=` shows it. */
export type EmailTokenFailure = 'invalid' | 'expired' | 'used';
/** `POST /api-user/emailVerifications` response. */
export interface EmailVerified {
  verified: true;
  username: string;
}
