import '../../messages/statistics-messages.js';
import { useState } from 'react';
import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { statisticsDay } from '@shared/constants/statistics-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getLoginStatistics } from '../../api/statistics.js';
import { calendarDay } from '../../components/calendar-day.js';
import { useStatisticsScope } from '../../components/enterprise-scope.js';

/** One bar group: its label and the two counts. */
interface Bucket {
  readonly label: string;
  readonly success: number;
  readonly failure: number;
}

const CHART_HEIGHT = 240;

/**
 * A stacked bar chart of successes and failures per bucket, with the same figures as a table behind a disclosure
 * (screen readers and anyone who wants the numbers read them there).
 */
function SignInChart(props: {
  testId: string;
  title: string;
  ariaLabel: string;
  xTitle: string;
  buckets: readonly Bucket[];
  loading: boolean;
}) {
  const { t } = useI18n();
  const { number } = useFormatting();
  const series = (['success', 'failure'] as const).map((kind) => ({
    title: t(kind === 'success' ? 'statistics.chart.success' : 'statistics.chart.failure'),
    type: 'bar' as const,
    data: props.buckets.map((bucket) => ({ x: bucket.label, y: bucket[kind] })),
    valueFormatter: (value: number) => number(value),
  }));
  return (
    <Container header={<Header variant="h2">{props.title}</Header>}>
      <SpaceBetween size="s">
        <BarChart
          data-testid={props.testId}
          series={series}
          xDomain={props.buckets.map((bucket) => bucket.label)}
          xScaleType="categorical"
          stackedBars
          height={CHART_HEIGHT}
          hideFilter
          ariaLabel={props.ariaLabel}
          xTitle={props.xTitle}
          yTitle={t('statistics.chart.count')}
          statusType={props.loading ? 'loading' : 'finished'}
          loadingText={t('app.loading')}
          empty={<TableEmpty text={t('statistics.chart.empty')} />}
          i18nStrings={{
            legendAriaLabel: t('statistics.chart.legend'),
            chartAriaRoleDescription: t('statistics.chart.roleDescription'),
            yTickFormatter: (value) => number(value),
          }}
        />
        <ExpandableSection headerText={t('statistics.chart.showTable')} data-testid={`${props.testId}-table-toggle`}>
          <Table
            data-testid={`${props.testId}-table`}
            variant="embedded"
            wrapLines
            items={[...props.buckets]}
            trackBy="label"
            columnDefinitions={[
              { id: 'label', header: props.xTitle, isRowHeader: true, cell: (bucket) => bucket.label },
              { id: 'success', header: t('statistics.chart.success'), cell: (bucket) => number(bucket.success) },
              { id: 'failure', header: t('statistics.chart.failure'), cell: (bucket) => number(bucket.failure) },
            ]}
          />
        </ExpandableSection>
      </SpaceBetween>
    </Container>
  );
}

/**
 * `/console/login-statistics`: successes and failures per day of the last 30 days and per hour of a chosen day
 * (China time), read from the counters; an enterprise administrator's enterprise, a platform administrator's
 * platform or chosen enterprise.
 */
export default function LoginStatisticsPage() {
  const { t } = useI18n();
  const scope = useStatisticsScope();
  const today = statisticsDay(Date.now());
  const [day, setDay] = useState(today);
  const stats = useLoad(scope.key && `${scope.key}|${day}`, (signal) =>
    getLoginStatistics(scope.enterpriseId, day, signal),
  );
  const daily = (stats.data?.daily ?? []).map((entry) => ({ ...entry, label: entry.day.slice(5) }));
  const hourly = (stats.data?.hourly ?? []).map((entry) => ({ ...entry, label: String(entry.hour).padStart(2, '0') }));
  const todays = stats.data?.daily.at(-1);

  return (
    <ScreenLayout title={t('statistics.chart.title')} description={t('statistics.chart.description')}>
      <SpaceBetween size="l">
        {scope.filter}
        {stats.error ? (
          <StatusIndicator type="error">
            {t('statistics.loadFailed', { message: messageOf(stats.error) })}
          </StatusIndicator>
        ) : null}
        <Box data-testid="login-statistics-today" variant="p">
          {t('statistics.chart.today', { success: todays?.success ?? 0, failure: todays?.failure ?? 0 })}
        </Box>
        <SignInChart
          testId="login-statistics-daily"
          title={t('statistics.chart.daily')}
          ariaLabel={t('statistics.chart.dailyAria')}
          xTitle={t('statistics.chart.day')}
          buckets={daily}
          loading={stats.loading && !stats.data}
        />
        <FormField label={t('statistics.chart.day')}>
          <DatePicker
            data-testid="login-statistics-day"
            placeholder="YYYY/MM/DD"
            value={day}
            isDateEnabled={(date) => calendarDay(date) <= today}
            onChange={({ detail }) => detail.value && setDay(detail.value)}
          />
        </FormField>
        <SignInChart
          testId="login-statistics-hourly"
          title={t('statistics.chart.hourly', { day })}
          ariaLabel={t('statistics.chart.hourlyAria')}
          xTitle={t('statistics.chart.hour')}
          buckets={hourly}
          loading={stats.loading && !stats.data}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
