import { tableName } from '../clients/dynamodb.js';
import { ConflictError } from '../errors.js';
import { isConditionFailure } from './batch.js';
import { items, type UniqueKind } from './records.js';
import { keys } from './keys.js';
import { cancellationReasons, writeTransaction, type TransactItem } from './transactions.js';

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

/** A claim whose loss is reported on a body field (`reason` names it for the console, e.g. `sameName`). */
export interface FieldClaim extends UniqueClaim {
  readonly field: string;
  readonly message: string;
  readonly reason?: string;
}

/** The Puts that claim each value for `ownerId`, each only while nobody holds it. */
export function claimItems(claims: readonly UniqueClaim[], ownerId: string): TransactItem[] {
  return claims.map((claim) => ({
    Put: {
      TableName: tableName,
      Item: items.unique(claim.kind, claim.value, ownerId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
}

/** The Deletes that release each claimed value (its record goes in the same transaction). */
export function releaseItems(claims: readonly UniqueClaim[]): TransactItem[] {
  return claims.map((claim) => ({ Delete: { TableName: tableName, Key: keys.unique(claim.kind, claim.value) } }));
}

/**
 * The claims of `after` whose value differs (ignoring case) from the claim of the same kind in `before`, and the
 * items that move them: first the Puts claiming the new values (in `changed` order), then the Deletes of the old.
 */
export function movedClaims<C extends UniqueClaim>(
  before: readonly C[],
  after: readonly C[],
  ownerId: string,
): { changed: C[]; items: TransactItem[] } {
  const previous = (claim: C) => before.find((old) => old.kind === claim.kind)!;
  const changed = after.filter((claim) => claim.value.toLowerCase() !== previous(claim).value.toLowerCase());
  return {
    changed,
    items: [...claimItems(changed, ownerId), ...releaseItems(changed.map(previous))],
  };
}

/**
 * The 409 naming the fields whose claims a cancelled TransactWrite found taken (`at(i)`: the index of claim i's
 * Put in the transaction), or undefined when no claim was the reason.
 */
export function takenConflict(
  error: unknown,
  claims: readonly FieldClaim[],
  at: (i: number) => number,
): ConflictError | undefined {
  const reasons = cancellationReasons(error);
  const taken = claims.filter((_, i) => reasons[at(i)]?.Code === 'ConditionalCheckFailed');
  if (!taken.length) return undefined;
  const fields = taken.map(({ field, message }) => ({ field, message }));
  return new ConflictError(fields.map((f) => f.message).join(' '), {
    fields,
    taken: taken.map((claim) => claim.reason ?? claim.kind),
  });
}
