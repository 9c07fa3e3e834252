import type { KinesisStreamBatchResponse, KinesisStreamEvent } from 'aws-lambda';
import { acceptStreamRecord, type AcceptedMessage } from '../domains/equipment/index.js';
import { forwardReadings, type ForwardResult } from '../domains/iot/index.js';
import { logger } from '../lib/logger.js';

/** What one invocation did: the (always empty) partial batch response, and each record's outcome in order. */
export interface DataPushBatchResult extends KinesisStreamBatchResponse {
  readonly records: readonly ForwardResult[];
}

/**
 * Data push (docs/iot.md): the telemetry stream's second consumer, beside the ingest and never in its way. Forwards
 * each valid message of the batch to the enterprise's enabled push rules that take it: gateways side by side, each
 * gateway's messages in order. Invalid messages are logged and dropped; delivery failures are recorded in the rules'
 * logs, not thrown, so the batch is never retried into duplicate deliveries.
 */
export const handler = async (event: KinesisStreamEvent): Promise<DataPushBatchResult> => {
  const records: ForwardResult[] = new Array(event.Records.length);
  const byGateway = new Map<string, { index: number; message: AcceptedMessage }[]>();
  event.Records.forEach((record, index) => {
    const message = acceptStreamRecord(record);
    if ('reason' in message) {
      logger.warn('Dropped an invalid telemetry message', { reason: message.reason });
      records[index] = { status: 'dropped', reason: message.reason };
      return;
    }
    const queue = byGateway.get(message.equipmentId) ?? [];
    queue.push({ index, message });
    byGateway.set(message.equipmentId, queue);
  });
  await Promise.all(
    [...byGateway.values()].map(async (queue) => {
      for (const { index, message } of queue) records[index] = await forwardReadings(message);
    }),
  );
  return { batchItemFailures: [], records };
};
