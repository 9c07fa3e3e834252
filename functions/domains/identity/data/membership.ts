import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll, queryPage, type PageOptions } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { identityItems, type MembershipRecord } from './records.js';
export type { MembershipRecord } from './records.js';
import { identityKeys, identityIndexKeys } from './keys.js';

/** A user's memberships: Query `USER#<id>` with sk begins_with `ENT#`. */
export async function listMembershipsOfUser(options: { userId: string }): Promise<MembershipRecord[]> {
  return queryAll<MembershipRecord>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': identityKeys.user(options.userId).pk, ':prefix': 'ENT#' },
  });
}

/** One page of an enterprise's members: Query gsi1 `ENTMEMBERS#<enterpriseId>`. */
export async function listMembersOfEnterprise(
  options: { enterpriseId: string } & PageOptions,
): Promise<Page<MembershipRecord>> {
  return queryPage<MembershipRecord>(
    { index: indexes.gsi1, partition: identityIndexKeys.memberOfEnterprise(options.enterpriseId, '').gsi1pk },
    options,
  );
}

/** Adds a user to an enterprise (overwrites an existing membership). */
export async function addMembership(options: { membership: MembershipRecord }): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName, Item: identityItems.membership(options.membership) }),
  );
}
