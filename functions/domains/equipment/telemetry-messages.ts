import type { KinesisStreamRecord } from 'aws-lambda';
import {
  TelemetryRuleEventSchema,
  equipmentDestination,
  type DataFrame,
  type ReceivedReading,
} from '../../../shared/schemas/telemetry.js';

/** A rule event that passed validation, stamped with the platform's receive time. */
export interface AcceptedMessage {
  /** The message's record in the telemetry stream (its sequence number), when it came from there. */
  readonly sequenceNumber?: string;
  readonly equipmentId: string;
  readonly readings: ReceivedReading[];
}

/** Why a message was dropped. */
export interface RejectedMessage {
  readonly reason: string;
}

/**
 * Validates what the IoT rule delivered and stamps every reading with
 * `receiveTime` (epoch ms). The topic's equipment id must agree with the
 * `equipmentId` field so a gateway cannot publish for another one by
 * putting the field in its payload.
 */
export function acceptMessage(event: unknown, receiveTime: number): AcceptedMessage | RejectedMessage {
  const parsed = TelemetryRuleEventSchema.safeParse(event);
  if (!parsed.success) {
    return { reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ') };
  }
  const { equipmentId, topic, nodes } = parsed.data;
  if (topic.split('/')[2] !== equipmentId) return { reason: `Topic ${topic} does not name equipment ${equipmentId}` };
  return { equipmentId, readings: nodes.map((node) => ({ ...node, receiveTime })) };
}

/**
 * Decodes one record of the telemetry stream (the telemetry rule's event as JSON, base64 in the record) and accepts
 * it like `acceptMessage`. The receive time is the record's arrival in the stream: the platform's clock, and the same
 * when a failed batch is retried, so a retried reading rewrites its own history item instead of adding another.
 */
export function acceptStreamRecord(record: KinesisStreamRecord): AcceptedMessage | RejectedMessage {
  let event: unknown;
  try {
    event = JSON.parse(Buffer.from(record.kinesis.data, 'base64').toString('utf8'));
  } catch {
    return { reason: 'message: not JSON' };
  }
  const accepted = acceptMessage(event, Math.round(record.kinesis.approximateArrivalTimestamp * 1000));
  return 'reason' in accepted ? accepted : { ...accepted, sequenceNumber: record.kinesis.sequenceNumber };
}

/** The frame pushed to subscribers of the equipment's destination. */
export function dataFrame(message: AcceptedMessage): DataFrame {
  return { destination: equipmentDestination(message.equipmentId), nodes: message.readings };
}
