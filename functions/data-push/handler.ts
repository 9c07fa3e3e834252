import type { KinesisStreamBatchResponse, KinesisStreamEvent } from 'aws-lambda';
import { acceptStreamRecord, type AcceptedMessage } from '../domains/equipment/index.js';
import { forwardBatch, type ForwardResult } from '../domains/iot/index.js';
import { logger } from '../lib/logger.js';

/** What one invocation did: the (always empty) partial batch response, and each record's outcome in order. */
export interface DataPushBatchResult extends KinesisStreamBatchResponse {
  readonly records: readonly ForwardResult[];
}

/**
 * Data push (docs/iot.md): the telemetry stream's second consumer, beside the ingest and never in its way. Forwards
 * each valid message of the batch to the enterprise's enabled push rules that take it (`forwardBatch`: gateways side
 * by side, each gateway's messages in order). Invalid messages are logged and dropped; delivery failures are recorded
 * in the rules' logs, not thrown, so the batch is never retried into duplicate deliveries.
 */
export const handler = async (event: KinesisStreamEvent): Promise<DataPushBatchResult> => {
  const accepted = event.Records.map(acceptStreamRecord);
  const valid = accepted.filter((message): message is AcceptedMessage => !('reason' in message));
  const forwarded = await forwardBatch(valid);
  let next = 0;
  const records = accepted.map((message): ForwardResult => {
    if (!('reason' in message)) return forwarded[next++];
    logger.warn('Dropped an invalid telemetry message', { reason: message.reason });
    return { status: 'dropped', reason: message.reason };
  });
  return { batchItemFailures: [], records };
};
