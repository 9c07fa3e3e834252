import '../messages/equipment-messages.js';
import { useState, type ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  OFFLINE_ALARM_SETTING_LIMITS as LIMITS,
  type OfflineAlarmThresholds,
} from '@shared/constants/equipment-rules.js';
import { fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { FormModal } from '@/components/form-modal.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getOfflineAlarmSettings, submitOfflineAlarmSettings } from '../api/equipment.js';

/** Each threshold as the dialog edits it: in minutes, the grace and silence; in hours, the reminder interval. */
const UNITS: Record<keyof OfflineAlarmThresholds, number> = {
  graceSeconds: 60,
  silenceMinSeconds: 60,
  remindEverySeconds: 3600,
};
const FIELDS = Object.keys(UNITS) as (keyof OfflineAlarmThresholds)[];

type Values = Record<keyof OfflineAlarmThresholds, string>;

const valuesOf = (thresholds: OfflineAlarmThresholds): Values =>
  Object.fromEntries(FIELDS.map((field) => [field, String(thresholds[field] / UNITS[field])])) as Values;

/**
 * The gateway list's line about the offline alarm — "离线超过 2 分钟或静默超过 5 分钟时告警" — with 设置离线告警 opening a
 * dialog where those who may edit gateways set the enterprise's thresholds (or go back to the platform's). The line
 * goes where the screen says (the table's header); the dialog's state stays with the screen, beside its other
 * dialogs, so a table that re-renders its header does not close it.
 */
export function useOfflineAlarmSettings(enterpriseId: string | undefined): { line: ReactNode; dialog: ReactNode } {
  const { t } = useI18n();
  // The same privilege the server's rule asks for; without it the line only informs.
  const canEdit = !!useSession()
    .data?.privileges.find((menu) => menu.url?.replace(/^\/?(console\/)?/, '') === 'equipment-management-list')
    ?.privileges.includes('edit');
  const settings = useLoad(enterpriseId, getOfflineAlarmSettings);
  const [values, setValues] = useState<Values>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const current = settings.data;
  if (!current) return { line: null, dialog: null };

  const close = () => {
    setValues(undefined);
    setErrors({});
  };
  const save = async (entered: Values) => {
    const problems: Record<string, string> = {};
    const body = {} as Record<keyof OfflineAlarmThresholds, number>;
    for (const field of FIELDS) {
      const seconds = Math.round(Number(entered[field]) * UNITS[field]);
      const { min, max } = LIMITS[field];
      if (entered[field].trim() === '' || !Number.isFinite(seconds) || seconds < min || seconds > max) {
        problems[field] = t('equipment.offlineAlarm.range', { min: min / UNITS[field], max: max / UNITS[field] });
      }
      body[field] = seconds;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await submitOfflineAlarmSettings(body);
      settings.reload();
      close();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(Object.keys(fields).length ? fields : { form: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  };

  return {
    line: (
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <span data-testid="offline-alarm-summary">
          {t(current.custom ? 'equipment.offlineAlarm.summaryOwn' : 'equipment.offlineAlarm.summary', {
            grace: current.graceSeconds / 60,
            silence: current.silenceMinSeconds / 60,
          })}
        </span>
        {canEdit ? (
          <Button
            variant="inline-link"
            data-testid="offline-alarm-settings"
            onClick={() => setValues(valuesOf(current))}
          >
            {t('equipment.offlineAlarm.change')}
          </Button>
        ) : null}
      </SpaceBetween>
    ),
    dialog: values ? (
      <FormModal
        testId="offline-alarm-dialog"
        header={t('equipment.offlineAlarm.title')}
        cancelText={t('equipment.action.cancel')}
        submitText={t('equipment.offlineAlarm.save')}
        submitTestId="offline-alarm-save"
        busy={busy}
        form
        onSubmit={() => void save(values)}
        onDismiss={close}
      >
        <SpaceBetween size="m">
          <ColumnLayout columns={3}>
            {FIELDS.map((field) => (
              <FormField
                key={field}
                label={t(`equipment.offlineAlarm.${field}`)}
                description={t(`equipment.offlineAlarm.${field}Hint`)}
                errorText={errors[field]}
                data-testid={`offline-alarm-${field}`}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  value={values[field]}
                  onChange={({ detail }) => setValues({ ...values, [field]: detail.value })}
                />
              </FormField>
            ))}
          </ColumnLayout>
          {errors.form ? <span role="alert">{errors.form}</span> : null}
          <Button variant="link" formAction="none" onClick={() => setValues(valuesOf(current.defaults))}>
            {t('equipment.offlineAlarm.defaults')}
          </Button>
        </SpaceBetween>
      </FormModal>
    ) : null,
  };
}
