import { offlineAlarmSettingContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { OFFLINE_ALARM_DEFAULTS } from '../../../../shared/constants/equipment-rules.js';
import type { OfflineAlarmSettings } from '../../../../shared/schemas/equipment-responses.js';
import { implement } from '../../../lib/http/implement.js';
import {
  getOfflineAlarmSettings,
  putOfflineAlarmSettings,
  type OfflineAlarmSettingsRecord,
} from '../data/offline-alarm-settings.js';

/** The settings answer: the enterprise's own thresholds or the platform's, with the defaults beside them. */
function settingsView(own: OfflineAlarmSettingsRecord | undefined): OfflineAlarmSettings {
  const thresholds = own ?? OFFLINE_ALARM_DEFAULTS;
  return {
    graceSeconds: thresholds.graceSeconds,
    silenceMinSeconds: thresholds.silenceMinSeconds,
    remindEverySeconds: thresholds.remindEverySeconds,
    defaults: { ...OFFLINE_ALARM_DEFAULTS },
    custom: own !== undefined,
    ...(own ? { updateDate: own.updateDate, updateByName: own.updateByName } : {}),
  };
}

/**
 * The offline alarm's thresholds per enterprise (ours; docs/equipment.md "Offline alarm"): read by members who see
 * the gateways, set by those who edit them, for the caller's current enterprise.
 */
export const offlineAlarmSettingRoutes = [
  implement(contracts.getOfflineAlarmSettings, async ({ caller }) =>
    settingsView(await getOfflineAlarmSettings({ enterpriseId: caller.enterpriseId })),
  ),
  implement(contracts.submitOfflineAlarmSettings, async ({ caller, body }) => {
    const record: OfflineAlarmSettingsRecord = {
      enterpriseId: caller.enterpriseId,
      graceSeconds: body.graceSeconds,
      silenceMinSeconds: body.silenceMinSeconds,
      remindEverySeconds: body.remindEverySeconds,
      updateDate: new Date().toISOString(),
      updateByName: caller.username,
    };
    await putOfflineAlarmSettings(record);
    return settingsView(record);
  }),
];
