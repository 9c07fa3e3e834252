import { randomUUID } from 'node:crypto';
import type { CategoryTreeInput } from '../../../../shared/schemas/application.js';
import { tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { cancellationReasons, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { applicationKeys } from './keys.js';

/** A stored category (`APPCATEGORIES` / `CAT#{id}`); `usage` counts the applications filed under it. */
export interface CategoryRecord {
  id: string;
  parentId?: string;
  code: string;
  name: string;
  nameEn?: string;
  description: string;
  sort: number;
  usage?: number;
}

/** Every category, parents and children, by `sort`: one Query of the category partition. */
export async function listCategories(): Promise<CategoryRecord[]> {
  const found = await queryAll<CategoryRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': applicationKeys.applicationCategory('').pk },
  });
  return found.sort((a, b) => a.sort - b.sort);
}

/**
 * The transaction item that moves one use of a category: `+1` only while it exists (under `parentId` when
 * given), `-1` unconditionally. Creating an application and deleting its category thus cannot both succeed.
 */
export function categoryUsage(categoryId: string, parentId: string | undefined, delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: applicationKeys.applicationCategory(categoryId),
      UpdateExpression: 'ADD #usage :delta',
      ExpressionAttributeNames: { '#usage': 'usage' },
      ExpressionAttributeValues: { ':delta': delta, ...(delta > 0 && parentId ? { ':parent': parentId } : {}) },
      ...(delta > 0
        ? { ConditionExpression: parentId ? 'attribute_exists(pk) AND parentId = :parent' : 'attribute_exists(pk)' }
        : {}),
    },
  };
}

/** The delete of a category, only while no application uses it. */
const deleteUnused = (categoryId: string): TransactItem => ({
  Delete: {
    TableName: tableName,
    Key: applicationKeys.applicationCategory(categoryId),
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#usage) OR #usage = :zero)',
    ExpressionAttributeNames: { '#usage': 'usage' },
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** DynamoDB's cap on the items of one TransactWrite. */
const TRANSACTION_LIMIT = 100;

/**
 * Saves the whole tree: existing nodes (by id) are updated in place (their `usage` kept; a used category cannot
 * move to another parent), new nodes created, nodes left out deleted while unused. One TransactWrite when it fits;
 * a larger tree runs in consecutive transactions of 100. 409 naming the category when a used one would be
 * deleted or moved.
 */
export async function saveCategoryTree(tree: CategoryTreeInput): Promise<CategoryRecord[]> {
  const current = new Map((await listCategories()).map((category) => [category.id, category]));
  const wanted: CategoryRecord[] = [];
  let sort = 0;
  for (const root of tree) {
    const rootId = root.id && current.has(root.id) ? root.id : randomUUID();
    wanted.push({
      id: rootId,
      code: root.code,
      name: root.name,
      ...(root.nameEn ? { nameEn: root.nameEn } : {}),
      description: root.description ?? '',
      sort: sort++,
    });
    for (const child of root.children ?? []) {
      const id = child.id && current.has(child.id) ? child.id : randomUUID();
      wanted.push({
        id,
        parentId: rootId,
        code: child.code,
        name: child.name,
        ...(child.nameEn ? { nameEn: child.nameEn } : {}),
        description: child.description ?? '',
        sort: sort++,
      });
    }
  }
  const kept = new Set(wanted.map((category) => category.id));
  const removed = [...current.values()].filter((category) => !kept.has(category.id));
  const writes: { item: TransactItem; name: string }[] = [
    ...wanted.map((category) => {
      const before = current.get(category.id);
      if (!before) {
        return {
          name: category.name,
          item: {
            Put: {
              TableName: tableName,
              Item: {
                ...applicationKeys.applicationCategory(category.id),
                entity: 'applicationCategory',
                ...category,
                usage: 0,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        };
      }
      const moved = (before.parentId ?? '') !== (category.parentId ?? '');
      return {
        name: category.name,
        item: {
          Update: {
            TableName: tableName,
            Key: applicationKeys.applicationCategory(category.id),
            UpdateExpression: `SET code = :code, #name = :name, nameEn = :nameEn, description = :description, sort = :sort${category.parentId ? ', parentId = :parent' : ''}${category.parentId ? '' : ' REMOVE parentId'}`,
            ConditionExpression: moved
              ? 'attribute_exists(pk) AND (attribute_not_exists(#usage) OR #usage = :zero)'
              : 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#name': 'name', ...(moved ? { '#usage': 'usage' } : {}) },
            ExpressionAttributeValues: {
              ':code': category.code,
              ':name': category.name,
              ':nameEn': category.nameEn ?? '',
              ':description': category.description,
              ':sort': category.sort,
              ...(category.parentId ? { ':parent': category.parentId } : {}),
              ...(moved ? { ':zero': 0 } : {}),
            },
          },
        },
      };
    }),
    ...removed.map((category) => ({ name: category.name, item: deleteUnused(category.id) })),
  ];
  for (let start = 0; start < writes.length; start += TRANSACTION_LIMIT) {
    const chunk = writes.slice(start, start + TRANSACTION_LIMIT);
    try {
      await writeTransaction(chunk.map((write) => write.item));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const reasons = cancellationReasons(error);
      const used = chunk.filter((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed').map((write) => write.name);
      throw new ConflictError(`Categories in use by applications cannot be removed or moved: ${used.join(', ')}`, {
        categories: used,
      });
    }
  }
  return listCategories();
}

/** Deletes one category while no application uses it (409) and it has no categories below it (409); 404 when gone. */
export async function deleteCategory(options: { categoryId: string }): Promise<void> {
  const all = await listCategories();
  const category = all.find((c) => c.id === options.categoryId);
  if (!category) throw new NotFoundError('Category not found');
  const children = all.filter((c) => c.parentId === category.id);
  if (children.length) {
    throw new ConflictError('Remove the categories below this one first', { children: children.map((c) => c.name) });
  }
  try {
    await writeTransaction([deleteUnused(category.id)]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError('The category is used by applications and cannot be deleted', { reason: 'categoryInUse' });
  }
}
