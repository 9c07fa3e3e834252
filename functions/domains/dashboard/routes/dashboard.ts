import { DEFAULT_DASHBOARD_LAYOUT } from '../../../../shared/constants/dashboard-rules.js';
import { dashboardContracts as contracts } from '../../../../shared/contracts/dashboard.js';
import { implement } from '../../../lib/http/implement.js';
import { deleteLayout, getLayout, putLayout } from '../data/layout.js';
import { readDashboard } from '../summary.js';

const defaultLayout = () => ({ items: DEFAULT_DASHBOARD_LAYOUT.map((item) => ({ ...item })), isDefault: true });

/** The console home's summary and the caller's own layout (docs/dashboard.md). */
export const dashboardRoutes = [
  implement(contracts.getDashboard, async ({ caller }) => ({
    readAt: new Date().toISOString(),
    tiles: await readDashboard(caller),
  })),
  implement(contracts.getDashboardLayout, async ({ caller }) => {
    const kept = await getLayout(caller.userId);
    return kept ? { items: [...kept.items], isDefault: false, updatedAt: kept.updatedAt } : defaultLayout();
  }),
  implement(contracts.saveDashboardLayout, async ({ caller, body }) => {
    const record = { userId: caller.userId, items: body.items, updatedAt: new Date().toISOString() };
    await putLayout(record);
    return { items: record.items, isDefault: false, updatedAt: record.updatedAt };
  }),
  implement(contracts.resetDashboardLayout, async ({ caller }) => {
    await deleteLayout(caller.userId);
    return defaultLayout();
  }),
];
