import { queryAll } from './batch.js';
import { keys } from './keys.js';
import type { FunctionRoleRecord } from './records.js';

export type { FunctionRoleRecord } from './records.js';

/** A user's platform function roles: Query `USER#<id>` with sk begins_with `FROLE#`. */
export async function listFunctionRolesOfUser(options: { userId: string }): Promise<FunctionRoleRecord[]> {
  return queryAll<FunctionRoleRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(options.userId).pk, ':prefix': 'FROLE#' },
  });
}
