import { ApiError } from '@/api/http-client.js';

/** The server's 400/409 `fields` as `{ name: message }` (without the `body.` prefix). */
export function fieldErrorsOf(failure: unknown): Record<string, string> {
  if (!(failure instanceof ApiError)) return {};
  return Object.fromEntries(
    (failure.body.fields ?? []).map((entry) => [entry.field.replace(/^body\./, ''), entry.message] as const),
  );
}

/** The status of an API failure (undefined for anything else). */
export const statusOf = (failure: unknown) => (failure instanceof ApiError ? failure.status : undefined);
