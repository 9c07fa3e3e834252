import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EquipmentCommandStatus } from '../../../../shared/constants/equipment-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { equipmentKeys } from './keys.js';

/** Commands are kept 30 days (TTL). */
const COMMAND_TTL_SECONDS = 30 * 24 * 3600;

/** A command sent to a gateway (`EQUIP#{id}#CMD` / `CMD#{commandId}`) and its reply. */
export interface EquipmentCommandRecord {
  readonly commandId: string;
  readonly equipmentId: string;
  readonly command: string;
  readonly params: Record<string, unknown>;
  readonly status: EquipmentCommandStatus;
  readonly sentAt: string;
  readonly sentByName: string;
  readonly reply?: {
    readonly status: 'ok' | 'error';
    readonly result?: Record<string, unknown>;
    readonly message?: string;
    readonly answeredAt: string;
  };
}

/** Stores a command as sent, before it is published: a reply can come back at once and must find it. */
export async function putEquipmentCommand(command: EquipmentCommandRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...equipmentKeys.equipmentCommand(command.equipmentId, command.commandId),
        entity: 'equipmentCommand',
        ...command,
        expiresAt: Math.floor(Date.parse(command.sentAt) / 1000) + COMMAND_TTL_SECONDS,
      },
    }),
  );
}

/** Marks a stored command undelivered (its publish failed) unless a reply already came: true when it did. */
export function markCommandUndelivered(options: { equipmentId: string; commandId: string }): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentCommand(options.equipmentId, options.commandId),
        UpdateExpression: 'SET #status = :undelivered',
        ConditionExpression: '#status = :sent',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':undelivered': 'undelivered', ':sent': 'sent' },
      }),
    ),
  );
}

/** One command of a gateway, or undefined. */
export async function getEquipmentCommand(options: {
  equipmentId: string;
  commandId: string;
}): Promise<EquipmentCommandRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: tableName,
      Key: equipmentKeys.equipmentCommand(options.equipmentId, options.commandId),
    }),
  );
  if (!result.Item) return undefined;
  const { pk, sk, entity, expiresAt, ...command } = result.Item;
  return command as EquipmentCommandRecord;
}

/**
 * Records a gateway's reply on its command, only the first one and only for a command it was sent: answers
 * false for an unknown command or a repeated reply (a QoS 1 redelivery).
 */
export async function recordCommandReply(options: {
  equipmentId: string;
  commandId: string;
  reply: NonNullable<EquipmentCommandRecord['reply']>;
}): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentCommand(options.equipmentId, options.commandId),
        UpdateExpression: 'SET #status = :answered, reply = :reply',
        ConditionExpression: 'attribute_exists(pk) AND #status <> :answered',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':answered': 'answered', ':reply': options.reply },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
