import { tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { isConditionFailure, queryAll } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import { cancellationReasons, writeTransaction, conditionCheck } from '../../../lib/data/transactions.js';
import { roleItems, type FunctionRoleRecord } from './records.js';
export type { FunctionRoleRecord } from './records.js';
import { roleKeys, roleIndexKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/** A user's platform function roles: Query `USER#<id>` with sk begins_with `FROLE#`. */
export async function listFunctionRolesOfUser(options: { userId: string }): Promise<FunctionRoleRecord[]> {
  return queryAll<FunctionRoleRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': identityKeys.user(options.userId).pk, ':prefix': 'FROLE#' },
  });
}

/** The holders of a function role: Query gsi1 `FROLEUSERS#<code>` (a handful of platform staff). */
export async function listHoldersOfFunctionRole(options: { code: string }): Promise<FunctionRoleRecord[]> {
  return queryAll<FunctionRoleRecord>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': roleIndexKeys.holderOfFunctionRole(options.code, '').gsi1pk },
  });
}

/**
 * Gives a function role: the item is Put `attribute_not_exists` (409 when
 * held) beside a ConditionCheck that the profile exists and is not
 * deregistered (404). Applies on the user's next request (loadCaller).
 */
export async function grantFunctionRole(options: { role: FunctionRoleRecord }): Promise<void> {
  const { role } = options;
  try {
    await writeTransaction([
      conditionCheck(
        identityKeys.user(role.userId),
        'attribute_exists(pk) AND (attribute_not_exists(removed) OR removed = :false)',
        { ':false': false },
      ),
      {
        Put: {
          TableName: tableName,
          Item: roleItems.functionRole(role),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new NotFoundError('User not found');
    throw new ConflictError('The user already holds this function role');
  }
}

/**
 * Takes a function role. With a `witnessUserId` (revoking platform-admin) the
 * witness's item of the same role must still exist in the same transaction,
 * so the last holder can never be removed, even by two simultaneous revokes.
 * 404 when the user does not hold it; 409 when the witness is gone.
 */
export async function revokeFunctionRole(options: {
  userId: string;
  code: string;
  witnessUserId?: string;
}): Promise<void> {
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: roleKeys.functionRole(options.userId, options.code),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...(options.witnessUserId
        ? [conditionCheck(roleKeys.functionRole(options.witnessUserId, options.code), 'attribute_exists(pk)')]
        : []),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === 'ConditionalCheckFailed')
      throw new NotFoundError('The user does not hold this function role');
    throw new ConflictError('The last platform administrator keeps the role');
  }
}
