import { monitoringContracts as contracts } from '../../../../shared/contracts/dashboard.js';
import { optionalEnv, requireEnv } from '../../../lib/env.js';
import { implement } from '../../../lib/http/implement.js';
import { cloudWatchSource, type CloudWatchTargets } from '../data/cloudwatch-metrics.js';
import { localCountersSource } from '../data/local-metrics.js';
import { periodOf, type MetricsSource } from '../metrics-source.js';

const localEndpoint = optionalEnv('METRICS_ENDPOINT');

let source: MetricsSource | undefined;
/** The stage's source, built on first use: the local counters where the local stack runs, CloudWatch in AWS. */
const metricsSource = () =>
  (source ??= localEndpoint
    ? localCountersSource(localEndpoint)
    : cloudWatchSource(JSON.parse(requireEnv('PLATFORM_METRICS')) as CloudWatchTargets));

/** The platform resource monitor's one read (docs/operations.md "Platform resource monitor"). */
export const platformMetricsRoutes = [
  implement(contracts.getPlatformMetrics, async ({ query }) => {
    const hours = Number(query.hours);
    const periodSeconds = periodOf(hours);
    // Whole periods, so every point covers a full period and the last one is the one running now.
    const to = new Date(Math.ceil(Date.now() / (periodSeconds * 1000)) * periodSeconds * 1000);
    const from = new Date(to.getTime() - hours * 3_600_000);
    const series = await metricsSource().read({ from, to, periodSeconds });
    return { from: from.toISOString(), to: to.toISOString(), periodSeconds, source: metricsSource().kind, series };
  }),
];
