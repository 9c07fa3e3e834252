import { monitoringContracts as contracts } from '../../../../shared/contracts/dashboard.js';
import { implement } from '../../../lib/http/implement.js';
import { periodOf } from '../metrics-source.js';
import { platformMetricsSource as metricsSource } from '../platform-source.js';

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
