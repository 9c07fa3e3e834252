import { ApiError } from '@/api/http-client.js';

/**
 * The server's field-level errors of a 400/409 (`fields: [{field: 'body.email', message}]`)
 * by form field name (`email`); empty for other failures.
 */
export function serverFieldErrors(failure: unknown): Record<string, string> {
  if (!(failure instanceof ApiError) || !failure.body.fields) return {};
  const errors: Record<string, string> = {};
  for (const { field, message } of failure.body.fields) {
    const name = field.replace(/^(body|query|path)\./, '');
    errors[name] ??= message;
  }
  return errors;
}
