import { optionalEnv, requireEnv } from '../../lib/env.js';
import { cloudWatchSource, type CloudWatchTargets } from './data/cloudwatch-metrics.js';
import { localCountersSource } from './data/local-metrics.js';
import type { MetricsSource } from './metrics-source.js';

const localEndpoint = optionalEnv('METRICS_ENDPOINT');

let source: MetricsSource | undefined;

/**
 * The stage's source of the platform's health figures, built on first use: the local counters where the local stack
 * runs, CloudWatch in AWS. The resource monitor and the console home's health tile read the same one.
 */
export const platformMetricsSource = (): MetricsSource =>
  (source ??= localEndpoint
    ? localCountersSource(localEndpoint)
    : cloudWatchSource(JSON.parse(requireEnv('PLATFORM_METRICS')) as CloudWatchTargets));
