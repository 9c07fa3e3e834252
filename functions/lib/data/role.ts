import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { batchGetItems, queryPage, type PageOptions } from './batch.js';
import { keys } from './keys.js';
import type { Page } from './paging.js';
import { items, type RoleRecord } from './records.js';
import { putWithUniqueMarkers } from './unique.js';

export type { RoleRecord } from './records.js';

/** Reads one role of an enterprise (`ENT#<enterpriseId>` / `ROLE#<roleId>`). */
export async function getRole(options: { enterpriseId: string; roleId: string }): Promise<RoleRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: keys.role(options.enterpriseId, options.roleId) }),
  );
  return result.Item as RoleRecord | undefined;
}

/** Reads several roles of one enterprise with one BatchGet, in the order of the ids. */
export async function getRolesOfEnterprise(options: {
  enterpriseId: string;
  roleIds: readonly string[];
}): Promise<RoleRecord[]> {
  const found = await batchGetItems<RoleRecord>(options.roleIds.map((id) => keys.role(options.enterpriseId, id)));
  const byId = new Map(found.map((r) => [r.id, r]));
  return options.roleIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One page of an enterprise's roles: Query `ENT#<enterpriseId>` with sk begins_with `ROLE#`. */
export async function listRolesOfEnterprise(
  options: { enterpriseId: string } & PageOptions,
): Promise<Page<RoleRecord>> {
  return queryPage<RoleRecord>(
    {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.enterprise(options.enterpriseId).pk, ':prefix': 'ROLE#' },
    },
    options,
  );
}

/** Creates a role guarded by its per-enterprise name marker (409 when the name is taken). */
export async function createRole(options: { role: RoleRecord }): Promise<void> {
  const { role } = options;
  await putWithUniqueMarkers(items.role(role), role.id, [
    { kind: 'roleName', value: `${role.enterpriseId}#${role.name}` },
  ]);
}
