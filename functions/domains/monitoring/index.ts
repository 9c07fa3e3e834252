/**
 * The monitoring domain (the platform resource monitor, docs/operations.md): what other domains may use of it; its
 * route lists are in `./routes.ts`.
 */
/** For the console home's dashboard: the platform's health figures, read through the monitor's own source. */
export { platformMetricsSource } from './platform-source.js';
export type { MetricsRange, MetricsSource } from './metrics-source.js';
