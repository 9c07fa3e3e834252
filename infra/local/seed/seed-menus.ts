import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { deploymentItem, type DeploymentRecord } from '../../../functions/domains/menus/data/deployment.js';
import { seedDynamoClients } from './seed-clients.js';

/** The demo web deployments menus can point at (docs/menus.md). Reference data: overwritten on every seed. */
export const demoDeployments: readonly DeploymentRecord[] = [
  {
    id: '88888888-8888-4888-8888-000000000001',
    kind: 'web',
    name: '云控制台',
    baseUrl: '/console',
    version: '1.0.0',
    description: '平台控制台（本仓库 web/）',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: '88888888-8888-4888-8888-000000000002',
    kind: 'web',
    name: '应用市场',
    baseUrl: '/market',
    version: '1.0.0',
    description: '应用市场前端',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: '88888888-8888-4888-8888-000000000003',
    kind: 'web',
    name: '帮助中心',
    baseUrl: '/help',
    version: '1.0.0',
    description: '帮助页面',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

/** Writes the demo web deployments. */
export async function seedMenusDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const { documents } = seedDynamoClients(env);
  await documents.send(
    new BatchWriteCommand({
      RequestItems: { [env.TABLE_NAME!]: demoDeployments.map((d) => ({ PutRequest: { Item: deploymentItem(d) } })) },
    }),
  );
  context.log(`Seeded ${demoDeployments.length} web deployments`);
}
