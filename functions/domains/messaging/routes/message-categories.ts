import { messageCategoryContracts as contracts } from '../../../../shared/contracts/messaging.js';
import type { MessageCategory } from '../../../../shared/schemas/messaging.js';
import {
  createMessageCategory,
  deleteMessageCategories,
  getMessageCategories,
  listMessageCategories,
  updateMessageCategory,
  type MessageCategoryRecord,
} from '../data/message-category.js';
import { assertPrivilege } from '../../../lib/auth/privileges.js';
import { saveCatalogueRecord } from '../../../lib/http/catalogue-routes.js';
import { implement } from '../../../lib/http/implement.js';
import { assertMayRead, newScopedRecord, requireScope, scopeOf, scopedDelete } from './scope.js';

/** A category as the calls return it: never keys or index attributes. */
export function toMessageCategory(record: MessageCategoryRecord): MessageCategory {
  return {
    id: record.id,
    enterpriseId: record.enterpriseId,
    name: record.name,
    ...(record.nameEn ? { nameEn: record.nameEn } : {}),
    ...(record.description ? { description: record.description } : {}),
    ...(record.descriptionEn ? { descriptionEn: record.descriptionEn } : {}),
    typeCount: Math.max(0, record.typeCount ?? 0),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

export const messageCategoryRoutes = [
  /** The scope's categories, by name. */
  implement(contracts.messageCategories, async ({ caller, query }): Promise<MessageCategory[]> => {
    const enterpriseId = scopeOf(query);
    assertMayRead(caller, enterpriseId);
    return (await listMessageCategories({ enterpriseId })).sort(byName).map(toMessageCategory);
  }),
  /** Save: creates a category (no `id`) or renames / re-describes one (`id`, which also needs `:edit`). */
  implement(contracts.saveMessageCategory, async ({ caller, query, body }): Promise<MessageCategory> => {
    const enterpriseId = scopeOf(query);
    await requireScope(enterpriseId);
    const now = new Date().toISOString();
    return saveCatalogueRecord({
      id: body.id,
      what: 'category',
      assertMayEdit: () => assertPrivilege(caller, enterpriseId, 'message-category-enterprise:edit'),
      find: async (id) => (await getMessageCategories({ enterpriseId, ids: [id] }))[0],
      create: async () => {
        const category: MessageCategoryRecord = { ...newScopedRecord(enterpriseId, body, now), typeCount: 0 };
        await createMessageCategory({ category });
        return toMessageCategory(category);
      },
      update: async (current) => {
        await updateMessageCategory({ current, name: body.name, description: body.description, updatedAt: now });
        return toMessageCategory({ ...current, name: body.name, description: body.description, updatedAt: now });
      },
    });
  }),
  /** Deletes categories (array of ids): all or none; 409 while a category still has types. */
  implement(
    contracts.deleteMessageCategory,
    scopedDelete({
      what: 'category',
      find: (enterpriseId, ids) => getMessageCategories({ enterpriseId, ids }),
      remove: (categories) => deleteMessageCategories({ categories }),
    }),
  ),
];
