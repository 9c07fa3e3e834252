import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import {
  EQUIPMENT_LOG_RETENTION_DAYS,
  EQUIPMENT_LOG_TYPE,
  type EquipmentLogEvent,
  type EquipmentLogType,
} from '../../../../shared/constants/equipment-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { logger } from '../../../lib/logger.js';
import { equipmentKeys } from './keys.js';

/** A log entry of a gateway (`EQUIP#{id}#LOG` / `{at}#{entryId}`), kept EQUIPMENT_LOG_RETENTION_DAYS (TTL). */
export interface EquipmentLogRecord {
  readonly id: string;
  readonly equipmentId: string;
  readonly type: EquipmentLogType;
  readonly event: EquipmentLogEvent;
  /** ISO time of the event (the broker's, for presence). */
  readonly at: string;
  /** Who did it, for operations by a user. */
  readonly actorName?: string;
  /** Event details (a disconnect reason, the new status…). */
  readonly detail?: string;
}

/** The stored item of a log entry, kept EQUIPMENT_LOG_RETENTION_DAYS from its time. */
const logItem = (entry: EquipmentLogRecord) => ({
  ...equipmentKeys.equipmentLog(entry.equipmentId, entry.at, entry.id),
  entity: 'equipmentLog',
  ...entry,
  expiresAt: Math.floor(Date.parse(entry.at) / 1000) + EQUIPMENT_LOG_RETENTION_DAYS * 24 * 3600,
});

/** Appends one entry to a gateway's log. */
export async function appendEquipmentLog(entry: Omit<EquipmentLogRecord, 'id'>): Promise<void> {
  await documentClient.send(
    new PutCommand({ TableName: tableName, Item: logItem({ id: randomUUID().slice(0, 8), ...entry }) }),
  );
}

/**
 * Appends an entry at most once: its id and time come from what it records (a rotation's id and event, a time on the
 * rotation's record), so a retried step writes the very same key, and the Put holds only while that key is free.
 * Answers whether this call wrote it.
 */
export function appendEquipmentLogOnce(entry: EquipmentLogRecord): Promise<boolean> {
  return writeIfCondition(
    documentClient.send(
      new PutCommand({ TableName: tableName, Item: logItem(entry), ConditionExpression: 'attribute_not_exists(pk)' }),
    ),
  );
}

/**
 * A gateway's log entries from `from` to `to` (ISO times, both included), newest first, of one type when given:
 * one Query of the gateway's log partition by time, at most `limit` entries (the newest).
 */
export async function findEquipmentLogs(options: {
  equipmentId: string;
  from: string;
  to: string;
  type?: EquipmentLogType;
  limit: number;
}): Promise<EquipmentLogRecord[]> {
  const entries: EquipmentLogRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ...(options.type ? { FilterExpression: '#type = :type', ExpressionAttributeNames: { '#type': 'type' } } : {}),
        ExpressionAttributeValues: {
          ':pk': equipmentKeys.equipmentLog(options.equipmentId, '', '').pk,
          ':from': options.from,
          // `~` sorts after every `#{id}` suffix, so entries at exactly `to` are included.
          ':to': `${options.to}~`,
          ...(options.type ? { ':type': options.type } : {}),
        },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of result.Items ?? []) {
      const { id, equipmentId, type, event, at, actorName, detail } = item as EquipmentLogRecord;
      entries.push({
        id,
        equipmentId,
        type,
        event,
        at,
        ...(actorName ? { actorName } : {}),
        ...(detail ? { detail } : {}),
      });
    }
    startKey = result.LastEvaluatedKey;
  } while (startKey && entries.length < options.limit);
  return entries.slice(0, options.limit);
}

/**
 * Records an operation in a gateway's log (`OPERATION`, with who did it); the operation stands even when the entry
 * cannot be written, which is logged instead.
 */
export async function logOperation(entry: {
  equipmentId: string;
  event: EquipmentLogEvent;
  at: string;
  actorName?: string;
  detail?: string;
}): Promise<void> {
  await appendEquipmentLog({ ...entry, type: EQUIPMENT_LOG_TYPE.operation }).catch((error: unknown) =>
    logger.error('Could not write a gateway log entry', { equipmentId: entry.equipmentId, event: entry.event, error }),
  );
}
