import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { indexes, indexKeys } from '../../../lib/data/keys.js';
import type { RoleRecord } from '../../../lib/data/records.js';

/** A role found by its id alone: Query gsi2 `ROLEID#<roleId>` (one item), or undefined. */
export async function findRoleById(options: { roleId: string }): Promise<RoleRecord | undefined> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: indexes.gsi2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.roleById(options.roleId).gsi2pk },
      Limit: 1,
    }),
  );
  return result.Items?.[0] as RoleRecord | undefined;
}
