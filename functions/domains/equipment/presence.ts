import {
  EQUIPMENT_LOG_TYPE,
  EQUIPMENT_STATUS,
  EQUIPMENT_STATUS_NAMES,
} from '../../../shared/constants/equipment-rules.js';
import type { PresenceEvent } from '../../../shared/schemas/equipment-presence.js';
import { noteRotationConnect } from './certificates/certificate-rotation.js';
import { appendEquipmentLog } from './data/equipment-log.js';
import { recordPresence } from './data/equipment.js';
import { watchPresence } from './offline-alarm.js';

/**
 * A gateway connected to or disconnected from the broker (IoT Core's lifecycle event; the MQTT client id is the
 * gateway's GUID): its status follows, its log records the event, and its offline-alarm watch is armed; a connect with
 * the new certificate of a rotation answers the rotation (docs/equipment.md "Rotation"). A client id that names no
 * gateway is ignored (`unknown`).
 */
export async function applyPresence(event: PresenceEvent): Promise<'applied' | 'kept' | 'unknown'> {
  const connected = event.eventType === 'connected';
  const code = connected ? EQUIPMENT_STATUS.running : EQUIPMENT_STATUS.offline;
  const at = new Date(event.timestamp).toISOString();
  const outcome = await recordPresence({
    id: event.clientId,
    connected,
    at,
    status: { id: code, name: EQUIPMENT_STATUS_NAMES[code].cn },
  });
  if (outcome === 'unknown') return outcome;
  // Where it connected from and why it left, as far as the broker says.
  const detail = [event.ipAddress, event.disconnectReason].filter(Boolean).join(' ');
  await Promise.all([
    appendEquipmentLog({
      equipmentId: event.clientId,
      type: EQUIPMENT_LOG_TYPE.connection,
      event: connected ? 'connected' : 'disconnected',
      at,
      ...(detail ? { detail } : {}),
    }),
    watchPresence(event),
    noteRotationConnect(event),
  ]);
  return outcome;
}
