import '../messages/helpdesk-messages.js';
import { FEEDBACK_LIMITS } from '@shared/constants/help-rules.js';
import { MAINLAND_PHONE_PATTERN } from '@shared/constants/registration-rules.js';
import type { MessageKey } from '@/i18n/messages.js';

/** The feedback card's fields. */
export interface FeedbackValues {
  username: string;
  email: string;
  phone: string;
  content: string;
}
export type FeedbackField = keyof FeedbackValues;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A field's rule as the server applies it (`FeedbackInputSchema`): every field required, e-mail and phone checked. */
export function feedbackFieldError(
  field: FeedbackField,
  values: FeedbackValues,
): { key: MessageKey; max?: number } | undefined {
  const value = values[field].trim();
  if (!value) return { key: 'helpdesk.rule.required' };
  if (field === 'email' && (!EMAIL_PATTERN.test(value) || value.length > 254)) return { key: 'helpdesk.rule.email' };
  if (field === 'phone' && !MAINLAND_PHONE_PATTERN.test(value)) return { key: 'helpdesk.rule.phone' };
  const max = field === 'username' ? FEEDBACK_LIMITS.username : field === 'content' ? FEEDBACK_LIMITS.content : 254;
  if (value.length > max) return { key: 'helpdesk.rule.tooLong', max };
  return undefined;
}
