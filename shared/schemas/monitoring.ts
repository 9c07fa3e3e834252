import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Platform resource monitoring (docs/operations.md "Platform resource monitor"): the platform's own requests, errors
 * and latency per API prefix, telemetry messages, state machine executions and the table's consumed capacity, per
 * minute over a chosen range.
 */

/** The ranges the monitor offers, in hours. */
export const MONITOR_RANGES = ['1', '6', '24'] as const;

/** `GET /api-console/monitor/platform-metrics?hours=1|6|24` (1 when absent). */
export const PlatformMetricsQuerySchema = z.object({
  hours: z._default(z.enum(MONITOR_RANGES, 'One of 1, 6 or 24'), '1'),
});

/** One point: the period's start (ISO) and its value. */
export const MetricPointSchema = z.object({ at: z.string(), value: z.number() });

/**
 * One series: the metric (`requests`, `errors`, `latency` (average ms), `telemetry`, `executions`,
 * `readCapacity`, `writeCapacity`), what it is of (an API prefix, a state machine, the table) and its points.
 */
export const MetricSeriesSchema = z.object({
  metric: z.enum(['requests', 'errors', 'latency', 'telemetry', 'executions', 'readCapacity', 'writeCapacity']),
  of: z.string(),
  points: z.array(MetricPointSchema),
});

/** The answer: the range read, the period of its points in seconds, where the figures come from, and the series. */
export const PlatformMetricsSchema = z.object({
  from: z.string(),
  to: z.string(),
  periodSeconds: z.number(),
  source: z.enum(['cloudwatch', 'local']),
  series: z.array(MetricSeriesSchema),
});

export type PlatformMetrics = z.infer<typeof PlatformMetricsSchema>;
export type MetricSeries = z.infer<typeof MetricSeriesSchema>;
export type MetricName = MetricSeries['metric'];
