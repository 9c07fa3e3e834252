import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/api-bigdata/handler.js';
import { handler as filesHandler } from '../../../functions/api-files/handler.js';
import { bigdataKeys } from '../../../functions/domains/bigdata/data/keys.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { PROJECT_LIMITS } from '../../../shared/constants/project-graph.js';
import { ChainModuleSchema } from '../../../shared/schemas/pipeline.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { call } from './session-support.js';

// Two enterprises of this file's own: the second one's staff must never reach the first one's projects.
const tenant = await createTenant('bigdata-projects');
const outsider = await createTenant('bigdata-projects-outsider');

const api = (
  user: TenantUser,
  options: { method?: string; path: string; query?: Record<string, string>; body?: unknown },
) => call(handler, { ...options, path: `/api-bigdata/${options.path}`, claims: user.claims });

/** `POST /api-files/` with the graph as a browser's `FormData` sends it (file part and category field). */
async function storeGraph(user: TenantUser, graph: unknown, category = '{"type":"project"}') {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(graph)], { type: 'application/json' }), 'graph.json');
  form.append('category', category);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return call(filesHandler, {
    method: 'POST',
    path: '/api-files/',
    claims: user.claims,
    headers: { 'content-type': request.headers.get('content-type')! },
    body: Buffer.from(await request.arrayBuffer()),
  });
}

const port = (name: string, code: string) => ({ name, type: { code } });
// The iris chain: dataset → split → decision tree; the tree's model and split's test set → evaluate.
const modules = [
  {
    id: 'iris',
    objectId: 'system-iris',
    name: 'iris',
    moduleType: { code: '001' },
    outputParams: [port('dataset', '001')],
  },
  {
    id: 'split',
    name: 'split',
    moduleType: { code: '002' },
    inputParams: [port('dataset', '001'), { name: 'ratio', type: { code: '004' }, value: 0.7 }],
    outputParams: [port('train', '001'), port('test', '001')],
    parameters: { algorithmId: 'sys-train-test-split' },
  },
  {
    id: 'tree',
    name: 'tree',
    moduleType: { code: '002' },
    inputParams: [port('dataset', '001')],
    outputParams: [port('model', '002')],
  },
  {
    id: 'evaluate',
    name: 'evaluate',
    moduleType: { code: '002' },
    inputParams: [port('model', '002'), port('dataset', '001')],
  },
];
const link = (sourceId: string, sourcePort: string, targetId: string, targetPort: string) => ({
  sourceId,
  sourcePort,
  targetId,
  targetPort,
});
const links = [
  link('iris', 'dataset', 'split', 'dataset'),
  link('split', 'train', 'tree', 'dataset'),
  link('tree', 'model', 'evaluate', 'model'),
  link('split', 'test', 'evaluate', 'dataset'),
];
const graph = { nodes: modules.map((module, index) => ({ id: module.id, x: index * 250, y: 100 })), links };

