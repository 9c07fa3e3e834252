import { randomUUID } from 'node:crypto';
import { commandTopicOf } from '../../../shared/constants/equipment-rules.js';
import type { CommandReplyEvent, EquipmentCommandInput } from '../../../shared/schemas/equipment.js';
import { iotData } from '../../lib/clients/iot-data.js';
import { withClient } from '../../lib/clients/lazy-client.js';
import { logger } from '../../lib/logger.js';
import { logOperation } from './data/equipment-log.js';
import { gatewayConnected } from './gateway-sessions.js';
import {
  markCommandUndelivered,
  putEquipmentCommand,
  recordCommandReply,
  type EquipmentCommandRecord,
} from './data/equipment-command.js';

/** A command id that sorts by send time: epoch ms in base 36, then a random part. */
const commandIdAt = (at: number) => `${at.toString(36).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;

/**
 * Publishes a command on the gateway's command topic, only while the gateway has a live session: a QoS 1 message
 * to a client id nobody holds is accepted by the broker and lost, so "sent" would not be true. False when it is not
 * connected or the broker cannot be reached.
 */
async function publishToSession(equipmentId: string, message: Record<string, unknown>): Promise<boolean> {
  try {
    if (!(await gatewayConnected(equipmentId))) return false;
    await withClient(iotData, (client, sdk) =>
      client.send(
        new sdk.PublishCommand({
          topic: commandTopicOf(equipmentId),
          qos: 1,
          contentType: 'application/json',
          payload: new TextEncoder().encode(JSON.stringify(message)),
        }),
      ),
    );
    return true;
  } catch (error) {
    logger.error('Could not publish a gateway command', { equipmentId, error });
    return false;
  }
}

/**
 * Sends a command to a gateway: published (QoS 1, not retained) on `sia/equipment/{id}/cmd` through IoT Core's
 * data plane as `{ commandId, command, params, sentAt }` once it is stored, then logged. When the gateway has no
 * live session or the broker cannot be reached the command is marked undelivered.
 */
export async function sendCommand(input: EquipmentCommandInput, sentByName: string): Promise<EquipmentCommandRecord> {
  const now = Date.now();
  const sentAt = new Date(now).toISOString();
  const commandId = commandIdAt(now);
  const message = { commandId, command: input.command, params: input.params, sentAt };
  const sent: EquipmentCommandRecord = {
    commandId,
    equipmentId: input.equipmentId,
    command: input.command,
    params: input.params,
    status: 'sent',
    sentAt,
    sentByName,
  };
  // Stored first: the gateway may answer within milliseconds, and its reply is only recorded on a stored command.
  await putEquipmentCommand(sent);
  const delivered = await publishToSession(input.equipmentId, message);
  const record: EquipmentCommandRecord =
    delivered || !(await markCommandUndelivered({ equipmentId: input.equipmentId, commandId }))
      ? sent
      : { ...sent, status: 'undelivered' };
  await logOperation({
    equipmentId: input.equipmentId,
    event: 'commandSent',
    at: sentAt,
    actorName: sentByName,
    detail: `${input.command} ${commandId}${delivered ? '' : ' undelivered'}`,
  });
  return record;
}

/** A gateway's reply (`sia/equipment/{id}/cmd/reply`): kept on its command (the first one only) and logged. */
export async function applyCommandReply(event: CommandReplyEvent): Promise<'recorded' | 'ignored'> {
  const answeredAt = new Date().toISOString();
  const recorded = await recordCommandReply({
    equipmentId: event.equipmentId,
    commandId: event.commandId,
    reply: {
      status: event.status,
      ...(event.result ? { result: event.result } : {}),
      ...(event.message ? { message: event.message } : {}),
      answeredAt,
    },
  });
  if (!recorded) return 'ignored';
  await logOperation({
    equipmentId: event.equipmentId,
    event: 'commandAnswered',
    at: answeredAt,
    detail: `${event.commandId} ${event.status}${event.message ? ` ${event.message}` : ''}`,
  });
  return 'recorded';
}
