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
export const AccountCodeSentSchema = z.object({ sent: z.literal(true), resendAfterSeconds: z.number() });
export type AccountCodeSent = z.infer<typeof AccountCodeSentSchema>;
/** `POST /api-user/passwordResetCodesCheck/{code}` response. */
export const AccountCodeValidSchema = z.object({ valid: z.literal(true) });
/** `POST /api-user/passwordResets` response. */
export const PasswordResetDoneSchema = z.object({ reset: z.literal(true) });
export type PasswordResetDone = z.infer<typeof PasswordResetDoneSchema>;
/** `POST /api-user/usernameRecoveries` response. */
export const UsernameRecoveredSchema = z.object({ username: z.string() });
export type UsernameRecovered = z.infer<typeof UsernameRecoveredSchema>;
/** `GET /login-validate/getPhoneInfo` response: never the whole number. */
export const PhoneInfoSchema = z.object({
  /** The last 4 digits of the account's phone, or null when it has none. */
  phoneTail: z.nullable(z.string()),
  /** Whether this user's sign-ins must pass the phone check. */
  required: z.boolean(),
  /** Whether this sign-in passed it (or needs none). */
  validated: z.boolean(),
});
export type PhoneInfo = z.infer<typeof PhoneInfoSchema>;
/** `POST /validateCode/{code}` response. */
export const PhoneValidatedSchema = z.object({ validated: z.literal(true) });
export type PhoneValidated = z.infer<typeof PhoneValidatedSchema>;
/** `POST /api-user/privateRegistrations` response. */
export const PrivateRegisteredSchema = z.object({
  username: z.string(),
  email: z.string(),
  resendAfterSeconds: z.number(),
});
export type PrivateRegistered = z.infer<typeof PrivateRegisteredSchema>;
/** `POST /api-user/emailVerificationResends` response (the same whether or not a pending account has the address). */
export const EmailVerificationSentSchema = z.object({ sent: z.literal(true), resendAfterSeconds: z.number() });
export type EmailVerificationSent = z.infer<typeof EmailVerificationSentSchema>;
/** Why an e-mailed link did not verify; `/common/verify-fail?reason=` shows it. */
export type EmailTokenFailure = 'invalid' | 'expired' | 'used';
/** `POST /api-user/emailVerifications` response. */
export const EmailVerifiedSchema = z.object({ verified: z.literal(true), username: z.string() });
export type EmailVerified = z.infer<typeof EmailVerifiedSchema>;
