import { tableName } from '../clients/dynamodb.js';
import { NotFoundError } from '../errors.js';
import { isConditionFailure, queryAll } from './batch.js';
import type { UniqueKind } from './records.js';
import { createScopedRecord, getRecords, scopedNameMarker, updateScopedRecord } from './scoped-records.js';
import { cancellationCodes, type TransactItem, writeTransaction } from './transactions.js';

/**
 * The catalogue-record factory: records of a scope (an enterprise, the nil id
 * being the platform) kept under one partition per scope, each with a name
 * unique inside the scope. Create and rename claim the name marker in the same
 * TransactWrite as the record (`scoped-records.ts`), and delete removes records
 * with their markers in one conditional TransactWrite, refused while a record
 * is in use when the entity says how to tell. Each entity keeps its fields,
 * extra transaction items and messages in its own data module.
 */

type Key = { pk: string; sk: string };

/** A condition on a record's item, as TransactWrite takes it. */
export interface RecordCondition {
  expression: string;
  values: Record<string, unknown>;
}

/** What every catalogue record has. */
export interface CatalogueRecord {
  id: string;
  enterpriseId: string;
  name: string;
}

/** How an entity describes itself to the factory. */
export interface CatalogueDefinition {
  /** The `entity` attribute of its items. */
  entity: string;
  /** The kind of its per-scope name markers. */
  nameKind: UniqueKind;
  /** The word its messages use (`category`, `type`, …). */
  what: string;
  /** Its key in a scope; with an empty id, the partition and the sort-key prefix of the scope's records. */
  key: (enterpriseId: string, id: string) => Key;
}

/** How a delete of catalogue records is conditioned and answered. */
export interface CatalogueDeleteOptions<T> {
  /** The message of the 404 when a record is gone (or, without `inUse`, failed its condition). */
  goneMessage: string;
  /** A condition each record's Delete adds to `attribute_exists(pk)`. */
  condition?: (record: T) => RecordCondition;
  /** Items written in the same transaction (e.g. counters of other records). */
  extra?: readonly TransactItem[];
  /**
   * Set when `condition` tells a record in use: the records whose Delete
   * failed are read again, 404 when one is gone, else this error naming them.
   */
  inUse?: (stillThere: T[]) => Error;
}

/** The data functions of one catalogue entity, built by {@link catalogueRecords}. */
export interface CatalogueRecords<T extends CatalogueRecord> {
  /** The item of a record: its key, its entity and its fields. */
  item: (record: T) => Key & { entity: string } & T;
  /** Every record of a scope (tens at most): Query the scope's partition, sk begins_with the entity's prefix. */
  list: (enterpriseId: string) => Promise<T[]>;
  /** Records of a scope by id (consistent), in the order of the ids; ids of other scopes are not found. */
  get: (enterpriseId: string, ids: readonly string[]) => Promise<T[]>;
  /** Creates a record with its name marker (409 name taken), plus `extra` items. */
  create: (
    record: T,
    options?: { extra?: readonly TransactItem[]; onExtraFailed?: (index: number) => Error },
  ) => Promise<void>;
  /** Updates a record (404 gone, 409 new name taken), swapping its name marker on a rename. */
  update: (
    current: T,
    options: Omit<Parameters<typeof updateScopedRecord>[0], 'key' | 'kind' | 'what' | 'current'>,
  ) => Promise<void>;
  /** Deletes records and their name markers in one TransactWrite: all or none. */
  remove: (records: readonly T[], options: CatalogueDeleteOptions<T>) => Promise<void>;
}

/** Builds the data functions of a catalogue entity. */
export function catalogueRecords<T extends CatalogueRecord>(definition: CatalogueDefinition): CatalogueRecords<T> {
  const { entity, nameKind, what, key } = definition;
  const item = (record: T) => ({ ...key(record.enterpriseId, record.id), entity, ...record });
  const get = (enterpriseId: string, ids: readonly string[]) => getRecords<T>(ids.map((id) => key(enterpriseId, id)));
  return {
    item,
    list: (enterpriseId) => {
      const scope = key(enterpriseId, '');
      return queryAll<T>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': scope.pk, ':prefix': scope.sk },
      });
    },
    get,
    create: (record, options = {}) =>
      createScopedRecord({
        // The record types are interfaces (no index signature); the item is a plain object all the same.
        item: item(record) as unknown as Record<string, unknown> & T,
        kind: nameKind,
        what,
        ...options,
      }),
    update: (current, options) =>
      updateScopedRecord({ key: key(current.enterpriseId, current.id), kind: nameKind, what, current, ...options }),
    remove: async (records, options) => {
      const deleteItems = records.flatMap((record): TransactItem[] => {
        const condition = options.condition?.(record);
        return [
          {
            Delete: {
              TableName: tableName,
              Key: key(record.enterpriseId, record.id),
              ConditionExpression: condition
                ? `attribute_exists(pk) AND ${condition.expression}`
                : 'attribute_exists(pk)',
              ...(condition ? { ExpressionAttributeValues: condition.values } : {}),
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: scopedNameMarker(nameKind, record.enterpriseId, record.name),
              ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
              ExpressionAttributeValues: { ':owner': record.id },
            },
          },
        ];
      });
      try {
        await writeTransaction([...deleteItems, ...(options.extra ?? [])]);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const codes = cancellationCodes(error);
        if (!options.inUse) {
          if (codes.length === 0 || codes.includes('ConditionalCheckFailed'))
            throw new NotFoundError(options.goneMessage);
          throw error;
        }
        const failed = records.filter((_, i) => codes[2 * i] === 'ConditionalCheckFailed');
        const now = await get(
          records[0].enterpriseId,
          failed.map((record) => record.id),
        );
        if (now.length < failed.length) throw new NotFoundError(options.goneMessage);
        throw options.inUse(now);
      }
    },
  };
}
