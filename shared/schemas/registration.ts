import * as z from 'zod';

/**
 * Inputs and outputs of the public registration calls (spec doc 1 §5, §7, §9).
 * Pure: the console validates the form with the same rules the API enforces.
 */

/** Spec doc 1 §9: username at most 31 characters, password 8 to 20, code 5 characters, resend after 120 s. */
export const USERNAME_MAX_LENGTH = 31;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const VERIFICATION_CODE_LENGTH = 5;
export const RESEND_AFTER_SECONDS = 120;

export const RegisterUsernameSchema = z
  .string()
  .min(1, 'Username is required')
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .refine((value) => !value.includes('#'), 'Username must not contain #');

export const RegisterEmailSchema = z.email('Enter a valid email address').max(254, 'Email is too long');

/** Mainland mobile number: 11 digits, first 1, second from the valid series 3-9. */
export const MainlandPhoneSchema = z.string().regex(/^1[3-9]\d{9}$/, 'Enter a valid mainland mobile number');

export const VerificationCodeSchema = z.string().regex(/^[A-Za-z0-9]{5}$/, 'Please enter the right verification code');

const ALLOWED_PASSWORD_CHARS = /^\w*$/;

/** How many of the three kinds (letters, digits, underscore) the password uses. */
function passwordKinds(password: string): number {
  return [/[A-Za-z]/, /\d/, /_/].filter((kind) => kind.test(password)).length;
}

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`)
  .regex(ALLOWED_PASSWORD_CHARS, 'Password may only contain letters, digits and underscore')
  .refine((value) => passwordKinds(value) >= 2, 'Password must use at least two of letters, digits and underscore');

/** `POST /backendUsers/` body. */
export const RegistrationSchema = z
  .object({
    email: RegisterEmailSchema,
    phone: MainlandPhoneSchema,
    password: PasswordSchema,
    username: RegisterUsernameSchema,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.password === value.username)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not equal the username' });
    if (value.password.includes(value.phone))
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not contain the phone number' });
  });
export type Registration = z.infer<typeof RegistrationSchema>;

export const UsernameUniquePathSchema = z.object({ username: RegisterUsernameSchema }).strict();
export const EmailUniquePathSchema = z.object({ email: RegisterEmailSchema }).strict();
export const PhoneUniquePathSchema = z.object({ phone: MainlandPhoneSchema }).strict();
export const VerificationCodePathSchema = z.object({ code: VerificationCodeSchema }).strict();
/** `?phone=` of the code calls. */
export const PhoneQuerySchema = z.object({ phone: MainlandPhoneSchema }).strict();
/** `?phone=&email=` of checkOldUser and updateRemoveFlag. */
export const OldUserQuerySchema = z.object({ phone: MainlandPhoneSchema, email: RegisterEmailSchema }).strict();

/** `GET /api-user/verificationCodes` response. */
export interface VerificationCodeSent {
  sent: true;
  resendAfterSeconds: number;
}
/** `POST /api-user/verificationCodesCheck/{code}` response. */
export interface VerificationCodeValid {
  valid: true;
}
/** `POST /api-user/updateRemoveFlag` response. */
export interface AccountRestored {
  restored: true;
}
/** `POST /backendUsers/` response. */
export interface RegisteredUser {
  id: string;
  username: string;
}

/** The requirement lines of the password strength indicator. */
export interface PasswordChecks {
  length: boolean;
  kinds: boolean;
  allowedChars: boolean;
  /** Present only when a username or phone was given to compare with. */
  notUsernameOrPhone?: boolean;
}

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  checks: PasswordChecks;
}

/**
 * Scores a password for the strength indicator (spec doc 1 §5): one point per
 * requirement met (length, two kinds, allowed characters, not the username and
 * not containing the phone). Without a username or phone the last requirement
 * is not judged and counts as met once the password is non-empty; an empty
 * password scores 0.
 */
export function passwordStrength(
  password: string,
  context: { username?: string; phone?: string } = {},
): PasswordStrength {
  const checks: PasswordChecks = {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    kinds: passwordKinds(password) >= 2,
    allowedChars: password.length > 0 && ALLOWED_PASSWORD_CHARS.test(password),
  };
  if (context.username || context.phone) {
    checks.notUsernameOrPhone =
      password.length > 0 &&
      (!context.username || password !== context.username) &&
      (!context.phone || !password.includes(context.phone));
  }
  if (password.length === 0) return { score: 0, checks };
  const met = [checks.length, checks.kinds, checks.allowedChars, checks.notUsernameOrPhone ?? true];
  return { score: met.filter(Boolean).length as PasswordStrength['score'], checks };
}
