import { tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError } from '../../../lib/errors.js';
import { catalogueRecords } from '../../../lib/data/catalogue-records.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { messagingKeys } from './keys.js';

/**
 * Message categories of a scope (`MSGADMIN#<enterpriseId>` / `CATEGORY#<id>`,
 * the nil id being the platform), plus the category type counter the scope's
 * types share. Names unique in the scope, the save and delete transactions are
 * the toolkit's catalogue-record factory (`lib/data/catalogue-records.ts`).
 */

/** A stored message category. `typeCount` changes in the same transactions that add, move or delete its types. */
export interface MessageCategoryRecord {
  id: string;
  enterpriseId: string;
  name: string;
  /** The English console's name and description (seeded categories). */
  nameEn?: string;
  description?: string;
  descriptionEn?: string;
  typeCount?: number;
  createdAt: string;
  updatedAt: string;
}

const categoryRecords = catalogueRecords<MessageCategoryRecord>({
  entity: 'messageCategory',
  nameKind: 'messageCategoryName',
  what: 'category',
  key: messagingKeys.messageCategory,
});

/** The item of a category. */
export const categoryItem = categoryRecords.item;

/** The categories of a scope (tens at most): Query `MSGADMIN#<e>`, sk begins_with `CATEGORY#`. */
export async function listMessageCategories(options: { enterpriseId: string }): Promise<MessageCategoryRecord[]> {
  return categoryRecords.list(options.enterpriseId);
}

/** Categories of a scope by id (consistent), in the order of the ids; ids of other scopes are not found. */
export async function getMessageCategories(options: {
  enterpriseId: string;
  ids: readonly string[];
}): Promise<MessageCategoryRecord[]> {
  return categoryRecords.get(options.enterpriseId, options.ids);
}

/** Creates a category with its per-scope name marker (409 when the name is taken). */
export async function createMessageCategory(options: { category: MessageCategoryRecord }): Promise<void> {
  await categoryRecords.create({ ...options.category, typeCount: 0 });
}

/** Renames or re-describes a category (404 gone, 409 name taken); its type counter is left alone. */
export async function updateMessageCategory(options: {
  current: MessageCategoryRecord;
  name: string;
  description?: string;
  updatedAt: string;
}): Promise<void> {
  await categoryRecords.update(options.current, {
    set: {
      name: options.name,
      updatedAt: options.updatedAt,
      ...(options.description ? { description: options.description } : {}),
    },
    remove: options.description ? [] : ['description'],
  });
}

/**
 * Deletes categories and their name markers in one TransactWrite: each must
 * exist and count no types (`typeCount` absent or ≤ 0). Creating a type
 * increments the counter in its own transaction, so a type cannot appear in
 * a category being deleted. 409 naming the categories still in use, 404 when
 * one is gone; nothing is deleted then.
 */
export async function deleteMessageCategories(options: {
  categories: readonly MessageCategoryRecord[];
}): Promise<void> {
  await categoryRecords.remove(options.categories, {
    goneMessage: 'A category no longer exists',
    condition: () => ({
      expression: '(attribute_not_exists(typeCount) OR typeCount <= :zero)',
      values: { ':zero': 0 },
    }),
    inUse: (now) =>
      new ConflictError(
        `Delete the types of ${now.map((c) => `"${c.name}"`).join(', ')} first: a category with types cannot be deleted`,
        { inUse: now.map((c) => ({ id: c.id, name: c.name, typeCount: c.typeCount ?? 0 })) },
      ),
  });
}

/** An Update of a category's type counter by `delta` (the category must exist), for a type's transaction. */
export function typeCountUpdate(enterpriseId: string, categoryId: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: messagingKeys.messageCategory(enterpriseId, categoryId),
      UpdateExpression: 'ADD typeCount :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}
