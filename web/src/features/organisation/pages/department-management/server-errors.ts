import { ApiError } from '@/api/http-client.js';

/** The details of a 409 "in use" refusal of a delete, when that is what the failure is. */
export function inUseOf(failure: unknown): { members: number; children: number } | undefined {
  if (!(failure instanceof ApiError) || failure.status !== 409) return undefined;
  const body = failure.body as { reason?: unknown; members?: unknown; children?: unknown };
  if (body.reason !== 'inUse') return undefined;
  return { members: Number(body.members ?? 0), children: Number(body.children ?? 0) };
}

/** True for a 403 answer. */
export const isForbidden = (failure: unknown) => failure instanceof ApiError && failure.status === 403;
