/**
 * The registration rules of spec doc 1 §5 and §9 as plain values and pure
 * functions, with no zod: the API's schemas (`shared/schemas/registration.ts`)
 * and the console's form (which ships no zod) both build on them.
 */

export const USERNAME_MAX_LENGTH = 31;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;
export const VERIFICATION_CODE_LENGTH = 5;
/** Seconds before another code may be requested for the same phone. */
export const RESEND_AFTER_SECONDS = 120;
/** Mainland mobile number: 11 digits, 1 then 3–9. */
export const MAINLAND_PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** Letters, digits and underscore only. */
export const PASSWORD_ALLOWED_CHARS = /^\w*$/;

/** How many of the three kinds (letters, digits, underscore) a password uses. */
export function passwordKinds(password: string): number {
  return [/[A-Za-z]/, /\d/, /_/].filter((kind) => kind.test(password)).length;
}

/** The four requirement lines of the strength indicator, in display order. */
export const PASSWORD_REQUIREMENTS = ['length', 'charset', 'kinds', 'personal'] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

export interface PasswordStrength {
  /** 0–4: how many requirement lines are met (0 for an empty password). */
  score: number;
  met: Record<PasswordRequirement, boolean>;
}

/**
 * Scores a password against the four requirement lines: 8–20 characters;
 * letters, digits and underscore only; at least two of the three kinds; not
 * the username and not containing the phone.
 */
export function passwordStrength(
  password: string,
  context: { username?: string; phone?: string } = {},
): PasswordStrength {
  if (!password) return { score: 0, met: { length: false, charset: false, kinds: false, personal: false } };
  const username = context.username?.trim();
  const phone = context.phone?.trim();
  const met: Record<PasswordRequirement, boolean> = {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    charset: PASSWORD_ALLOWED_CHARS.test(password),
    kinds: passwordKinds(password) >= 2,
    personal: password !== username && !(phone && password.includes(phone)),
  };
  return { score: PASSWORD_REQUIREMENTS.filter((name) => met[name]).length, met };
}
