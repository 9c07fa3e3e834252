import * as z from 'zod/mini';
import './zod-locale.js';
import {
  MAINLAND_PHONE_PATTERN,
  PASSWORD_ALLOWED_CHARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  passwordKinds,
} from '../constants/registration-rules.js';

/**
 * Inputs and outputs of the public registration calls (spec doc 1 §5, §7, §9),
 * built on the rules in `shared/constants/registration-rules.ts` that the
 * console's form uses too.
 */

export const RegisterUsernameSchema = z.string().check(
  z.minLength(1, 'Username is required'),
  z.maxLength(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
  z.refine((value) => !value.includes('#'), 'Username must not contain #'),
);

export const RegisterEmailSchema = z.email('Enter a valid email address').check(z.maxLength(254, 'Email is too long'));

/** Mainland mobile number: 11 digits, first 1, second from the valid series 3-9. */
export const MainlandPhoneSchema = z
  .string()
  .check(z.regex(MAINLAND_PHONE_PATTERN, 'Enter a valid mainland mobile number'));

export const VerificationCodeSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{5}$/, 'Please enter the right verification code'));

export const PasswordSchema = z.string().check(
  z.minLength(PASSWORD_MIN_LENGTH, `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`),
  z.maxLength(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`),
  z.regex(PASSWORD_ALLOWED_CHARS, 'Password may only contain letters, digits and underscore'),
  z.refine((value) => passwordKinds(value) >= 2, 'Password must use at least two of letters, digits and underscore'),
);

/** The account rules on a new password, for every form that creates an account: not the username, no phone number. */
export function checkPasswordAgainstAccount(
  value: { password: string; username: string; phone: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (value.password === value.username)
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not equal the username' });
  if (value.password.includes(value.phone))
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password must not contain the phone number' });
}
/** `POST /backendUsers/` body. */
export const RegistrationSchema = z
  .object({
    email: RegisterEmailSchema,
    phone: MainlandPhoneSchema,
    password: PasswordSchema,
    username: RegisterUsernameSchema,
  })
  .check(z.superRefine(checkPasswordAgainstAccount));
export type Registration = z.infer<typeof RegistrationSchema>;

export const UsernameUniquePathSchema = z.object({ username: RegisterUsernameSchema });
export const EmailUniquePathSchema = z.object({ email: RegisterEmailSchema });
export const PhoneUniquePathSchema = z.object({ phone: MainlandPhoneSchema });
export const VerificationCodePathSchema = z.object({ code: VerificationCodeSchema });
/** `?phone=` of the code calls. */
export const PhoneQuerySchema = z.object({ phone: MainlandPhoneSchema });
/** `?phone=&email=` of checkOldUser and updateRemoveFlag. */
export const OldUserQuerySchema = z.object({ phone: MainlandPhoneSchema, email: RegisterEmailSchema });

/** The uniqueness checks' answer: true means nobody holds the value yet. */
export const UniqueAnswerSchema = z.boolean();
/** `POST /api-user/checkOldUser`: true when a removed account owns both the phone and the e-mail. */
export const OldUserAnswerSchema = z.boolean();

/** `GET /api-user/verificationCodes` response. */
export const VerificationCodeSentSchema = z.object({ sent: z.literal(true), resendAfterSeconds: z.number() });
export type VerificationCodeSent = z.infer<typeof VerificationCodeSentSchema>;
/** `POST /api-user/verificationCodesCheck/{code}` response. */
export const VerificationCodeValidSchema = z.object({ valid: z.literal(true) });
export type VerificationCodeValid = z.infer<typeof VerificationCodeValidSchema>;
/** `POST /api-user/updateRemoveFlag` response. */
export const AccountRestoredSchema = z.object({ restored: z.literal(true) });
export type AccountRestored = z.infer<typeof AccountRestoredSchema>;
/** `POST /backendUsers/` response. */
export const RegisteredUserSchema = z.object({ id: z.string(), username: z.string() });
export type RegisteredUser = z.infer<typeof RegisteredUserSchema>;
