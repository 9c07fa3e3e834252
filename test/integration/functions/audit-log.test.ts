import { describe, expect, it } from 'vitest';
import { handler as consoleHandler } from '../../../functions/api-console/handler.js';
import { createTenant } from '../support/tenant.js';
import { createdType, equipmentApi } from './equipment-support.js';
import { call, demoUser } from './session-support.js';

// Two enterprises of this file's own, each writing administratively, and the platform administrator reading.
const tenant = await createTenant('audit-log');
const other = await createTenant('audit-log-other');
const platformAdmin = await demoUser('admin');

const auditLog = (user: { claims: Record<string, unknown> }, query: Record<string, string> = {}) =>
  call(consoleHandler, { path: '/api-console/audit-log', query, claims: user.claims });

type Entry = {
  actorId: string;
  enterpriseId: string;
  operation: string;
  targets: Record<string, string>;
  outcome: string;
  status: number;
  request?: Record<string, unknown>;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
};

describe('audit log', () => {
  it('records an administrative write with its actor, targets and the record before and after', async () => {
    const typeId = await createdType(tenant.admin);
    const deleted = await equipmentApi(tenant.admin, {
      method: 'PUT',
      path: `/api-equipment/deleteEquipmentType/${typeId}`,
    });
    expect(deleted.status).toBe(200);

    const { status, body } = await auditLog(tenant.admin, { action: 'deleteEquipmentType' });
    expect(status).toBe(200);
    const entry = (body.items as Entry[]).find((item) => item.targets.id === typeId)!;
    expect(entry).toMatchObject({
      actorId: tenant.admin.id,
      enterpriseId: tenant.enterpriseId,
      operation: 'deleteEquipmentType',
      outcome: 'succeeded',
      status: 200,
    });
    expect(entry.before).toMatchObject({ id: typeId });
    // "After" is the stored record as the write left it (the route answered `{ deleted }`): none, once deleted.
    expect(entry.after).toBeUndefined();
    // The creation is there too, with its request; reads and the caller's own writes are not.
    const created = await auditLog(tenant.admin, { action: 'submitEquipmentType', actorId: tenant.admin.id });
    expect((created.body.items as Entry[]).some((item) => item.after?.id === typeId && item.request?.code)).toBe(true);
  });

  it('shows an enterprise administrator only their enterprise, the platform administrator every one, a member none', async () => {
    const otherType = await createdType(other.admin);
    const own = await auditLog(tenant.admin, { enterpriseId: other.enterpriseId });
    expect(own.status).toBe(200);
    expect((own.body.items as Entry[]).every((item) => item.enterpriseId === tenant.enterpriseId)).toBe(true);

    const platform = await auditLog(platformAdmin, { enterpriseId: other.enterpriseId, action: 'submitEquipmentType' });
    expect((platform.body.items as Entry[]).map((item) => item.targets.id ?? item.after?.id)).toContain(otherType);

    expect((await auditLog(tenant.staff)).status).toBe(403);
  });

  it('reads a date range and refuses a malformed date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await auditLog(tenant.admin, { from: today, to: today });
    expect(inRange.body.items.length).toBeGreaterThan(0);
    const before = await auditLog(tenant.admin, { to: '2000-01-01' });
    expect(before.body.items).toEqual([]);
    expect((await auditLog(tenant.admin, { from: 'yesterday' })).status).toBe(400);
  });
});
