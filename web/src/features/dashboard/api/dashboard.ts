import type {
  DashboardLayout,
  DashboardLayoutResponse,
  DashboardSummary,
  DashboardTile,
} from '@shared/schemas/dashboard.js';
import { dashboardContracts } from '@shared/contracts/dashboard.js';
import { call } from '@/api/http-client.js';

/*
 * The console home's calls of /api-console (docs/dashboard.md), by their contracts (`shared/contracts/dashboard.ts`).
 * Answers are typed, not parsed.
 */

export type { DashboardLayout, DashboardLayoutResponse, DashboardSummary, DashboardTile };

/** The tiles the caller may see, with their figures. */
export const getDashboard = (signal?: AbortSignal) => call(dashboardContracts.getDashboard, { signal });

/** The caller's own layout, or the default. */
export const getDashboardLayout = (signal?: AbortSignal) => call(dashboardContracts.getDashboardLayout, { signal });

/** Keeps the caller's layout. */
export const saveDashboardLayout = (body: DashboardLayout) => call(dashboardContracts.saveDashboardLayout, { body });

/** Forgets the caller's layout: the default again. */
export const resetDashboardLayout = () => call(dashboardContracts.resetDashboardLayout);
