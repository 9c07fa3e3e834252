import { describe, expect, it } from 'vitest';
import { handler as consoleHandler } from '../../../functions/api-console/handler.js';
import { DEFAULT_DASHBOARD_LAYOUT } from '../../../shared/constants/dashboard-rules.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { createdGateway, createdType } from './equipment-support.js';
import { call } from './session-support.js';
import { topUp } from './tenancy-support.js';

// This file's own enterprise: a balance and two gateways, so the figures are known exactly.
const tenant = await createTenant('dashboard-home');
await topUp(tenant.enterpriseId, 12_345);
const typeId = await createdType(tenant.admin);
await createdGateway(tenant.admin, typeId);
await createdGateway(tenant.admin, typeId);

const consoleApi = (user: TenantUser, options: Parameters<typeof call>[1]) =>
  call(consoleHandler, { ...options, claims: user.claims });

type Tile = { id: string; state?: string; figures: { key: string; value: number; more?: boolean }[] };
const figure = (tiles: Tile[], id: string, key: string) =>
  tiles.find((tile) => tile.id === id)?.figures.find((item) => item.key === key)?.value;

describe('console home dashboard', () => {
  it("answers the fresh enterprise's own figures, each tile only for the privileges that allow it", async () => {
    const admin = await consoleApi(tenant.admin, { path: '/api-console/dashboard' });
    expect(admin.status).toBe(200);
    const tiles = admin.body.tiles as Tile[];
    expect(figure(tiles, 'balance', 'balanceFen')).toBe(12_345);
    expect(figure(tiles, 'gateways', 'total')).toBe(2);
    expect(figure(tiles, 'applications', 'total')).toBe(0);
    expect(figure(tiles, 'personalBalance', 'balanceFen')).toBe(0);
    expect(tiles.find((tile) => tile.id === 'tenantSpace')?.state).toBe('none');

    // The staff role's privileges do not reach the enterprise's account: no balance tile, its own figures still.
    const staff = await consoleApi(tenant.staff, { path: '/api-console/dashboard' });
    const staffTiles = (staff.body.tiles as Tile[]).map((tile) => tile.id);
    expect(staffTiles).toContain('unreadMessages');
    expect(staffTiles).toContain('personalBalance');
    expect(staffTiles).not.toContain('balance');
  });

  it("keeps each user's layout, refuses one outside the grid, and resets to the default", async () => {
    const before = await consoleApi(tenant.staff, { path: '/api-console/dashboard/layout' });
    expect(before.body).toEqual({ items: DEFAULT_DASHBOARD_LAYOUT, isDefault: true });

    const items = [
      { id: 'unreadMessages', columnSpan: 2, rowSpan: 3 },
      { id: 'certification', columnSpan: 1, rowSpan: 2 },
    ];
    const saved = await consoleApi(tenant.staff, {
      method: 'PUT',
      path: '/api-console/dashboard/layout',
      body: { items, ignored: true },
    });
    expect(saved.status).toBe(200);
    const read = await consoleApi(tenant.staff, { path: '/api-console/dashboard/layout' });
    expect(read.body).toMatchObject({ items, isDefault: false });
    // Another user's layout is their own.
    expect((await consoleApi(tenant.admin, { path: '/api-console/dashboard/layout' })).body.isDefault).toBe(true);

    for (const wrong of [
      [{ id: 'nope', columnSpan: 1, rowSpan: 2 }],
      [{ id: 'quota', columnSpan: 5, rowSpan: 2 }],
      [{ id: 'quota', columnSpan: 1, rowSpan: 1 }],
      [items[0], items[0]],
    ]) {
      const refused = await consoleApi(tenant.staff, {
        method: 'PUT',
        path: '/api-console/dashboard/layout',
        body: { items: wrong },
      });
      expect(refused.status).toBe(400);
    }
    expect((await consoleApi(tenant.staff, { path: '/api-console/dashboard/layout' })).body.items).toEqual(items);

    const reset = await consoleApi(tenant.staff, { method: 'DELETE', path: '/api-console/dashboard/layout' });
    expect(reset.body.isDefault).toBe(true);
    expect((await consoleApi(tenant.staff, { path: '/api-console/dashboard/layout' })).body.isDefault).toBe(true);
  });
});
