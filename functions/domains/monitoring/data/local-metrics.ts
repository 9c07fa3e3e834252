import type { MetricSeries } from '../../../../shared/schemas/monitoring.js';
import type { MetricsRange, MetricsSource } from '../metrics-source.js';

/**
 * The monitor's figures from the local stack's own counters (its gateway, broker, state machine runner and table
 * client count as they work; `infra/local/support/local-metrics.ts`), read from its local-only endpoint, the
 * `METRICS_ENDPOINT` the local stack sets as it sets the other `_ENDPOINT`s. Unset in AWS.
 */
export function localCountersSource(endpoint: string): MetricsSource {
  return {
    kind: 'local',
    read: async (range: MetricsRange): Promise<MetricSeries[]> => {
      const query = new URLSearchParams({
        from: range.from.toISOString(),
        to: range.to.toISOString(),
        period: String(range.periodSeconds),
      });
      const answer = await fetch(`${endpoint}?${query}`);
      if (!answer.ok) throw new Error(`The local counters answered ${answer.status}`);
      return ((await answer.json()) as { series: MetricSeries[] }).series;
    },
  };
}
