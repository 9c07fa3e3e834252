import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/api-bigdata/handler.js';
import { getStoredObjectText, putStoredObjectText, recordModel } from '../../../functions/domains/bigdata/index.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { call } from './session-support.js';

// The canvas's documented save bodies (POST datasets with categoryCode / dataTypeCode, POST models with path), in
// an enterprise of this file's own; the conformance suite sends them exactly as documented.
const tenant = await createTenant('bigdata-canvas-saves');

const api = (user: TenantUser, path: string, body: unknown) =>
  call(handler, { method: 'POST', path: `/api-bigdata/${path}`, claims: user.claims, body });

/** A model a run of `user`'s trained, where the pipeline writes it (object and record): its path. */
async function trainedModel(user: TenantUser) {
  const path = `runs/${tenant.enterpriseId}/${user.id}/project/${randomUUID()}/train/model.json`;
  await putStoredObjectText({ kind: 'model', key: path, body: '{"w":[1]}', contentType: 'application/json' });
  await recordModel({
    key: path,
    algorithmId: 'sys-linear-regression',
    task: 'regression',
    features: ['x'],
    label: 'y',
    enterpriseId: tenant.enterpriseId,
    projectId: 'project',
    createdBy: user.id,
    createdAt: Date.now(),
  });
  return path;
}

describe('the canvas saves', () => {
  it('takes a dataset whose type and category are named dataTypeCode and categoryCode', async () => {
    const { status, body } = await api(tenant.staff, 'datasets', {
      file: 'x,y\n1,2\n',
      name: 'Saved',
      description: 'from the canvas',
      dataTypeCode: 'csv',
      categoryCode: 'transport',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ dataType: 'csv', category: { code: 'transport' } });
  });

  it("saves a model the caller's run trained under its name, and refuses another user's path", async () => {
    const path = await trainedModel(tenant.staff);
    const saved = await api(tenant.staff, 'models', { name: 'Trained', path, categoryCode: 'other' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Trained', task: 'regression', features: ['x'], label: 'y' });
    expect(saved.body.key).toMatch(new RegExp(`^models/${tenant.enterpriseId}/${tenant.staff.id}/`));
    expect(await getStoredObjectText({ kind: 'model', key: saved.body.key })).toBe('{"w":[1]}');
    const foreign = await api(tenant.admin, 'models', { name: 'Taken', path });
    expect(foreign.status).toBe(403);
    const missing = await api(tenant.staff, 'models', { name: 'None', path: path.replace('model', 'other') });
    expect(missing.body.fields).toEqual([{ field: 'body.path', message: 'No model was trained at this path' }]);
  });
});
