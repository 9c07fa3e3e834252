import '../../messages/account-messages.js';
import type { MessageKey } from '@/i18n/messages.js';
import {
  MAINLAND_PHONE_PATTERN,
  USERNAME_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '@shared/constants/registration-rules.js';
import type { AccountIdentifier } from '../../api/account.js';

/*
 * Client rules of the account screens (password reset, username recovery,
 * phone check), pure so they are tested without a browser. They build on the
 * registration rules; the server validates again.
 */

/** What the user typed in "username or phone": a mainland mobile number is a phone, anything else a username. */
export function identifierOf(input: string): AccountIdentifier {
  const value = input.trim();
  return MAINLAND_PHONE_PATTERN.test(value) ? { phone: value } : { username: value };
}

/** The error of the "username or phone" field, or undefined. */
export function accountError(input: string): MessageKey | undefined {
  const value = input.trim();
  if (!value) return 'account.accountRequired';
  if (value.length > USERNAME_MAX_LENGTH || value.includes('#')) return 'account.accountInvalid';
  return undefined;
}

/** The code must be exactly 5 characters before it is checked (spec doc 1 §5); else the spec's wrong-code text. */
export function codeError(code: string): MessageKey | undefined {
  if (!code.trim()) return 'spec.codeRequired';
  return code.trim().length === VERIFICATION_CODE_LENGTH ? undefined : 'spec.wrongCode';
}

/** Personal data the password must not equal or contain, from what the user typed. */
export function personalDataOf(identifier: AccountIdentifier): { username?: string; phone?: string } {
  return 'phone' in identifier ? { phone: identifier.phone } : { username: identifier.username };
}
