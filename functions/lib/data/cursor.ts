import { ValidationError } from '../errors.js';
import type { indexes } from './keys.js';

/** A secondary index of the table (`infra/definitions/table-definition.ts`). */
export type IndexName = (typeof indexes)[keyof typeof indexes];

/**
 * What one paged Query reads, and so all a cursor of it may name: one partition of the table or of an index. The
 * cursor a client sends back goes to DynamoDB as `ExclusiveStartKey`, which refuses (a 500, were it not checked)
 * any key that is not exactly the attributes of where the Query reads with their types, and which would start
 * another partition's Query if the partition were not checked.
 */
export interface CursorScope {
  /** The index the Query reads; absent: the table. */
  readonly index?: IndexName;
  /** The value of the partition key the Query reads (`pk`, or the index's `gsiNpk`). */
  readonly partition: string;
  /** The pattern of the sort key it reads (`sk`, or the index's), where a route takes only some (a time position). */
  readonly sortKey?: RegExp;
  /** The request field that carries the cursor, which a refusal names; `query.cursor` unless said. */
  readonly field?: `query.${string}` | `body.${string}`;
}

/**
 * The longest key value a cursor may hold: DynamoDB's limit for a sort key (a partition key may be twice that, but
 * none of ours comes near). A longer one would be refused by DynamoDB, so it is refused here first.
 */
const MAX_KEY_BYTES = 1024;

/**
 * The key attributes of the Query's `LastEvaluatedKey`, the partition key and sort key of where it reads first: the
 * index's and the table's, or the table's.
 */
const keyAttributesOf = (index: IndexName | undefined): readonly string[] =>
  index ? [`${index}pk`, `${index}sk`, 'pk', 'sk'] : ['pk', 'sk'];

/** Every key attribute of the table is a string (`table-definition.ts`); DynamoDB refuses an empty one. */
const isKeyValue = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && Buffer.byteLength(value) <= MAX_KEY_BYTES;

/** Encodes a Query's `LastEvaluatedKey` as an opaque, URL-safe cursor (base64url JSON); none on the last page. */
export function encodeCursor(lastEvaluatedKey: Record<string, unknown> | undefined): string | undefined {
  return lastEvaluatedKey ? Buffer.from(JSON.stringify(lastEvaluatedKey)).toString('base64url') : undefined;
}

/** A JSON object (not an array, not null). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The JSON a cursor encodes, or undefined when it is not base64url JSON. */
function parsed(cursor: string): unknown {
  // Buffer skips characters outside the alphabet; a cursor with any is not one this API wrote.
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The `ExclusiveStartKey` a cursor from `encodeCursor` names, checked against the Query it continues: base64url
 * JSON of an object with exactly the key attributes of `scope` (the table's, plus the index's when it reads one),
 * each a non-empty string of at most 1,024 bytes, whose partition key is `scope.partition` (and whose sort key
 * matches `scope.sortKey` when given). Anything else — forged, altered, another partition's or another index's — is
 * a 400 naming `scope.field`, never a DynamoDB error.
 */
export function decodeCursor(cursor: string | undefined, scope: CursorScope): Record<string, string> | undefined {
  if (cursor === undefined) return undefined;
  const key = parsed(cursor);
  const names = keyAttributesOf(scope.index);
  if (isObject(key) && Object.keys(key).length === names.length && names.every((name) => isKeyValue(key[name]))) {
    const [partitionKey, sortKey] = names.map((name) => key[name] as string);
    if (partitionKey === scope.partition && (scope.sortKey?.test(sortKey) ?? true))
      return key as Record<string, string>;
  }
  throw new ValidationError('Invalid cursor', [
    { field: scope.field ?? 'query.cursor', message: 'Not a cursor of this query' },
  ]);
}
