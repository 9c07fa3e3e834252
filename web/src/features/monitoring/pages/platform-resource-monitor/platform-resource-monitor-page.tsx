import '../../messages/monitor-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import LineChart, { type LineChartProps } from '@cloudscape-design/components/line-chart';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { MetricName, MetricSeries } from '@shared/schemas/monitoring.js';
import { messageOf } from '@/api/http-client.js';
import { formatDateTime, formatNumber } from '@/components/formatting.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getPlatformMetrics, type PlatformMetrics } from '../../api/monitoring.js';

type Hours = '1' | '6' | '24';

/** The charts and the metrics each one draws (one line per API prefix, state machine or kind of capacity). */
const CHARTS: readonly { id: string; title: MessageKey; metrics: readonly MetricName[] }[] = [
  { id: 'requests', title: 'monitor.chart.requests', metrics: ['requests'] },
  { id: 'errors', title: 'monitor.chart.errors', metrics: ['errors'] },
  { id: 'latency', title: 'monitor.chart.latency', metrics: ['latency'] },
  { id: 'telemetry', title: 'monitor.chart.telemetry', metrics: ['telemetry'] },
  { id: 'executions', title: 'monitor.chart.executions', metrics: ['executions'] },
  { id: 'capacity', title: 'monitor.chart.capacity', metrics: ['readCapacity', 'writeCapacity'] },
];

/**
 * Each chart's room, legend included: a 200 px plot, its axes and two lines of legend (six series on a phone). The
 * chart fits it in every state (`fitHeight`): the legend, which comes with the data and grows a line for every few
 * series, takes its lines from the plot instead of pushing the charts below down (they moved 108 px as the data came,
 * a layout shift of 0.102 on a phone); a legend too long for the plot's least height scrolls in the room.
 */
const CHART_ROOM = 348;

/** The least height of a plot, whatever its legend. */
const MIN_PLOT_HEIGHT = 160;

/**
 * A series' points for its chart: a count (requests, errors, messages, executions, capacity) is 0 in a period the
 * source has no point for (CloudWatch and the local counters leave such periods out), so its line runs the whole
 * range; an average (latency) has no value there and keeps its gaps.
 */
function pointsOf(series: MetricSeries, data: PlatformMetrics): { x: Date; y: number }[] {
  const points = series.points.map((point) => ({ x: new Date(point.at), y: point.value }));
  if (series.metric === 'latency') return points;
  const byTime = new Map(points.map((point) => [point.x.getTime(), point.y]));
  const period = data.periodSeconds * 1000;
  const from = Date.parse(data.from);
  const filled: { x: Date; y: number }[] = [];
  for (let at = from; at < Date.parse(data.to); at += period) filled.push({ x: new Date(at), y: byTime.get(at) ?? 0 });
  return filled;
}

/**
 * `/console/platform-resource-monitor` (platform administrators, docs/operations.md): the platform's own health over
 * the last 1, 6 or 24 hours, a line chart per metric; each chart keeps its room while it loads or has nothing.
 */
export default function PlatformResourceMonitorPage() {
  const { t, locale } = useI18n();
  const [hours, setHours] = useState<Hours>('1');
  const metrics = useLoad(`metrics-${hours}`, (signal) => getPlatformMetrics(hours, signal));

  const seriesOf = (data: PlatformMetrics | undefined, names: readonly MetricName[]): LineChartProps<Date>['series'] =>
    (data?.series ?? [])
      .filter((series) => names.includes(series.metric) && series.points.length > 0)
      .map((series) => ({
        type: 'line' as const,
        title:
          series.metric === 'readCapacity' || series.metric === 'writeCapacity'
            ? t(`monitor.series.${series.metric}`)
            : series.of,
        data: data ? pointsOf(series, data) : [],
        valueFormatter: (value: number) => formatNumber(value, locale),
      }));
  const domain = metrics.data ? [new Date(metrics.data.from), new Date(metrics.data.to)] : undefined;

  return (
    <ScreenLayout title={t('monitor.title')} description={t('monitor.description')}>
      <SpaceBetween size="l">
        <Container>
          <SpaceBetween direction="horizontal" size="l" alignItems="end">
            <FormField label={t('monitor.range')}>
              <SegmentedControl
                data-testid="monitor-range"
                selectedId={hours}
                onChange={({ detail }) => setHours(detail.selectedId as Hours)}
                options={(['1', '6', '24'] as const).map((id) => ({ id, text: t(`monitor.range.${id}`) }))}
              />
            </FormField>
            <Button iconName="refresh" onClick={metrics.reload} loading={metrics.loading} data-testid="monitor-refresh">
              {t('monitor.refresh')}
            </Button>
            <Box color="text-body-secondary" data-testid="monitor-source">
              {metrics.data ? t(`monitor.source.${metrics.data.source}`) : '\u00a0'}
            </Box>
          </SpaceBetween>
        </Container>
        {metrics.error ? (
          <StatusIndicator type="error">
            {t('monitor.loadFailed', { message: messageOf(metrics.error) })}
          </StatusIndicator>
        ) : null}
        <ColumnLayout columns={2}>
          {CHARTS.map((chart) => (
            <Container key={chart.id} header={<Header variant="h2">{t(chart.title)}</Header>}>
              <div style={{ height: CHART_ROOM }}>
                <LineChart
                  data-testid={`monitor-chart-${chart.id}`}
                  series={seriesOf(metrics.data, chart.metrics)}
                  xScaleType="time"
                  xDomain={domain}
                  xTitle={t('monitor.axis.time')}
                  yTitle={t('monitor.axis.value')}
                  fitHeight
                  height={MIN_PLOT_HEIGHT}
                  hideFilter
                  statusType={metrics.loading && !metrics.data ? 'loading' : metrics.error ? 'error' : 'finished'}
                  loadingText={t('monitor.loading')}
                  errorText={t('monitor.loadFailed', { message: messageOf(metrics.error) })}
                  empty={
                    <Box textAlign="center" color="inherit">
                      <Box variant="strong">{t('monitor.empty')}</Box>
                      <Box variant="p" color="inherit">
                        {t('monitor.emptyHint')}
                      </Box>
                    </Box>
                  }
                  i18nStrings={{
                    xTickFormatter: (value) => formatDateTime(value, locale).slice(-8, -3),
                    yTickFormatter: (value) => formatNumber(value, locale),
                    detailPopoverDismissAriaLabel: t('monitor.dismiss'),
                  }}
                  ariaLabel={t(chart.title)}
                />
              </div>
            </Container>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </ScreenLayout>
  );
}
