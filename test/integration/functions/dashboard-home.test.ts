import { describe, expect, it } from 'vitest';
import { handler as consoleHandler } from '../../../functions/api-console/handler.js';
import { handler as presence } from '../../../functions/equipment-presence/handler.js';
import { recordGatewayAlarm } from '../../../functions/domains/equipment/data/gateway-alarms.js';
import { checkWatch, getWatch } from '../../../functions/domains/equipment/index.js';
import { DEFAULT_DASHBOARD_LAYOUT } from '../../../shared/constants/dashboard-rules.js';
import { OFFLINE_ALARM } from '../../../shared/constants/equipment-rules.js';
import { apiFetch } from '../support/api-fetch.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { createdGateway, createdType } from './equipment-support.js';
import { call, demoUser } from './session-support.js';
import { topUp } from './tenancy-support.js';

// This file's own enterprise: a balance and two gateways, so the figures are known exactly.
const tenant = await createTenant('dashboard-home');
await topUp(tenant.enterpriseId, 12_345);
const typeId = await createdType(tenant.admin);
await createdGateway(tenant.admin, typeId);
await createdGateway(tenant.admin, typeId);

const consoleApi = (user: Pick<TenantUser, 'claims'>, options: Parameters<typeof call>[1]) =>
  call(consoleHandler, { ...options, claims: user.claims });

type Tile = {
  id: string;
  state?: string;
  figures: { key: string; value: number; more?: boolean }[];
  lines?: { id: string; name: string; state?: string; at?: string }[];
};
const figure = (tiles: Tile[], id: string, key: string) =>
  tiles.find((tile) => tile.id === id)?.figures.find((item) => item.key === key)?.value;
const tilesOf = async (user: Pick<TenantUser, 'claims'>) =>
  (await consoleApi(user, { path: '/api-console/dashboard' })).body.tiles as Tile[];

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

  it("lists the enterprise's offline alarms and answers the newer tiles only to those who may see them", async () => {
    // A gateway goes offline past its grace: the watchdog raises the alarm, which joins the enterprise's list once.
    const hardwareId = `HW-DASH-${Math.random().toString(36).slice(2, 8)}`;
    const gatewayId = await createdGateway(tenant.admin, typeId, { equipmentId: hardwareId });
    const t = Date.now();
    await presence({ clientId: gatewayId, timestamp: t, eventType: 'connected' });
    await presence({ clientId: gatewayId, timestamp: t + 10_000, eventType: 'disconnected' });
    const raisedAt = t + 10_000 + OFFLINE_ALARM.graceSeconds * 1000;
    expect(await checkWatch((await getWatch({ equipmentId: gatewayId }))!, raisedAt)).toBe('raise');
    const episode = {
      enterpriseId: tenant.enterpriseId,
      gatewayId,
      gatewayName: hardwareId,
      reason: 'offline' as const,
    };
    expect(await recordGatewayAlarm({ ...episode, raisedAt: new Date(raisedAt).toISOString() })).toBe(false);

    const admin = await tilesOf(tenant.admin);
    expect(admin.find((tile) => tile.id === 'recentAlarms')?.lines).toEqual([
      { id: gatewayId, name: hardwareId, state: 'offline', at: new Date(raisedAt).toISOString() },
    ]);
    expect(figure(admin, 'subscriptions', 'active')).toBe(0);
    expect(figure(admin, 'datasetsAndModels', 'datasets')).toBe(0);
    // The platform's own tiles are not an enterprise administrator's; the gateway log's alarms not staff's.
    for (const id of ['pendingReviews', 'signInsToday', 'platformHealth', 'algorithms']) {
      expect(admin.map((tile) => tile.id)).not.toContain(id);
    }
    expect((await tilesOf(tenant.staff)).map((tile) => tile.id)).not.toContain('recentAlarms');

    // A request through the local gateway, so the last hour's requests count at least one.
    const platformAdmin = await demoUser('admin');
    await apiFetch('/api-me', { token: platformAdmin.token });
    const platform = await tilesOf(platformAdmin);
    expect(figure(platform, 'signInsToday', 'signIns')).toEqual(expect.any(Number));
    expect(figure(platform, 'platformHealth', 'requests')).toBeGreaterThan(0);
    expect(platform.find((tile) => tile.id === 'pendingReviews')?.figures.map((item) => item.key)).toEqual([
      'queue.enterpriseCertifications',
      'queue.userCertifications',
      'queue.applications',
      'queue.versions',
      'queue.equipmentCertificates',
    ]);
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
