import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { setAssignments } from './assignments.js';
import { batchGetItems, isConditionFailure } from './batch.js';
import { keys } from './keys.js';
import type { UniqueKind } from './records.js';
import { cancellationCodes, type TransactItem, writeTransaction } from './transactions.js';

/**
 * Named records of a scope (an enterprise, the nil id being the platform) whose
 * name is unique inside the scope, case-insensitively: a per-scope name marker
 * claimed in the same TransactWrite that creates or renames the record, and
 * conditional updates that answer 404 when the record is gone and 409 when the
 * new name is taken. Message categories, types and groups use them.
 */

type Key = { pk: string; sk: string };

/** The per-scope name marker of a category, type or group. */
export const scopedNameMarker = (kind: UniqueKind, enterpriseId: string, name: string) =>
  keys.unique(kind, `${enterpriseId}#${name}`);

/** A 409 on the `name` field: the name is taken in this scope. */
export const nameTakenError = (what: string) => {
  const message = `A ${what} with this name already exists here`;
  return new ConflictError(message, { fields: [{ field: 'body.name', message }] });
};

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
    await writeTransaction([
      { Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: tableName,
          Item: { ...marker, entity: 'unique', kind, ownerId: item.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(options.extra ?? []),
    ]);
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
  const set = setAssignments(options.set);
  const names: Record<string, string> = { ...set.names };
  const values: Record<string, unknown> = { ...(options.condition?.values ?? {}), ...set.values };
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
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: options.key,
          UpdateExpression: `SET ${set.expression}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
          ConditionExpression: `attribute_exists(pk)${options.condition ? ` AND ${options.condition.expression}` : ''}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
      ...renameItems,
      ...(options.extra ?? []),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') throw new NotFoundError(`The ${options.what} no longer exists`);
    const extraFailed = codes.slice(1 + renameItems.length).findIndex((code) => code === 'ConditionalCheckFailed');
    if (extraFailed >= 0 && options.onExtraFailed) throw options.onExtraFailed(extraFailed);
    throw nameTakenError(options.what);
  }
}
