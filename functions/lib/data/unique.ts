import { tableName } from '../clients/dynamodb.js';
import { ConflictError } from '../errors.js';
import { isConditionFailure } from './batch.js';
import { items, type UniqueKind } from './records.js';
import { cancellationReasons, writeTransaction } from './transactions.js';

/** A value that must stay unique, guarded by a marker item. */
export interface UniqueClaim {
  readonly kind: UniqueKind;
  readonly value: string;
}

/**
 * Writes a record together with its uniqueness markers in one TransactWrite:
 * the record must not exist yet and no marker may exist (`attribute_not_exists`).
 * A failed condition becomes a 409 naming the claimed kinds.
 */
export async function putWithUniqueMarkers(
  record: object,
  ownerId: string,
  claims: readonly UniqueClaim[],
): Promise<void> {
  try {
    await writeTransaction([
      { Put: { TableName: tableName, Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...claims.map((claim) => ({
        Put: {
          TableName: tableName,
          Item: items.unique(claim.kind, claim.value, ownerId),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      })),
    ]);
  } catch (error) {
    if (isConditionFailure(error)) {
      // CancellationReasons follow TransactItems: index 0 is the record, then one per claim.
      const reasons = cancellationReasons(error);
      const taken = claims.filter((_, i) => reasons[i + 1]?.Code === 'ConditionalCheckFailed').map((c) => c.kind);
      throw new ConflictError(`Already taken: ${claims.map((c) => c.kind).join(', ') || 'record'}`, {
        kinds: claims.map((c) => c.kind),
        taken,
      });
    }
    throw error;
  }
}
