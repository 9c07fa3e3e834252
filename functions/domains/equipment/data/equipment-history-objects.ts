import { gunzipSync, gzipSync } from 'node:zlib';
import {
  HISTORY_OBJECT_PREFIX,
  HISTORY_RETENTION_TAG,
  type HistoryRetentionClass,
} from '../../../../shared/constants/equipment-history-rules.js';
import { s3 } from '../../../lib/clients/s3.js';
import { requireEnv } from '../../../lib/env.js';
import type { KeyedReading } from '../equipment-history-pages.js';

const bucket = requireEnv('HISTORY_BUCKET');

/** A node's identity in the archive: its gateway's enterprise, the gateway and the alias. */
export interface ArchivedNode {
  readonly enterpriseId: string;
  readonly equipmentId: string;
  readonly alias: string;
}

/** The folder of a node's days (the alias URI-encoded: it may hold any character). */
const nodePrefix = (node: ArchivedNode) =>
  `${HISTORY_OBJECT_PREFIX}${node.enterpriseId}/${node.equipmentId}/${encodeURIComponent(node.alias)}/`;

/** The object of one node and UTC day: `history/{enterprise}/{equipment}/{alias}/{yyyy-mm-dd}.json.gz`. */
export const historyObjectKey = (node: ArchivedNode, day: string) => `${nodePrefix(node)}${day}.json.gz`;

const SUFFIX = '.json.gz';

/**
 * Writes one node's day as gzipped NDJSON (one reading a line, oldest first), tagged with the retention class the
 * bucket's lifecycle rules expire it by. The tag is set by its own call, which is idempotent and what a rerun
 * repeats; the local S3 server ignores a tag sent with the upload itself.
 */
export async function putHistoryDay(options: {
  node: ArchivedNode;
  day: string;
  readings: readonly KeyedReading[];
  retentionClass: HistoryRetentionClass;
}): Promise<void> {
  const Key = historyObjectKey(options.node, options.day);
  const body = gzipSync(options.readings.map((reading) => JSON.stringify(reading)).join('\n'));
  const { client, sdk } = await s3();
  await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentType: 'application/x-ndjson' }));
  await client.send(
    new sdk.PutObjectTaggingCommand({
      Bucket: bucket,
      Key,
      Tagging: { TagSet: [{ Key: HISTORY_RETENTION_TAG, Value: String(options.retentionClass) }] },
    }),
  );
}

/**
 * The archived days of a node from `fromDay` to `toDay` (both `yyyy-mm-dd`, included), oldest first: one List per
 * 1,000 days, so a sparse range costs no read per empty day.
 */
export async function listHistoryDays(node: ArchivedNode, fromDay: string, toDay: string): Promise<string[]> {
  const prefix = nodePrefix(node);
  const { client, sdk } = await s3();
  const days: string[] = [];
  let token: string | undefined;
  do {
    const result = await client.send(
      new sdk.ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        // `{day}.json.gz` sorts after `{day}`, so the first day is listed.
        ...(token ? { ContinuationToken: token } : { StartAfter: `${prefix}${fromDay}` }),
      }),
    );
    for (const object of result.Contents ?? []) {
      const day = object.Key?.slice(prefix.length, -SUFFIX.length);
      if (!day || day < fromDay) continue;
      if (day > toDay) return days;
      days.push(day);
    }
    token = result.IsTruncated ? result.NextContinuationToken : undefined;
  } while (token);
  return days;
}

/** The readings of one archived day, oldest first (none when the object expired meanwhile). */
export async function readHistoryDay(node: ArchivedNode, day: string): Promise<KeyedReading[]> {
  const { client, sdk } = await s3();
  try {
    const result = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: historyObjectKey(node, day) }));
    const bytes = await result.Body!.transformToByteArray();
    const text = gunzipSync(bytes).toString('utf8');
    return text ? text.split('\n').map((line) => JSON.parse(line) as KeyedReading) : [];
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return [];
    throw error;
  }
}
