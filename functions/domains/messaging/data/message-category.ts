import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { keys } from '../../../lib/data/keys.js';
import {
  createScopedRecord,
  getRecords,
  scopedNameMarker,
  updateScopedRecord,
} from '../../../lib/data/scoped-records.js';
import { type TransactItem, cancellationCodes } from '../../../lib/data/transactions.js';

/**
 * Message categories of a scope (`MSGADMIN#<enterpriseId>` / `CATEGORY#<id>`,
 * the nil id being the platform), plus what the scope's types and groups share:
 * the scope's records of a kind and the category type counter. Names unique in
 * the scope and the save transactions are the toolkit's `lib/data/scoped-records.ts`.
 */

/** A stored message category. `typeCount` changes in the same transactions that add, move or delete its types. */
export interface MessageCategoryRecord {
  id: string;
  enterpriseId: string;
  name: string;
  description?: string;
  typeCount?: number;
  createdAt: string;
  updatedAt: string;
}

/** Every record of one kind (`CATEGORY`, `TYPE`, `GROUP`) in a scope: Query `MSGADMIN#<e>`, sk begins_with `<KIND>#`. */
export async function listScopeRecords<T>(enterpriseId: string, kind: 'CATEGORY' | 'TYPE' | 'GROUP'): Promise<T[]> {
  return queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.messageCategory(enterpriseId, '').pk, ':prefix': `${kind}#` },
  });
}

/** The item of a category. */
export const categoryItem = (record: MessageCategoryRecord) => ({
  ...keys.messageCategory(record.enterpriseId, record.id),
  entity: 'messageCategory',
  ...record,
});

/** The categories of a scope (tens at most): Query `MSGADMIN#<e>`, sk begins_with `CATEGORY#`. */
export async function listMessageCategories(options: { enterpriseId: string }): Promise<MessageCategoryRecord[]> {
  return listScopeRecords<MessageCategoryRecord>(options.enterpriseId, 'CATEGORY');
}

/** Categories of a scope by id (consistent), in the order of the ids; ids of other scopes are not found. */
export async function getMessageCategories(options: {
  enterpriseId: string;
  ids: readonly string[];
}): Promise<MessageCategoryRecord[]> {
  return getRecords<MessageCategoryRecord>(options.ids.map((id) => keys.messageCategory(options.enterpriseId, id)));
}

/** Creates a category with its per-scope name marker (409 when the name is taken). */
export async function createMessageCategory(options: { category: MessageCategoryRecord }): Promise<void> {
  await createScopedRecord({
    item: categoryItem({ ...options.category, typeCount: 0 }),
    kind: 'messageCategoryName',
    what: 'category',
  });
}

/** Renames or re-describes a category (404 gone, 409 name taken); its type counter is left alone. */
export async function updateMessageCategory(options: {
  current: MessageCategoryRecord;
  name: string;
  description?: string;
  updatedAt: string;
}): Promise<void> {
  const { current } = options;
  await updateScopedRecord({
    key: keys.messageCategory(current.enterpriseId, current.id),
    kind: 'messageCategoryName',
    what: 'category',
    current,
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
  const { categories } = options;
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: categories.flatMap((category): TransactItem[] => [
          {
            Delete: {
              TableName: tableName,
              Key: keys.messageCategory(category.enterpriseId, category.id),
              ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(typeCount) OR typeCount <= :zero)',
              ExpressionAttributeValues: { ':zero': 0 },
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: scopedNameMarker('messageCategoryName', category.enterpriseId, category.name),
              ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
              ExpressionAttributeValues: { ':owner': category.id },
            },
          },
        ]),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const codes = cancellationCodes(error);
    const failed = categories.filter((_, i) => codes[2 * i] === 'ConditionalCheckFailed');
    const now = await getMessageCategories({
      enterpriseId: categories[0].enterpriseId,
      ids: failed.map((c) => c.id),
    });
    if (now.length < failed.length) throw new NotFoundError('A category no longer exists');
    throw new ConflictError(
      `Delete the types of ${now.map((c) => `"${c.name}"`).join(', ')} first: a category with types cannot be deleted`,
      { inUse: now.map((c) => ({ id: c.id, name: c.name, typeCount: c.typeCount ?? 0 })) },
    );
  }
}

/** An Update of a category's type counter by `delta` (the category must exist), for a type's transaction. */
export function typeCountUpdate(enterpriseId: string, categoryId: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.messageCategory(enterpriseId, categoryId),
      UpdateExpression: 'ADD typeCount :delta',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}
