import { defineContracts } from './contract.js';

/**
 * The /api-console contracts (docs/dashboard.md, docs/operations.md): the console home's summary and each user's
 * layout of it, the platform resource monitor and the audit log. None of these calls is documented by the spec: they
 * are the product's own design. The schemas load with the first request that needs them (`shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/dashboard.js')),
  ...(await import('../schemas/monitoring.js')),
  ...(await import('../schemas/audit.js')),
});

/** The console home dashboard: one summary call and the caller's own layout. */
export const dashboardContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * The console home's tiles for the caller's current enterprise and role: each tile only when the caller's privileges
   * allow it, its figures read by Query or Get on existing keys and counters (a first page counted with `more` when the
   * list goes on).
   */
  getDashboard: {
    method: 'GET',
    path: '/api-console/dashboard',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoDashboardQuerySchema, response: s.DashboardSummarySchema }),
  },
  /** The caller's own arrangement of the home's tiles, or the default when none is kept. */
  getDashboardLayout: {
    method: 'GET',
    path: '/api-console/dashboard/layout',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoDashboardQuerySchema, response: s.DashboardLayoutResponseSchema }),
  },
  /**
   * Keeps the caller's arrangement: the tiles shown in order with their sizes (a tile left out is hidden); 400 on an
   * unknown tile, a repeat or a size outside the grid.
   */
  saveDashboardLayout: {
    method: 'PUT',
    path: '/api-console/dashboard/layout',
    access: 'authenticated',
    schemas: (s) => ({ body: s.DashboardLayoutSchema, response: s.DashboardLayoutResponseSchema }),
  },
  /** Forgets the caller's arrangement: the default layout again. */
  resetDashboardLayout: {
    method: 'DELETE',
    path: '/api-console/dashboard/layout',
    access: 'authenticated',
    schemas: (s) => ({ response: s.DashboardLayoutResponseSchema }),
  },
});

/** The platform resource monitor (platform administrators). */
export const monitoringContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * The platform's own health over the last 1, 6 or 24 hours: requests, errors and latency per API prefix, telemetry
   * messages, state machine executions and the table’s consumed capacity (CloudWatch in AWS, the local stack's counters
   * locally).
   */
  getPlatformMetrics: {
    method: 'GET',
    path: '/api-console/monitor/platform-metrics',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.PlatformMetricsQuerySchema, response: s.PlatformMetricsSchema }),
  },
});

/** The audit log of administrative writes. */
export const auditContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * A page of audit entries, newest first, by actor, action and date range: platform administrators every enterprise's
   * (or one), others their current enterprise's.
   */
  getAuditLog: {
    method: 'GET',
    path: '/api-console/audit-log',
    access: { privilege: 'audit-log:view' },
    schemas: (s) => ({ query: s.AuditLogQuerySchema, response: s.AuditLogPageSchema }),
  },
});

/** Every /api-console table. */
export const consoleTables = [dashboardContracts, monitoringContracts, auditContracts];
