import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DashboardLayoutItem } from '../../../../shared/constants/dashboard-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { dashboardKeys } from './keys.js';

/** A user's kept layout. */
export interface DashboardLayoutRecord {
  readonly userId: string;
  readonly items: readonly DashboardLayoutItem[];
  readonly updatedAt: string;
}

/** The user's layout, or undefined when they kept none (one Get). */
export async function getLayout(userId: string): Promise<DashboardLayoutRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: dashboardKeys.layout(userId), ConsistentRead: true }),
  );
  if (!result.Item) return undefined;
  const { items, updatedAt } = result.Item as DashboardLayoutRecord;
  return { userId, items, updatedAt };
}

/** Keeps the user's layout, replacing the one before: the last save wins (one person arranging one board). */
export async function putLayout(record: DashboardLayoutRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...dashboardKeys.layout(record.userId), entity: 'dashboardLayout', ...record },
    }),
  );
}

/** Forgets the user's layout (nothing to forget is no error). */
export async function deleteLayout(userId: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: tableName, Key: dashboardKeys.layout(userId) }));
}
