import type { KinesisStreamBatchResponse, KinesisStreamEvent } from 'aws-lambda';
import { acceptStreamRecord, type AcceptedMessage } from '../domains/equipment/index.js';
import { forwardBatch, gatewaysNotForwarded, type ForwardResult } from '../domains/iot/index.js';
import { logger } from '../lib/logger.js';

/** What one invocation did: the (always empty) partial batch response, and each record's outcome in order. */
export interface DataPushBatchResult extends KinesisStreamBatchResponse {
  readonly records: readonly ForwardResult[];
}

/**
 * Data push (docs/iot.md): the telemetry stream's second consumer, beside the ingest and never in its way. A record's
 * partition key is its gateway (the telemetry rule's), so the records of gateways nothing is forwarded for (unknown,
 * stopped, or of an enterprise without an enabled rule: most of a fleet) are dropped from cached lookups alone,
 * never decoded. Forwards each other valid message of the batch to the enterprise's enabled push rules that take it
 * (`forwardBatch`: gateways side by side, each gateway's messages in order). Invalid messages are logged and dropped;
 * delivery failures are recorded in the rules' logs, not thrown, so the batch is never retried into duplicate
 * deliveries.
 */
export const handler = async (event: KinesisStreamEvent): Promise<DataPushBatchResult> => {
  const skipped = await gatewaysNotForwarded([...new Set(event.Records.map((record) => record.kinesis.partitionKey))]);
  const decoded = event.Records.map((record) => skipped.get(record.kinesis.partitionKey) ?? acceptStreamRecord(record));
  const valid = decoded.filter((message): message is AcceptedMessage => 'readings' in message);
  const forwarded = await forwardBatch(valid);
  let next = 0;
  const records = decoded.map((outcome): ForwardResult => {
    if ('status' in outcome) return outcome;
    if ('readings' in outcome) return forwarded[next++];
    logger.warn('Dropped an invalid telemetry message', { reason: outcome.reason });
    return { status: 'dropped', reason: outcome.reason };
  });
  return { batchItemFailures: [], records };
};
