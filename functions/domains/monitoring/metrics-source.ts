import type { MetricSeries, PlatformMetrics } from '../../../shared/schemas/monitoring.js';

/** The range a monitor reads: its bounds and the period of one point. */
export interface MetricsRange {
  readonly from: Date;
  readonly to: Date;
  readonly periodSeconds: number;
}

/**
 * Where the platform's own health figures come from (docs/operations.md "Platform resource monitor"): CloudWatch in
 * AWS, the local stack's counters locally. The route reads one through this interface and knows neither.
 */
export interface MetricsSource {
  readonly kind: PlatformMetrics['source'];
  read(range: MetricsRange): Promise<MetricSeries[]>;
}

/** The period of a range's points: a minute over an hour, 5 minutes over 6 hours, 15 over a day (at most 100 points). */
export function periodOf(hours: number): number {
  return hours <= 1 ? 60 : hours <= 6 ? 300 : 900;
}
