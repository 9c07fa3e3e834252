import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  maskCode,
  maskPhone,
  statisticsDay,
  type SmsPurpose,
  type SmsResult,
} from '../../../../shared/constants/statistics-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import type { Page } from '../../../lib/data/paging.js';
import { statisticsKeys } from './keys.js';
import type { SmsLogRecord } from './records.js';
import { eventExpiry } from './retention.js';

/**
 * Records an SMS code send in its day's log (one Put). Phone and code are masked here, before anything is stored:
 * the log shows that a code went out, never one that could be used.
 */
export async function putSmsLogEntry(entry: {
  purpose: SmsPurpose;
  phone: string;
  code?: string;
  result: SmsResult;
  sourceIp: string;
  at?: number;
}): Promise<void> {
  const at = entry.at ?? Date.now();
  const id = randomUUID();
  const iso = new Date(at).toISOString();
  const record: SmsLogRecord = {
    id,
    at: iso,
    purpose: entry.purpose,
    phone: maskPhone(entry.phone),
    ...(entry.code ? { code: maskCode(entry.code) } : {}),
    result: entry.result,
    sourceIp: entry.sourceIp,
  };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...statisticsKeys.smsLogEntry(statisticsDay(at), iso, id),
        entity: 'smsLogEntry',
        ...record,
        expiresAt: eventExpiry(at),
      },
    }),
  );
}

/** A page of one day's sends, newest first. */
export function listSmsLog(options: { day: string; cursor?: string; limit: number }): Promise<Page<SmsLogRecord>> {
  return queryPage<SmsLogRecord>(
    { partition: statisticsKeys.smsLogEntry(options.day, '', '').pk, ScanIndexForward: false },
    { cursor: options.cursor, limit: options.limit },
  );
}
