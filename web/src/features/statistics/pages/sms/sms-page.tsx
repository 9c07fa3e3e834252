import '../../messages/statistics-messages.js';
import { useState } from 'react';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { statisticsDay, type SmsResult } from '@shared/constants/statistics-rules.js';
import { messageOf } from '@/api/http-client.js';
import { orDash, useFormatting } from '@/components/formatting.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useTablePreferences } from '@/components/table-preferences.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { CursorTable } from '../../components/cursor-table.js';
import { getSmsLimits, getSmsLog } from '../../api/statistics.js';
import { calendarDay } from '../../components/calendar-day.js';

/** The page's load of the sending limits. */
type SmsLimitsLoad = ReturnType<typeof useSmsLimits>;
const useSmsLimits = () => useLoad('sms-limits', getSmsLimits);

const RESULT_STATES: Record<SmsResult, 'success' | 'warning' | 'error'> = {
  sent: 'success',
  limited: 'warning',
  failed: 'error',
};

/** The sending limits of the code flows, as the server applies them (loaded by the page). */
function SmsLimitsPanel({ limits }: { readonly limits: SmsLimitsLoad }) {
  const { t } = useI18n();
  return (
    <Container header={<Header variant="h2">{t('statistics.sms.limits')}</Header>}>
      {limits.error ? (
        <StatusIndicator type="error">
          {t('statistics.loadFailed', { message: messageOf(limits.error) })}
        </StatusIndicator>
      ) : (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={2}
            items={[
              {
                label: t('statistics.sms.resend'),
                value: limits.data ? t('statistics.sms.seconds', { seconds: limits.data.resendAfterSeconds }) : '-',
              },
              { label: t('statistics.sms.codeLength'), value: orDash(limits.data?.codeLength) },
            ]}
          />
          <Table
            data-testid="sms-limits-table"
            variant="embedded"
            wrapLines
            loading={limits.loading}
            loadingText={t('app.loading')}
            items={limits.data?.flows ?? []}
            trackBy={(flow) => flow.purposes.join()}
            columnDefinitions={[
              {
                id: 'purposes',
                header: t('statistics.sms.flow'),
                isRowHeader: true,
                cell: (flow) => flow.purposes.map((purpose) => t(`statistics.sms.purpose.${purpose}`)).join('、'),
              },
              {
                id: 'validFor',
                header: t('statistics.sms.validFor'),
                cell: (flow) => t('statistics.sms.minutes', { minutes: flow.validForSeconds / 60 }),
              },
              { id: 'attempts', header: t('statistics.sms.maxAttempts'), cell: (flow) => flow.maxAttempts },
              {
                id: 'phone',
                header: t('statistics.sms.perPhone'),
                cell: (flow) => t('statistics.sms.times', { count: flow.sendsPerPhonePerHour }),
              },
              {
                id: 'address',
                header: t('statistics.sms.perAddress'),
                cell: (flow) => t('statistics.sms.times', { count: flow.sendsPerAddressPerHour }),
              },
            ]}
          />
        </SpaceBetween>
      )}
    </Container>
  );
}

/**
 * `/console/sms` (platform administrators): the code messages of one day, newest first (purpose, masked phone and
 * code, result, address), and the sending limits of the flows that send them.
 */
export default function SmsPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const today = statisticsDay(Date.now());
  const [day, setDay] = useState(today);
  const limits = useSmsLimits();
  const list = useCursorList(day, (cursor, signal) => getSmsLog(day, cursor, signal));
  const columns = [
    { id: 'time', label: t('statistics.column.time'), alwaysVisible: true },
    { id: 'purpose', label: t('statistics.sms.purpose') },
    { id: 'phone', label: t('statistics.sms.phone') },
    { id: 'code', label: t('statistics.sms.code') },
    { id: 'result', label: t('statistics.column.result') },
    { id: 'address', label: t('statistics.column.address') },
  ];
  const preferences = useTablePreferences('sms-log-table', columns, []);
  const header = (id: string) => columns.find((column) => column.id === id)?.label;

  return (
    <ScreenLayout title={t('statistics.sms.title')} description={t('statistics.sms.description')}>
      <SpaceBetween size="l">
        <SmsLimitsPanel limits={limits} />
        {/* Below the limits once they are in: on a phone their table stacks tall and would push the log down. */}
        {!limits.loading && (
          <CursorTable
            testId="sms-log-table"
            list={list}
            preferences={preferences}
            header={<Header variant="h2">{t('statistics.sms.title')}</Header>}
            filter={
              <FormField label={t('statistics.sms.day')}>
                <DatePicker
                  data-testid="sms-day"
                  placeholder="YYYY/MM/DD"
                  value={day}
                  isDateEnabled={(date) => calendarDay(date) <= today}
                  onChange={({ detail }) => detail.value && setDay(detail.value)}
                />
              </FormField>
            }
            trackBy="id"
            emptyText={t('statistics.sms.empty')}
            columnDefinitions={[
              { id: 'time', header: header('time'), isRowHeader: true, cell: (entry) => dateTime(entry.at) },
              {
                id: 'purpose',
                header: header('purpose'),
                cell: (entry) => t(`statistics.sms.purpose.${entry.purpose}`),
              },
              { id: 'phone', header: header('phone'), cell: (entry) => entry.phone },
              { id: 'code', header: header('code'), cell: (entry) => orDash(entry.code) },
              {
                id: 'result',
                header: header('result'),
                cell: (entry) => (
                  <StatusIndicator type={RESULT_STATES[entry.result]}>
                    {t(`statistics.sms.result.${entry.result}`)}
                  </StatusIndicator>
                ),
              },
              { id: 'address', header: header('address'), cell: (entry) => entry.sourceIp },
            ]}
          />
        )}
      </SpaceBetween>
    </ScreenLayout>
  );
}
