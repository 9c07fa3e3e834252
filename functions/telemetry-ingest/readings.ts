import {
  TelemetryRuleEventSchema,
  equipmentDestination,
  type DataFrame,
  type ReceivedReading,
} from '../../shared/schemas/telemetry.js';

/** A rule event that passed validation, stamped with the platform's receive time. */
export interface AcceptedMessage {
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

/** The frame pushed to subscribers of the equipment's destination. */
export function dataFrame(message: AcceptedMessage): DataFrame {
  return { destination: equipmentDestination(message.equipmentId), nodes: message.readings };
}
