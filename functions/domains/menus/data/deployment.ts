import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryAll } from '../../../lib/data/batch.js';
import { menuKeys } from './keys.js';

/** A deployed web front end a menu can point at (menu `deploymentId`). */
export interface DeploymentRecord {
  id: string;
  kind: 'web';
  name: string;
  /** Base address the menu urls of this deployment are opened under. */
  baseUrl: string;
  version: string;
  description?: string;
  updatedAt: string;
}

/** The item of a deployment record. */
export const deploymentItem = (r: DeploymentRecord) => ({
  ...menuKeys.deployment(r.kind, r.id),
  entity: 'deployment',
  ...r,
});

/** Strips the key attributes off a stored deployment item. */
function toRecord(item: Record<string, unknown>): DeploymentRecord {
  const { pk: _pk, sk: _sk, entity: _entity, ...record } = item;
  return record as unknown as DeploymentRecord;
}

/** Every deployment of a kind: Query `DEPLOYMENTS#<kind>` (a handful of items), sorted by name. */
export async function listDeployments(options: { kind: 'web' }): Promise<DeploymentRecord[]> {
  const found = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': menuKeys.deployment(options.kind, '').pk },
  });
  return found.map(toRecord).sort((a, b) => a.name.localeCompare(b.name));
}

/** One deployment, or undefined: GetItem. */
export async function getDeployment(options: { kind: 'web'; id: string }): Promise<DeploymentRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: menuKeys.deployment(options.kind, options.id) }),
  );
  return result.Item ? toRecord(result.Item) : undefined;
}
