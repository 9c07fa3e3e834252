import { randomUUID } from 'node:crypto';
import type { AlgorithmCategoryTreeInput } from '../../../../shared/schemas/algorithms.js';
import { tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { cancellationReasons, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { algorithmKeys } from './keys.js';

/** A stored category (`ALGCATEGORIES` / `CAT#{id}`); `usage` counts the algorithms filed under it. */
export interface AlgorithmCategoryRecord {
  id: string;
  parentId?: string;
  name: string;
  sort: number;
  usage?: number;
}

/** Every category, parents and children, by `sort`: one Query of the category partition. */
export async function listAlgorithmCategories(): Promise<AlgorithmCategoryRecord[]> {
  const found = await queryAll<AlgorithmCategoryRecord>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': algorithmKeys.algorithmCategory('').pk },
  });
  return found.sort((a, b) => a.sort - b.sort);
}

/**
 * The transaction item that moves the uses of a category by `delta`: an increase only while the category exists,
 * a decrease unconditionally. Filing an algorithm and deleting its category thus cannot both succeed.
 */
export function algorithmCategoryUsage(categoryId: string, delta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: algorithmKeys.algorithmCategory(categoryId),
      UpdateExpression: 'ADD #usage :delta',
      ExpressionAttributeNames: { '#usage': 'usage' },
      ExpressionAttributeValues: { ':delta': delta },
      ...(delta > 0 ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
    },
  };
}

/** The delete of a category, only while no algorithm uses it. */
const deleteUnused = (categoryId: string): TransactItem => ({
  Delete: {
    TableName: tableName,
    Key: algorithmKeys.algorithmCategory(categoryId),
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#usage) OR #usage = :zero)',
    ExpressionAttributeNames: { '#usage': 'usage' },
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/** DynamoDB's cap on the items of one TransactWrite. */
const TRANSACTION_LIMIT = 100;

/**
 * Saves the whole tree: nodes whose key is an existing category's id are updated in place (their `usage` kept; a
 * used category cannot move to another parent), other nodes created, categories left out deleted while unused.
 * One TransactWrite when it fits, else consecutive ones of 100. 409 naming the categories when a used one would
 * be deleted or moved.
 */
export async function saveAlgorithmCategoryTree(tree: AlgorithmCategoryTreeInput): Promise<AlgorithmCategoryRecord[]> {
  const current = new Map((await listAlgorithmCategories()).map((category) => [category.id, category]));
  const wanted: AlgorithmCategoryRecord[] = [];
  let sort = 0;
  const idOf = (key: string) => (current.has(key) ? key : randomUUID());
  for (const root of tree) {
    const rootId = idOf(root.key);
    wanted.push({ id: rootId, name: root.label || root.key, sort: sort++ });
    for (const child of root.children ?? []) {
      wanted.push({ id: idOf(child.key), parentId: rootId, name: child.label || child.key, sort: sort++ });
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
                ...algorithmKeys.algorithmCategory(category.id),
                entity: 'algorithmCategory',
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
            Key: algorithmKeys.algorithmCategory(category.id),
            UpdateExpression: `SET #name = :name, sort = :sort${category.parentId ? ', parentId = :parent' : ' REMOVE parentId'}`,
            ConditionExpression: moved
              ? 'attribute_exists(pk) AND (attribute_not_exists(#usage) OR #usage = :zero)'
              : 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#name': 'name', ...(moved ? { '#usage': 'usage' } : {}) },
            ExpressionAttributeValues: {
              ':name': category.name,
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
      throw new ConflictError(`Categories in use by algorithms cannot be removed or moved: ${used.join(', ')}`, {
        reason: 'categoryInUse',
        categories: used,
      });
    }
  }
  return listAlgorithmCategories();
}

/** Deletes one category while no algorithm uses it and no category sits below it (409 each); 404 when gone. */
export async function deleteAlgorithmCategory(options: { categoryId: string }): Promise<void> {
  const all = await listAlgorithmCategories();
  const category = all.find((c) => c.id === options.categoryId);
  if (!category) throw new NotFoundError('Category not found');
  const children = all.filter((c) => c.parentId === category.id);
  if (children.length) {
    throw new ConflictError('Remove the categories below this one first', {
      reason: 'hasChildren',
      children: children.map((c) => c.name),
    });
  }
  try {
    await writeTransaction([deleteUnused(category.id)]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new ConflictError('The category is used by algorithms and cannot be deleted', { reason: 'categoryInUse' });
  }
}
