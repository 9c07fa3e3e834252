import { ApiError, fieldErrorsOf } from '@/api/http-client.js';
import type { MessageKey } from '@/i18n/messages.js';
import type { AppFormValues } from './application-fields.js';

/** The spec's sameName / sameCode / English-name messages (doc 2 §8), by the server's `taken` kinds. */
const takenKeys: Record<string, [keyof AppFormValues, MessageKey]> = {
  sameName: ['name', 'apps.taken.sameName'],
  sameCode: ['code', 'apps.taken.sameCode'],
  sameEnName: ['enName', 'apps.taken.sameEnName'],
};

/** The field errors of a failed save: the spec's taken-value messages in the user's language, else the server's. */
export function appFieldErrors(
  failure: unknown,
  t: (key: MessageKey) => string,
): Partial<Record<keyof AppFormValues | string, string>> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(failure))) errors[field.replace(/\.id$/, '')] = message;
  const taken = failure instanceof ApiError ? ((failure.body as { taken?: string[] }).taken ?? []) : [];
  for (const kind of taken) {
    const entry = takenKeys[kind];
    if (entry) errors[entry[0]] = t(entry[1]);
  }
  return errors;
}
