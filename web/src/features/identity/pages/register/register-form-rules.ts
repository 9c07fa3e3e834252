import type { MessageKey } from '@/i18n/messages.js';

import {
  MAINLAND_PHONE_PATTERN,
  USERNAME_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  passwordStrength,
} from '@shared/constants/registration-rules.js';

/*
 * The registration form's client rules (spec doc 1 §5), pure so they are
 * tested without a browser. The rules themselves are shared with the API's
 * schemas (`shared/constants/registration-rules.ts`, no zod: the console
 * ships none); the server validates again, these only spare a round trip.
 */

// Deliberately loose: one @, no spaces, a dot in the domain. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface RegisterValues {
  username: string;
  email: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export type RegisterField = keyof RegisterValues;

/** The fields in screen order: the first one with an error gets the focus. */
export const REGISTER_FIELDS: readonly RegisterField[] = ['username', 'email', 'phone', 'code', 'password', 'confirm'];

/** True when the phone may receive a code (the send button is enabled). */
export function isPhoneValid(phone: string): boolean {
  return MAINLAND_PHONE_PATTERN.test(phone);
}

export type StrengthColour = 'red' | 'amber' | 'green';

/** Red for 0–1, amber for 2, green for 3–4. */
export function strengthColour(score: number): StrengthColour {
  if (score >= 3) return 'green';
  return score === 2 ? 'amber' : 'red';
}

const BAR_WIDTHS = [20, 40, 60, 90, 100] as const;

/** The bar's width in percent: 20, 40, 60, 90, 100 for scores 0–4 (4, every line met, is the full state). */
export function strengthBarWidth(score: number): number {
  return BAR_WIDTHS[Math.max(0, Math.min(BAR_WIDTHS.length - 1, Math.trunc(score)))];
}

/** The error of one field, or undefined when it passes the client rules (uniqueness is the server's). */
export function fieldError(field: RegisterField, values: RegisterValues): MessageKey | undefined {
  switch (field) {
    case 'username': {
      const username = values.username.trim();
      if (!username) return 'register.usernameRequired';
      if (username.length > USERNAME_MAX_LENGTH) return 'register.usernameTooLong';
      return username.includes('#') ? 'register.usernameHash' : undefined;
    }
    case 'email': {
      const email = values.email.trim();
      if (!email) return 'register.emailRequired';
      return EMAIL_PATTERN.test(email) ? undefined : 'register.emailInvalid';
    }
    case 'phone': {
      const phone = values.phone.trim();
      if (!phone) return 'register.phoneRequired';
      return isPhoneValid(phone) ? undefined : 'register.phoneInvalid';
    }
    case 'code':
      if (!values.code.trim()) return 'spec.codeRequired';
      return values.code.trim().length === VERIFICATION_CODE_LENGTH ? undefined : 'spec.wrongCode';
    case 'password': {
      if (!values.password) return 'register.passwordRequired';
      const { met } = passwordStrength(values.password, values);
      if (!met.length || !met.charset || !met.kinds) return 'register.passwordRule';
      return met.personal ? undefined : 'register.passwordPersonal';
    }
    case 'confirm':
      if (!values.confirm) return 'register.confirmRequired';
      return values.confirm === values.password ? undefined : 'spec.passwordMismatch';
  }
}

/** Every field's client error; empty when the form may be sent. */
export function validateRegistration(values: RegisterValues): Partial<Record<RegisterField, MessageKey>> {
  const errors: Partial<Record<RegisterField, MessageKey>> = {};
  for (const field of REGISTER_FIELDS) {
    const error = fieldError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field (screen order) among `fields`, for the focus after a failed submit. */
export function firstInvalidField(fields: Iterable<RegisterField>): RegisterField | undefined {
  const set = new Set(fields);
  return REGISTER_FIELDS.find((field) => set.has(field));
}

/** Maps a server field path (`body.username`) to the form field it names. */
export function formFieldOf(serverField: string): RegisterField | undefined {
  const name = serverField.replace(/^body\./, '');
  return (REGISTER_FIELDS as readonly string[]).includes(name) ? (name as RegisterField) : undefined;
}
