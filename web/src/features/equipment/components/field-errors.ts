import { ApiError, fieldErrorsOf } from '@/api/http-client.js';

/**
 * The field errors of a failed save: the server's 400/409 `fields` by field (`equipmentType.id` on
 * `equipmentType`), and for each `taken` kind the caller knows, its message (in the user's language) on its field.
 */
export function serverFieldErrors(
  failure: unknown,
  taken: Readonly<Record<string, readonly [field: string, message: string]>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(failure))) errors[field.replace(/\.id$/, '')] = message;
  const kinds = failure instanceof ApiError ? ((failure.body as { taken?: string[] }).taken ?? []) : [];
  for (const kind of kinds) {
    const entry = taken[kind];
    if (entry) errors[entry[0]] = entry[1];
  }
  return errors;
}