describe('projects', () => {
  it('creates, saves with its graph file, reads and lists a project, newest first', async () => {
    const created = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { id: null, name: 'Iris trees' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body;

    const stored = await storeGraph(tenant.staff, graph);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    // An upload waits in the caller's upload folder (expired by the bucket's lifecycle rule unless a save takes it).
    expect(stored.body.location).toMatch(
      new RegExp(`^project-uploads/${tenant.enterpriseId}/${tenant.staff.id}/[0-9a-f-]{36}\\.json$`),
    );

    const saved = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { id, userId: tenant.staff.id, name: 'Iris trees', location: stored.body.location, modules },
    });
    expect(saved).toEqual({ status: 200, body: { id } });

    const read = await api(tenant.staff, { path: `projects/${id}` });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: 'Iris trees', userId: tenant.staff.id });
    expect(read.body.modules.map((module: { id: string }) => module.id)).toEqual(['iris', 'split', 'tree', 'evaluate']);
    // The save copied the upload to the project's own key and removed the upload.
    expect(read.body.location).toMatch(new RegExp(`^projects/${tenant.enterpriseId}/${tenant.staff.id}/${id}/`));
    const readFile = (name: string) =>
      call(filesHandler, {
        path: '/api-files/',
        query: { name, category: '{"type":"project"}' },
        claims: tenant.staff.claims,
      });
    expect(await readFile(read.body.location)).toEqual({ status: 200, body: graph });
    expect((await readFile(stored.body.location)).status).toBe(404);
    // Saved again naming the graph file it has: kept; naming any other stored file: 400, nothing written.
    const again = { id, name: 'Iris trees', location: read.body.location, modules: modules.slice(0, 2) };
    expect((await api(tenant.staff, { method: 'POST', path: 'projects', body: again })).status).toBe(200);
    const other = await storeGraph(tenant.staff, graph);
    const otherProject = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { name: 'Other', location: other.body.location },
    });
    const otherLocation = (await api(tenant.staff, { path: `projects/${otherProject.body.id}` })).body.location;
    const foreign = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { ...again, location: otherLocation, modules },
    });
    expect(foreign.status).toBe(400);
    expect((await api(tenant.staff, { path: `projects/${id}` })).body).toMatchObject({
      location: read.body.location,
      modules: [{ id: 'iris' }, { id: 'split' }],
    });

    const second = await api(tenant.staff, { method: 'POST', path: 'projects', body: { name: 'Penguins' } });
    const list = await api(tenant.staff, { path: 'projects' });
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([second.body.id, otherProject.body.id, id]);
    expect(list.body.items[2]).toMatchObject({ name: 'Iris trees', moduleCount: 2 });
  });

  it('answers the modules in execution order for a valid graph, and nothing for an invalid or unconnected one', async () => {
    const { body } = await api(tenant.staff, { method: 'POST', path: 'projects', body: { name: 'Compiled', modules } });
    const compile = (body_: unknown, query: Record<string, string> = {}) =>
      api(tenant.staff, { method: 'POST', path: `projects/${body.id}`, query, body: body_ });

    const valid = await compile([...links].reverse(), { enterpriseId: tenant.enterpriseId, userId: tenant.staff.id });
    expect(valid.status).toBe(200);
    expect(valid.body.map((module: { id: string }) => module.id)).toEqual(['iris', 'split', 'tree', 'evaluate']);

    expect((await compile([...links, link('split', 'test', 'evaluate', 'model')])).body).toEqual([]); // mistyped
    // An input left unlinked is the runner's to refuse (a required one fails its module); the graph is one chain.
    expect((await compile(links.slice(0, 3))).body).toHaveLength(4);
    expect((await compile(links.slice(0, 2))).body).toEqual([]); // evaluate left on its own
  });

  it('refuses a malformed save with field messages and writes nothing', async () => {
    const refused = await api(tenant.admin, {
      method: 'POST',
      path: 'projects',
      body: {
        name: ' ',
        modules: [
          { id: 'a', moduleType: { code: '001' } },
          { id: 'a', moduleType: { code: '002' } },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.map((field: { field: string }) => field.field).sort()).toEqual([
      'body.modules.1.id',
      'body.name',
    ]);
    const foreignLocation = await api(tenant.admin, {
      method: 'POST',
      path: 'projects',
      body: { name: 'Elsewhere', location: `projects/${outsider.enterpriseId}/x/y.json` },
    });
    expect(foreignLocation.status).toBe(400);
    expect(foreignLocation.body.fields).toEqual([
      { field: 'location', message: 'Not a graph file stored by POST /api-files/' },
    ]);
    expect((await api(tenant.admin, { path: 'projects' })).body.items).toEqual([]);
  });

  it('deletes a project with its graph file and answers ok', async () => {
    const stored = await storeGraph(tenant.staff, graph);
    const { body } = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { name: 'Short-lived', location: stored.body.location, modules },
    });
    const query = { enterpriseId: tenant.enterpriseId, userId: tenant.staff.id, projectId: body.id };
    expect(await api(tenant.staff, { method: 'DELETE', path: 'cleanProject', query })).toEqual({
      status: 200,
      body: 'ok',
    });
    expect((await api(tenant.staff, { path: `projects/${body.id}` })).status).toBe(404);
    const file = await call(filesHandler, {
      path: '/api-files/',
      query: { name: stored.body.location },
      claims: tenant.staff.claims,
    });
    expect(file.status).toBe(404);
    expect((await api(tenant.staff, { method: 'DELETE', path: 'cleanProject', query })).status).toBe(404);
  });

  it("keeps another enterprise's and another user's projects and graph files out of reach", async () => {
    const stored = await storeGraph(tenant.staff, graph);
    const { body } = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { name: 'Private', location: stored.body.location, modules },
    });
    for (const user of [outsider.staff, tenant.admin]) {
      expect((await api(user, { path: `projects/${body.id}` })).status).toBe(404);
      expect((await api(user, { method: 'POST', path: 'projects', body: { id: body.id, name: 'Taken' } })).status).toBe(
        404,
      );
      expect((await api(user, { method: 'POST', path: `projects/${body.id}`, body: links })).status).toBe(404);
      const file = await call(filesHandler, {
        path: '/api-files/',
        query: { name: stored.body.location },
        claims: user.claims,
      });
      expect(file.status).toBe(404);
    }
    // Naming the owner's enterprise in the spec's query does not make it the caller's.
    const clean = await api(outsider.staff, {
      method: 'DELETE',
      path: 'cleanProject',
      query: { enterpriseId: tenant.enterpriseId, userId: tenant.staff.id, projectId: body.id },
    });
    expect(clean.status).toBe(403);
    expect((await api(tenant.staff, { path: `projects/${body.id}` })).body.name).toBe('Private');
  });

  it('holds a project of PROJECT_LIMITS.modules modules, beyond what one record could', async () => {
    const many = Array.from({ length: PROJECT_LIMITS.modules }, (_, i) => ({
      ...modules[1],
      id: `split-${i}`,
      name: `split number ${i} of a large project`,
    }));
    const created = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { name: 'Large', modules: many },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = await api(tenant.staff, { path: `projects/${created.body.id}` });
    expect(read.body.modules).toHaveLength(PROJECT_LIMITS.modules);
    expect(read.body.modules.at(-1)).toMatchObject({ id: `split-${PROJECT_LIMITS.modules - 1}` });
    const tooMany = [...many, { ...modules[0], id: 'one-more' }];
    const refused = await api(tenant.staff, {
      method: 'POST',
      path: 'projects',
      body: { name: 'Too large', modules: tooMany },
    });
    expect(refused.status).toBe(400);
  });

  it('opens a project stored the old way (modules in its record) and moves them out at its next save', async () => {
    const owner = `${tenant.enterpriseId}#${tenant.staff.id}`;
    const id = `000000000${Date.now().toString(16)}`;
    const key = bigdataKeys.project(owner, id);
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...key,
          entity: 'project',
          id,
          name: 'Old way',
          nameLower: 'old way',
          enterpriseId: tenant.enterpriseId,
          userId: tenant.staff.id,
          location: '',
          // As the old save stored them: parsed, defaults filled in.
          modules: modules.map((module) => ChainModuleSchema.parse(module)),
          moduleCount: modules.length,
          createdAt: 1,
          updatedAt: 1,
        },
      }),
    );
    const read = await api(tenant.staff, { path: `projects/${id}` });
    expect(read.body).toMatchObject({ id, name: 'Old way', location: '', modules: [{ id: 'iris' }, {}, {}, {}] });
    expect((await api(tenant.staff, { method: 'POST', path: `projects/${id}`, body: links })).body).toHaveLength(4);

    const saved = await api(tenant.staff, { method: 'POST', path: 'projects', body: { id, name: 'Old way', modules } });
    expect(saved.status).toBe(200);
    const item = (await documentClient.send(new GetCommand({ TableName: tableName, Key: key }))).Item!;
    expect(item.modules).toBeUndefined();
    expect(item.modulesKey).toMatch(new RegExp(`^project-modules/${tenant.enterpriseId}/${tenant.staff.id}/${id}/`));
    expect((await api(tenant.staff, { path: `projects/${id}` })).body.modules).toEqual(read.body.modules);
  });

  it('refuses a graph file that is not a graph, storing nothing', async () => {
    const { status, body } = await storeGraph(tenant.staff, { nodes: 'none' });
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ field: 'file', message: 'Not a project graph (nodes and links)' }]);
  });
});
