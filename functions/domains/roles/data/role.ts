import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import {
  batchGetItems,
  batchWriteItems,
  isConditionFailure,
  queryAll,
  queryPage,
  type PageOptions,
} from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { Page } from '../../../lib/data/paging.js';
import { items } from '../../../lib/data/records.js';
import { putWithUniqueMarkers } from '../../../lib/data/unique.js';
import { cancellationReasons, conditionCheck, writeTransaction } from '../../../lib/data/transactions.js';

import { menuKeys } from '../../menus/index.js';
import { roleItems, type RoleRecord } from './records.js';
export type { RoleRecord } from './records.js';
import { roleKeys, roleIndexKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/** Reads one role of an enterprise (`ENT#<enterpriseId>` / `ROLE#<roleId>`). */
export async function getRole(options: { enterpriseId: string; roleId: string }): Promise<RoleRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: roleKeys.role(options.enterpriseId, options.roleId) }),
  );
  return result.Item as RoleRecord | undefined;
}

/** Reads several roles of one enterprise with one BatchGet, in the order of the ids. */
export async function getRolesOfEnterprise(options: {
  enterpriseId: string;
  roleIds: readonly string[];
}): Promise<RoleRecord[]> {
  const found = await batchGetItems<RoleRecord>(options.roleIds.map((id) => roleKeys.role(options.enterpriseId, id)));
  const byId = new Map(found.map((r) => [r.id, r]));
  return options.roleIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One page of an enterprise's roles: Query `ENT#<enterpriseId>` with sk begins_with `ROLE#`. */
export async function listRolesOfEnterprise(
  options: { enterpriseId: string } & PageOptions,
): Promise<Page<RoleRecord>> {
  return queryPage<RoleRecord>(
    {
      partition: identityKeys.enterprise(options.enterpriseId).pk,
      sortKeyCondition: 'begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':prefix': 'ROLE#' },
    },
    options,
  );
}

/** Creates a role guarded by its per-enterprise name marker (409 when the name is taken). */
export async function createRole(options: { role: RoleRecord }): Promise<void> {
  const { role } = options;
  await putWithUniqueMarkers(roleItems.role(role), role.id, [
    { kind: 'roleName', value: `${role.enterpriseId}#${role.name}` },
  ]);
}

const roleNameMarker = (role: Pick<RoleRecord, 'enterpriseId' | 'name'>) =>
  items.unique('roleName', `${role.enterpriseId}#${role.name}`, '');

/**
 * Renames and re-describes a role in one TransactWrite: the role must still
 * exist; a new name (case-insensitively different) deletes the old marker
 * (only when this role owns it) and claims the new one. 409 when the name is
 * taken, 404 when the role is gone.
 */
export async function updateRole(options: {
  current: RoleRecord;
  name: string;
  description?: string;
}): Promise<RoleRecord> {
  const { current, name } = options;
  const description = options.description ?? current.description;
  const renamed = name.toLowerCase() !== current.name.toLowerCase();
  const oldMarker = roleNameMarker(current);
  const newMarker = { ...roleNameMarker({ enterpriseId: current.enterpriseId, name }), ownerId: current.id };
  const next: RoleRecord = { ...current, name, ...(description ? { description } : {}) };
  if (!description) delete next.description;
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: roleItems.role(next),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...(renamed
        ? [
            {
              Delete: {
                TableName: tableName,
                Key: { pk: oldMarker.pk, sk: oldMarker.sk },
                ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
                ExpressionAttributeValues: { ':owner': current.id },
              },
            },
            {
              Put: { TableName: tableName, Item: newMarker, ConditionExpression: 'attribute_not_exists(pk)' },
            },
          ]
        : []),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new NotFoundError('Role not found');
    throw new ConflictError('Role name already exists in this enterprise', {
      taken: ['roleName'],
      fields: [{ field: 'body.name', message: 'Role name already exists in this enterprise' }],
    });
  }
  return next;
}

/** How many users hold a role: a COUNT Query on gsi1 `ROLEUSERS#<roleId>`. */
export async function countHoldersOfRole(options: { roleId: string }): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: indexes.gsi1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': roleIndexKeys.holderOfRole(options.roleId, '').gsi1pk },
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    count += result.Count ?? 0;
    cursor = result.LastEvaluatedKey;
  } while (cursor);
  return count;
}

/**
 * Deletes a role: first the role and its name marker in one conditional
 * TransactWrite (404 when already gone), then, in batches, its assignments
 * (gsi1 `ROLEUSERS#<roleId>`) and its menu privileges (`ROLE#<roleId>`).
 * Assigning checks that the role exists in its own transaction, so no
 * assignment can appear after the role is gone. The clean-up is not atomic
 * (a role may have more items than one transaction holds); it runs right
 * after the role is gone and retries unprocessed items.
 */
export async function deleteRole(options: {
  role: RoleRecord;
  /** An assignment that must still exist for the delete to commit (who keeps administering the enterprise). */
  witness?: { userId: string; enterpriseId: string; roleId: string };
}): Promise<void> {
  const { role, witness } = options;
  const marker = roleNameMarker(role);
  try {
    await writeTransaction([
      {
        Delete: {
          TableName: tableName,
          Key: roleKeys.role(role.enterpriseId, role.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: { pk: marker.pk, sk: marker.sk },
          ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
          ExpressionAttributeValues: { ':owner': role.id },
        },
      },
      ...(witness
        ? [
            conditionCheck(
              roleKeys.roleAssignment(witness.userId, witness.enterpriseId, witness.roleId),
              'attribute_exists(pk)',
            ),
          ]
        : []),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (cancellationReasons(error)[2]?.Code === 'ConditionalCheckFailed') {
      throw new ConflictError(
        'The roles changed meanwhile (another administrator may have left); reload and try again',
      );
    }
    throw new NotFoundError('Role not found');
  }
  await deleteItemsOfRole({ roleId: role.id });
}

/** Removes the assignments and menu privileges of a (deleted) role. */
export async function deleteItemsOfRole(options: { roleId: string }): Promise<void> {
  const assignments = await queryAll<{ pk: string; sk: string }>({
    IndexName: indexes.gsi1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': roleIndexKeys.holderOfRole(options.roleId, '').gsi1pk },
  });
  const privileges = await queryAll<{ pk: string; sk: string }>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': menuKeys.roleMenuPrivilege(options.roleId, '').pk },
  });
  await batchWriteItems(
    [...assignments, ...privileges].map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
  );
}
