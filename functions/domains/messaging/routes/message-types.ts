import { messageTypeContracts as contracts } from '../../../../shared/contracts/messaging.js';
import type { MessageType } from '../../../../shared/schemas/messaging.js';
import { getMessageCategories, listMessageCategories } from '../data/message-category.js';
import {
  createMessageType,
  deleteMessageTypes,
  getMessageTypes,
  listMessageTypes,
  updateMessageType,
  type MessageTypeRecord,
} from '../data/message-type.js';
import { ValidationError } from '../../../lib/errors.js';
import { assertPrivilege } from '../../../lib/auth/privileges.js';
import { saveCatalogueRecord } from '../../../lib/http/catalogue-routes.js';
import { implement } from '../../../lib/http/implement.js';
import { assertMayRead, newScopedRecord, requireScope, scopeOf, scopedDelete } from './scope.js';

/** A type as the calls return it, with its category's current name when known. */
export function toMessageType(record: MessageTypeRecord, categoryName?: string): MessageType {
  return {
    id: record.id,
    enterpriseId: record.enterpriseId,
    categoryId: record.categoryId,
    ...(categoryName ? { categoryName } : {}),
    name: record.name,
    ...(record.nameEn ? { nameEn: record.nameEn } : {}),
    ...(record.code ? { code: record.code } : {}),
    ...(record.description ? { description: record.description } : {}),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The category a type is saved in: one of the scope, else 400 on `categoryId`. */
async function requireCategory(enterpriseId: string, categoryId: string) {
  const [category] = await getMessageCategories({ enterpriseId, ids: [categoryId] });
  if (!category) {
    throw new ValidationError('No such category here', [
      { field: 'body.categoryId', message: 'No such category here' },
    ]);
  }
  return category;
}

export const messageTypeRoutes = [
  /** The scope's types by name, optionally of one category (`?category=<id>`). */
  implement(contracts.messageTypes, async ({ caller, query }): Promise<MessageType[]> => {
    const enterpriseId = scopeOf(query);
    assertMayRead(caller, enterpriseId);
    const [types, categories] = await Promise.all([
      listMessageTypes({ enterpriseId }),
      listMessageCategories({ enterpriseId }),
    ]);
    const names = new Map(categories.map((c) => [c.id, c.name]));
    return types
      .filter((type) => !query.category || type.categoryId === query.category)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((type) => toMessageType(type, names.get(type.categoryId)));
  }),
  /** Save (200 = saved): creates a type (no `id`) or changes one (`id`, which also needs `:edit`). */
  implement(contracts.saveMessageType, async ({ caller, query, body }): Promise<MessageType> => {
    const enterpriseId = scopeOf(query);
    await requireScope(enterpriseId);
    const now = new Date().toISOString();
    return saveCatalogueRecord({
      id: body.id,
      what: 'type',
      assertMayEdit: () => assertPrivilege(caller, enterpriseId, 'message-type-enterprise:edit'),
      prepare: () => requireCategory(enterpriseId, body.categoryId),
      find: async (id) => (await getMessageTypes({ enterpriseId, ids: [id] }))[0],
      create: async (category) => {
        const type: MessageTypeRecord = {
          ...newScopedRecord(enterpriseId, body, now),
          categoryId: category.id,
          ...(body.code ? { code: body.code } : {}),
        };
        await createMessageType({ type });
        return toMessageType(type, category.name);
      },
      update: async (current, category) => {
        const next = {
          categoryId: category.id,
          name: body.name,
          code: body.code,
          description: body.description,
          updatedAt: now,
        };
        await updateMessageType({ current, next });
        return toMessageType({ ...current, ...next }, category.name);
      },
    });
  }),
  /** Deletes types (array of ids): all or none. */
  implement(
    contracts.deleteMessageType,
    scopedDelete({
      what: 'type',
      find: (enterpriseId, ids) => getMessageTypes({ enterpriseId, ids }),
      remove: (types) => deleteMessageTypes({ types }),
    }),
  ),
];
