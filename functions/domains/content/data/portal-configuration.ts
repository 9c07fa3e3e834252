import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PORTAL_FLAGS, PORTAL_FLAGS, type PortalFlag } from '../../../../shared/constants/content-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { contentKeys } from './keys.js';
import { contentItems } from './records.js';

type Flags = Readonly<Record<PortalFlag, boolean>>;

/** A portal's flags: as saved, a flag added since then at its default; the defaults when never saved. */
export async function getPortalFlags(owner: string): Promise<Flags> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: contentKeys.portalConfiguration(owner) }),
  );
  const saved = (result.Item?.flags ?? {}) as Partial<Flags>;
  return Object.fromEntries(PORTAL_FLAGS.map((flag) => [flag, saved[flag] ?? DEFAULT_PORTAL_FLAGS[flag]])) as Flags;
}

/** Saves a portal's flags whole (the last save wins: the flags are one setting, not a sum). */
export async function savePortalFlags(owner: string, flags: Flags, byId: string): Promise<Flags> {
  const saved = Object.fromEntries(PORTAL_FLAGS.map((flag) => [flag, flags[flag]])) as Flags;
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: contentItems.portalConfiguration({
        owner,
        flags: saved,
        updatedAt: new Date().toISOString(),
        updatedById: byId,
      }),
    }),
  );
  return saved;
}
