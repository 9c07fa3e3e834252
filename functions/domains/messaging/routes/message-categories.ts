import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import {
  MessageCategoryInputSchema,
  MessagingIdListSchema,
  MessagingScopeQuerySchema,
  type MessageCategory,
  type MessagingDeleted,
} from '../../../../shared/schemas/messaging.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { isMemberOf } from '../../../lib/auth/context.js';
import { assertPrivilege } from '../../../lib/auth/privileges.js';
import { getEnterprise } from '../../identity/index.js';
import {
  createMessageCategory,
  deleteMessageCategories,
  getMessageCategories,
  listMessageCategories,
  updateMessageCategory,
  type MessageCategoryRecord,
} from '../data/message-category.js';
import { ForbiddenError, NotFoundError } from '../../../lib/errors.js';
import { deleteByIds } from '../../../lib/http/catalogue-routes.js';
import { defineRoute } from '../../../lib/http/route.js';

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

/** A category as the calls return it: never keys or index attributes. */
export function toMessageCategory(record: MessageCategoryRecord): MessageCategory {
  return {
    id: record.id,
    enterpriseId: record.enterpriseId,
    name: record.name,
    ...(record.description ? { description: record.description } : {}),
    typeCount: Math.max(0, record.typeCount ?? 0),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

export const messageCategoryRoutes = [
  /** The scope's categories, by name. */
  defineRoute({
    method: 'GET',
    path: '/api-message/messageCategories',
    access: 'authenticated',
    query: MessagingScopeQuerySchema,
    handler: async ({ caller, query }): Promise<MessageCategory[]> => {
      const enterpriseId = scopeOf(query);
      assertMayRead(caller, enterpriseId);
      return (await listMessageCategories({ enterpriseId })).sort(byName).map(toMessageCategory);
    },
  }),
  /** Save: creates a category (no `id`) or renames / re-describes one (`id`, which also needs `:edit`). */
  defineRoute({
    method: 'POST',
    path: '/api-message/messageCategory',
    access: {
      privilege: 'message-category-enterprise:add',
      enterprise: 'query.enterpriseId',
      whenAbsent: 'platform-admin',
    },
    query: MessagingScopeQuerySchema,
    body: MessageCategoryInputSchema,
    handler: async ({ caller, query, body }): Promise<MessageCategory> => {
      const enterpriseId = scopeOf(query);
      await requireScope(enterpriseId);
      const now = new Date().toISOString();
      if (!body.id) {
        const category: MessageCategoryRecord = {
          id: randomUUID(),
          enterpriseId,
          name: body.name,
          ...(body.description ? { description: body.description } : {}),
          typeCount: 0,
          createdAt: now,
          updatedAt: now,
        };
        await createMessageCategory({ category });
        return toMessageCategory(category);
      }
      await assertPrivilege(caller, enterpriseId, 'message-category-enterprise:edit');
      const [current] = await getMessageCategories({ enterpriseId, ids: [body.id] });
      if (!current) throw new NotFoundError('No such category here');
      await updateMessageCategory({ current, name: body.name, description: body.description, updatedAt: now });
      return toMessageCategory({ ...current, name: body.name, description: body.description, updatedAt: now });
    },
  }),
  /** Deletes categories (array of ids): all or none; 409 while a category still has types. */
  defineRoute({
    method: 'DELETE',
    path: '/api-message/messageCategory',
    access: {
      privilege: 'message-category-enterprise:delete',
      enterprise: 'query.enterpriseId',
      whenAbsent: 'platform-admin',
    },
    query: MessagingScopeQuerySchema,
    body: MessagingIdListSchema,
    handler: ({ query, body }): Promise<MessagingDeleted> =>
      deleteByIds({
        ids: body,
        what: 'category',
        find: (ids) => getMessageCategories({ enterpriseId: scopeOf(query), ids }),
        remove: (categories) => deleteMessageCategories({ categories }),
      }),
  }),
];
