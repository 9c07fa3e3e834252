import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchGetItems } from '../../../lib/data/batch.js';
import { listMembershipsOfUser } from './membership.js';
import { putWithUniqueMarkers } from '../../../lib/data/unique.js';
import { identityItems, type EnterpriseRecord } from './records.js';
export type { EnterpriseRecord } from './records.js';
import { identityKeys } from './keys.js';

/** Reads one enterprise (`ENT#<id>` / `#META`), or undefined. */
export async function getEnterprise(options: { enterpriseId: string }): Promise<EnterpriseRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: identityKeys.enterprise(options.enterpriseId) }),
  );
  return result.Item as EnterpriseRecord | undefined;
}

/** Reads several enterprises with one BatchGet, returned in the order of the ids (missing ones skipped). */
export async function getEnterprises(options: { enterpriseIds: readonly string[] }): Promise<EnterpriseRecord[]> {
  const found = await batchGetItems<EnterpriseRecord>(options.enterpriseIds.map((id) => identityKeys.enterprise(id)));
  const byId = new Map(found.map((e) => [e.id, e]));
  return options.enterpriseIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The enterprises a user belongs to: one Query of memberships plus one BatchGet. */
export async function listEnterprisesOfUser(options: { userId: string }): Promise<EnterpriseRecord[]> {
  const memberships = await listMembershipsOfUser({ userId: options.userId });
  return getEnterprises({ enterpriseIds: memberships.map((m) => m.enterpriseId) });
}

/** Creates an enterprise guarded by its name marker (409 when the name is registered). */
export async function createEnterprise(options: { enterprise: EnterpriseRecord }): Promise<void> {
  const { enterprise } = options;
  await putWithUniqueMarkers(identityItems.enterprise(enterprise), enterprise.id, [
    { kind: 'enterpriseName', value: enterprise.name },
  ]);
}
