import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { MessagingDeleted } from '../../../../shared/schemas/messaging.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { isMemberOf } from '../../../lib/auth/context.js';
import { ForbiddenError, NotFoundError } from '../../../lib/errors.js';
import { deleteByIds } from '../../../lib/http/catalogue-routes.js';
import { getEnterprise } from '../../identity/index.js';

/**
 * The scope of messaging's catalogues (categories, types, groups and their
 * members) and of sent messages: the enterprise a call names with
 * `?enterpriseId`, or without it the platform (the nil id).
 */

/** The scope a call names with `?enterpriseId` (absent: the platform, the nil id). */
export const scopeOf = (query: { enterpriseId?: string }): string => query.enterpriseId ?? NIL_ID;

/**
 * 404 unless the scope exists (the platform always does). The route-access
 * table already checked the caller's privilege there; this stops platform
 * administrators from filling the scope of an enterprise that does not exist.
 */
export async function requireScope(enterpriseId: string): Promise<void> {
  if (enterpriseId === NIL_ID) return;
  if (!(await getEnterprise({ enterpriseId }))) throw new NotFoundError('Enterprise not found');
}

/**
 * Reading a scope's categories and types (the message centres show them as
 * tabs): the platform's for everyone signed in, an enterprise's for its
 * members and platform administrators.
 */
export function assertMayRead(caller: Caller, enterpriseId: string): void {
  if (enterpriseId === NIL_ID || caller.isPlatformAdmin || isMemberOf(caller, enterpriseId)) return;
  throw new ForbiddenError('Members of this enterprise only');
}

/**
 * The implementation of a `DELETE` call on records of a scope (body: an array of ids): every id must name a
 * record `find` answers in the scope (else 404 and nothing deleted), then `remove` deletes them all or none;
 * answers the ids deleted.
 */
export function scopedDelete<T extends { id: string }>(options: {
  what: string;
  find: (enterpriseId: string, ids: string[]) => Promise<T[]>;
  remove: (records: T[]) => Promise<void>;
}) {
  return ({ query, body }: { query: { enterpriseId?: string }; body: string[] }): Promise<MessagingDeleted> =>
    deleteByIds({
      ids: body,
      what: options.what,
      find: (ids) => options.find(scopeOf(query), ids),
      remove: options.remove,
    });
}

/**
 * A new catalogue record of the scope (a message category, type or group): a fresh id, the body's name and its
 * description when it has one, created now.
 */
export const newScopedRecord = (enterpriseId: string, body: { name: string; description?: string }, now: string) => ({
  id: randomUUID(),
  enterpriseId,
  name: body.name,
  ...(body.description ? { description: body.description } : {}),
  createdAt: now,
  updatedAt: now,
});
