import { describe, expect, it } from 'vitest';
import { DASHBOARD_TILE_IDS, DEFAULT_DASHBOARD_LAYOUT } from '../../../shared/constants/dashboard-rules.js';
import { DashboardLayoutSchema } from '../../../shared/schemas/dashboard.js';

describe('the default dashboard layout', () => {
  it('shows every tile once, sized within the grid the saved layouts are checked against', () => {
    expect(DEFAULT_DASHBOARD_LAYOUT.map((item) => item.id).sort()).toEqual([...DASHBOARD_TILE_IDS].sort());
    expect(DashboardLayoutSchema.safeParse({ items: DEFAULT_DASHBOARD_LAYOUT }).success).toBe(true);
  });
});
