import type { PlatformMetrics } from '@shared/schemas/monitoring.js';
import { monitoringContracts } from '@shared/contracts/dashboard.js';
import { call } from '@/api/http-client.js';

/* The platform resource monitor's call of /api-console (docs/operations.md), typed by its contract. */

export type { PlatformMetrics };

/** The platform's health over the last 1, 6 or 24 hours. */
export const getPlatformMetrics = (hours: '1' | '6' | '24', signal?: AbortSignal) =>
  call(monitoringContracts.getPlatformMetrics, { query: { hours }, signal });
