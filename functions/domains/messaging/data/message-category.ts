import { BatchGetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { batchGetItems, isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { keys } from '../../../lib/data/keys.js';
import type { UniqueKind } from '../../../lib/data/records.js';

/**
 * Message categories of a scope (`MSGADMIN#<enterpriseId>` / `CATEGORY#<id>`,
 * the nil id being the platform), plus the helpers the scope's types and
 * groups share: per-scope name markers and the save/delete transactions.
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

type Key = { pk: string; sk: string };
type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** The per-scope name marker of a category, type or group. */
export const scopedNameMarker = (kind: UniqueKind, enterpriseId: string, name: string) =>
  keys.unique(kind, `${enterpriseId}#${name}`);

/** The reasons of a cancelled TransactWrite, in the order of its items. */
export const cancellationCodes = (error: unknown): (string | undefined)[] =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code);

/** A 409 on the `name` field: the name is taken in this scope. */
export const nameTakenError = (what: string) => {
  const message = `A ${what} with this name already exists here`;
  return new ConflictError(message, { fields: [{ field: 'body.name', message }] });
};

/** Every record of one kind (`CATEGORY`, `TYPE`, `GROUP`) in a scope: Query `MSGADMIN#<e>`, sk begins_with `<KIND>#`. */
export async function listScopeRecords<T>(enterpriseId: string, kind: 'CATEGORY' | 'TYPE' | 'GROUP'): Promise<T[]> {
  return queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `MSGADMIN#${enterpriseId}`, ':prefix': `${kind}#` },
  });
}

/** Records by key, strongly consistent, in the order of the keys (missing ones left out). */
export async function getRecords<T extends { id: string }>(itemKeys: readonly Key[]): Promise<T[]> {
  if (itemKeys.length === 0) return [];
  const result = await documentClient.send(
    new BatchGetCommand({ RequestItems: { [tableName]: { Keys: [...itemKeys], ConsistentRead: true } } }),
  );
  // Up to 25 small keys: a retry of unprocessed keys goes through the shared helper.
  const found = [
    ...((result.Responses?.[tableName] ?? []) as (T & Key)[]),
    ...(result.UnprocessedKeys?.[tableName]?.Keys?.length
      ? await batchGetItems<T & Key>(result.UnprocessedKeys[tableName].Keys as Key[])
      : []),
  ];
  const byKey = new Map(found.map((item) => [`${item.pk}|${item.sk}`, item as T]));
  return itemKeys.flatMap((k) => (byKey.has(`${k.pk}|${k.sk}`) ? [byKey.get(`${k.pk}|${k.sk}`)!] : []));
}

/**
 * Creates a named record of a scope with its name marker in one TransactWrite
 * (plus `extra` items, e.g. a category's type counter); 409 on the name when
 * the marker exists. `onExtraFailed` maps a failed extra item to its error.
 */
export async function createScopedRecord(options: {
  item: Record<string, unknown> & { id: string; enterpriseId: string; name: string };
  kind: UniqueKind;
  what: string;
  extra?: readonly TransactItem[];
  onExtraFailed?: (index: number) => Error;
}): Promise<void> {
  const { item, kind } = options;
  const marker = scopedNameMarker(kind, item.enterpriseId, item.name);
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: tableName,
              Item: { ...marker, entity: 'unique', kind, ownerId: item.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...(options.extra ?? []),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const codes = cancellationCodes(error);
    const extraFailed = codes.slice(2).findIndex((code) => code === 'ConditionalCheckFailed');
    if (extraFailed >= 0 && options.onExtraFailed) throw options.onExtraFailed(extraFailed);
    throw nameTakenError(options.what);
  }
}

/**
 * Updates a named record of a scope in one TransactWrite: the record must
 * still exist (and match `condition`), a new name (case-insensitively
 * different) releases the old marker and claims the new one (409), plus
 * `extra` items. 404 when the record is gone.
 */
export async function updateScopedRecord(options: {
  key: Key;
  kind: UniqueKind;
  what: string;
  current: { id: string; enterpriseId: string; name: string };
  set: Record<string, unknown>;
  remove?: readonly string[];
  condition?: { expression: string; values: Record<string, unknown> };
  extra?: readonly TransactItem[];
  onExtraFailed?: (index: number) => Error;
}): Promise<void> {
  const { current, kind } = options;
  const newName = String(options.set.name);
  const renamed = newName.toLowerCase() !== current.name.toLowerCase();
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ...(options.condition?.values ?? {}) };
  const assignments = Object.entries(options.set).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  const removals = (options.remove ?? []).map((field, i) => {
    names[`#r${i}`] = field;
    return `#r${i}`;
  });
  const renameItems: TransactItem[] = renamed
    ? [
        {
          Delete: {
            TableName: tableName,
            Key: scopedNameMarker(kind, current.enterpriseId, current.name),
            ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
            ExpressionAttributeValues: { ':owner': current.id },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: {
              ...scopedNameMarker(kind, current.enterpriseId, newName),
              entity: 'unique',
              kind,
              ownerId: current.id,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]
    : [];
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName,
              Key: options.key,
              UpdateExpression: `SET ${assignments.join(', ')}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
              ConditionExpression: `attribute_exists(pk)${options.condition ? ` AND ${options.condition.expression}` : ''}`,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
          ...renameItems,
          ...(options.extra ?? []),
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') throw new NotFoundError(`The ${options.what} no longer exists`);
    const extraFailed = codes.slice(1 + renameItems.length).findIndex((code) => code === 'ConditionalCheckFailed');
    if (extraFailed >= 0 && options.onExtraFailed) throw options.onExtraFailed(extraFailed);
    throw nameTakenError(options.what);
  }
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
