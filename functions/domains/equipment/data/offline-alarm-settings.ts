import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { OFFLINE_ALARM_DEFAULTS, type OfflineAlarmThresholds } from '../../../../shared/constants/equipment-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { equipmentKeys } from './keys.js';

/** An enterprise's own offline-alarm thresholds (`ENT#{enterpriseId}` / `#OFFLINEALARM`), with who set them. */
export interface OfflineAlarmSettingsRecord extends OfflineAlarmThresholds {
  readonly enterpriseId: string;
  readonly updateDate: string;
  readonly updateByName: string;
}

/** The enterprise's own thresholds, or none (it uses the platform's). */
export async function getOfflineAlarmSettings(options: {
  enterpriseId: string;
}): Promise<OfflineAlarmSettingsRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.offlineAlarmSettings(options.enterpriseId) }),
  );
  return result.Item as OfflineAlarmSettingsRecord | undefined;
}

/** The thresholds the enterprise's gateways are judged by: its own, else the platform's. */
export async function offlineAlarmThresholdsOf(options: { enterpriseId: string }): Promise<OfflineAlarmThresholds> {
  const own = await getOfflineAlarmSettings(options);
  return own
    ? {
        graceSeconds: own.graceSeconds,
        silenceMinSeconds: own.silenceMinSeconds,
        remindEverySeconds: own.remindEverySeconds,
      }
    : OFFLINE_ALARM_DEFAULTS;
}

/** Stores the enterprise's thresholds whole (the last save wins: the settings are one small record). */
export async function putOfflineAlarmSettings(record: OfflineAlarmSettingsRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...equipmentKeys.offlineAlarmSettings(record.enterpriseId), entity: 'offlineAlarmSettings', ...record },
    }),
  );
}
