import './messages/equipment-messages.js';
import type { RotationReason } from '@shared/constants/equipment-certificate-rules.js';
import type { EquipmentLogEvent } from '@shared/constants/equipment-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import { orDash } from '@/components/formatting.js';

/** Why a certificate rotation was rolled back or failed (its entry's `detail`, `ROTATION_REASON`). */
const rotationReasons: Record<RotationReason, MessageKey> = {
  timeout: 'equipment.log.rotation.reason.timeout',
  error: 'equipment.log.rotation.reason.error',
  revokeFailed: 'equipment.log.rotation.reason.revokeFailed',
  rollBackFailed: 'equipment.log.rotation.reason.rollBackFailed',
};

/** Why an offline alarm was raised (an alarm entry's `detail`: `offline` or `silent`, offline-alarm.ts). */
const alarmReasons: Record<string, MessageKey> = {
  offline: 'equipment.log.alarm.reason.offline',
  silent: 'equipment.log.alarm.reason.silent',
};

/** IoT Core's disconnect reasons, which a disconnect entry's `detail` ends with after the address. */
const disconnectReasons: Record<string, MessageKey> = {
  CLIENT_INITIATED_DISCONNECT: 'equipment.log.disconnect.clientInitiated',
  CONNECTION_LOST: 'equipment.log.disconnect.connectionLost',
  MQTT_KEEP_ALIVE_TIMEOUT: 'equipment.log.disconnect.keepAliveTimeout',
  SERVER_INITIATED_DISCONNECT: 'equipment.log.disconnect.serverInitiated',
  DUPLICATE_CLIENTID: 'equipment.log.disconnect.duplicateClientId',
  AUTH_ERROR: 'equipment.log.disconnect.authError',
  FORBIDDEN_ACCESS: 'equipment.log.disconnect.forbidden',
  CLIENT_ERROR: 'equipment.log.disconnect.clientError',
  SERVER_ERROR: 'equipment.log.disconnect.serverError',
  THROTTLED: 'equipment.log.disconnect.throttled',
};

/**
 * The detail column of a gateway log entry in the console's language. Entries hold codes — why a rotation ended,
 * why an offline alarm was raised, why the broker saw the gateway go (after its address) — or the new certificate's
 * id; any other detail is shown as written, a dash when there is none.
 */
export function logDetailText(
  entry: { readonly event: EquipmentLogEvent | string; readonly detail?: string | null },
  t: (key: MessageKey, values?: Record<string, string>) => string,
): string {
  const { event, detail } = entry;
  if (event === 'rotationCompleted' && detail) return t('equipment.log.rotation.certificate', { id: detail });
  const rotation =
    event === 'rotationRolledBack' || event === 'rotationFailed'
      ? rotationReasons[detail as RotationReason]
      : undefined;
  if (rotation) return t(rotation);
  const alarm = detail ? alarmReasons[detail] : undefined;
  if (alarm && (event === 'offlineAlarm' || event === 'offlineReminder')) return t(alarm);
  const words = detail?.split(' ') ?? [];
  const disconnect = words.length > 0 ? disconnectReasons[words.at(-1)!] : undefined;
  if (disconnect && event === 'disconnected') return [...words.slice(0, -1), t(disconnect)].join(' ');
  return orDash(detail ?? undefined);
}
