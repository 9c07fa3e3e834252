import WebSocket from 'ws';
import { afterAll, expect, it } from 'vitest';
import { handler } from '../../../functions/api-bigdata/handler.js';
import { handler as filesHandler } from '../../../functions/api-files/handler.js';
import { localUrls, signIn, ticketedSocketUrl } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { call } from './session-support.js';

// A project run as the console starts it: the stored graph on the chain runner, module states pushed and recorded.
const tenant = await createTenant('bigdata-project-runs');
const user = tenant.staff;

const api = (options: { method?: string; path: string; query?: Record<string, string>; body?: unknown }) =>
  call(handler, { ...options, path: `/api-bigdata/${options.path}`, claims: user.claims });

const port = (name: string, code: string) => ({ name, type: { code } });
const value = (name: string, code: string, v: unknown) => ({ name, type: { code }, value: v });
const link = (sourceId: string, sourcePort: string, targetId: string, targetPort: string) => ({
  sourceId,
  sourcePort,
  targetId,
  targetPort,
});

/** The iris chain: dataset → stratified split → decision tree; the model and the test set → evaluate. */
const irisModules = (maxDepth: number, label = 'species') => [
  {
    id: 'iris',
    objectId: 'system-iris',
    name: 'iris',
    moduleType: { code: '001' },
    outputParams: [port('dataset', '001')],
  },
  {
    id: 'split',
    objectId: 'sys-train-test-split',
    moduleType: { code: '002' },
    inputParams: [port('dataset', '001'), value('ratio', '004', 0.7), value('stratify', '005', 'species')],
    outputParams: [port('train', '001'), port('test', '001')],
  },
  {
    id: 'tree',
    objectId: 'sys-decision-tree',
    moduleType: { code: '002' },
    inputParams: [port('dataset', '001'), value('label', '005', label), value('maxDepth', '003', maxDepth)],
    outputParams: [port('model', '002')],
  },
  {
    id: 'evaluate',
    objectId: 'sys-evaluate',
    moduleType: { code: '002' },
    inputParams: [port('model', '002'), port('dataset', '001')],
    outputParams: [],
  },
];
const irisLinks = [
  link('iris', 'dataset', 'split', 'dataset'),
  link('split', 'train', 'tree', 'dataset'),
  link('tree', 'model', 'evaluate', 'model'),
  link('split', 'test', 'evaluate', 'dataset'),
];

/** Saves a project with its graph file as the canvas does; answers its id. */
async function saveProject(modules: unknown[], links: unknown[], id?: string): Promise<string> {
  const form = new FormData();
  const nodes = (modules as { id: string }[]).map((m, i) => ({ id: m.id, x: i * 10, y: 0 }));
  form.append('file', new Blob([JSON.stringify({ nodes, links })], { type: 'application/json' }), 'graph.json');
  form.append('category', '{"type":"project"}');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const stored = await call(filesHandler, {
    method: 'POST',
    path: '/api-files/',
    claims: user.claims,
    headers: { 'content-type': request.headers.get('content-type')! },
    body: Buffer.from(await request.arrayBuffer()),
  });
  const saved = await api({
    method: 'POST',
    path: 'projects',
    body: { id: id ?? null, name: 'iris runs', location: stored.body.location, modules },
  });
  expect(saved.status).toBe(200);
  return saved.body.id;
}

/** Starts a run as the console does (the documented query and module list) and waits for its end. */
async function run(projectId: string, query: Record<string, string> = {}, body: unknown[] = irisModules(5)) {
  const started = await api({
    method: 'POST',
    path: `projectExecution/${projectId}`,
    query: { name: 'file', tenant: 'tenant', mode: 'mode', ...query },
    body,
  });
  expect(started).toMatchObject({ status: 200, body: 'ok' });
  const [latest] = (await api({ path: `projects/${projectId}/runs` })).body.items;
  let detail: any;
  await expect
    .poll(
      async () => {
        detail = (await api({ path: `projects/${projectId}/runs/${latest.runId}` })).body;
        return detail.status;
      },
      { timeout: 30_000, interval: 200 },
    )
    .not.toBe('RUNNING');
  return detail;
}

const byId = (detail: any) => Object.fromEntries(detail.modules.map((m: any) => [m.moduleId, m]));
const sockets: WebSocket[] = [];
afterAll(() => sockets.forEach((socket) => socket.close()));

const projectId = await saveProject(irisModules(5), irisLinks);

it('runs split → decision tree → evaluation on iris to 0.933, pushing each state in order, with a preview', async () => {
  const socket = new WebSocket(await ticketedSocketUrl(localUrls(), await signIn(user.username, user.password)));
  sockets.push(socket);
  const frames: any[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

  const detail = await run(projectId);
  expect(detail.status).toBe('SUCCEEDED');
  const modules = byId(detail);
  expect(modules.evaluate.result.metrics.accuracy).toBeGreaterThanOrEqual(0.9);
  expect(modules.evaluate.result.metrics.accuracy).toBeCloseTo(0.933, 3);
  expect(modules.evaluate.result.metrics.confusionMatrix.labels).toHaveLength(3);
  expect(modules.tree.outputs.model).toMatch(new RegExp(`^runs/${tenant.enterpriseId}/${user.id}/${projectId}/`));
  expect(modules.split).toMatchObject({ reused: false, reuseReason: 'firstRun' });
  expect(modules.split.durationMs).toBeGreaterThanOrEqual(0);

  await expect.poll(() => frames.some((f) => f.type === 'projectRun' && !f.moduleId)).toBe(true);
  const states = frames.filter((f) => f.type === 'projectRun' && f.runId === detail.runId);
  expect(states.map((f) => `${f.moduleId ?? 'run'}:${f.status}`)).toEqual([
    'iris:RUNNING',
    'iris:SUCCEEDED',
    'split:RUNNING',
    'split:SUCCEEDED',
    'tree:RUNNING',
    'tree:SUCCEEDED',
    'evaluate:RUNNING',
    'evaluate:SUCCEEDED',
    'run:SUCCEEDED',
  ]);
  expect(states[3].durationMs).toBeGreaterThanOrEqual(0);

  const preview = await api({ path: `projects/${projectId}/runs/${detail.runId}/outputs/split/test` });
  expect(preview.body.rows).toHaveLength(20);
  expect(preview.body.columns).toContain('species');
});

it("saves a run's test set as a dataset and its tree as a model of the caller", async () => {
  const [last] = (await api({ path: `projects/${projectId}/runs` })).body.items;
  const outputs = `projects/${projectId}/runs/${last.runId}/outputs`;
  const dataset = await api({ method: 'POST', path: `${outputs}/split/test/save`, body: { name: 'iris test set' } });
  expect(dataset.body.kind).toBe('dataset');
  expect((await api({ path: `datasets/${dataset.body.id}` })).body).toMatchObject({
    name: 'iris test set',
    rowCount: 45,
  });
  const model = await api({ method: 'POST', path: `${outputs}/tree/model/save`, body: { name: 'iris tree' } });
  expect((await api({ path: `models/${model.body.id}` })).body).toMatchObject({ name: 'iris tree', label: 'species' });
  const missing = await api({ method: 'POST', path: `${outputs}/evaluate/model/save`, body: { name: 'none' } });
  expect(missing.status).toBe(404);
});

it('reuses unchanged modules, and a changed parameter reruns that module and what is downstream of it', async () => {
  const again = byId(await run(projectId));
  expect([again.split, again.tree, again.evaluate].map((m) => [m.reused, m.reuseReason])).toEqual([
    [true, 'unchanged'],
    [true, 'unchanged'],
    [true, 'unchanged'],
  ]);
  await saveProject(irisModules(2), irisLinks, projectId);
  const changed = byId(await run(projectId));
  expect([changed.split, changed.tree, changed.evaluate].map((m) => [m.reused, m.reuseReason])).toEqual([
    [true, 'unchanged'],
    [false, 'parametersChanged'],
    [false, 'inputChanged'],
  ]);
});

it('runs from a module: upstream modules keep the last run outputs', async () => {
  const last = (await api({ path: `projects/${projectId}/runs` })).body.items[0];
  const lastTree = byId((await api({ path: `projects/${projectId}/runs/${last.runId}` })).body).tree;
  const detail = await run(projectId, { fromModuleId: 'evaluate' });
  const modules = byId(detail);
  expect(detail).toMatchObject({ status: 'SUCCEEDED', fromModuleId: 'evaluate' });
  expect(modules.tree).toMatchObject({ reused: true, reuseReason: 'upstreamOfStart' });
  expect(modules.tree.outputs.model).toBe(lastTree.outputs.model);
  expect(modules.evaluate.inputs.model).toBe(lastTree.outputs.model);
  expect(modules.evaluate.status).toBe('SUCCEEDED');
});

it('runs a single module (a body of one module) after the same compile check, keeping the rest as they were', async () => {
  const detail = await run(projectId, {}, [{ id: 'tree' }]);
  const modules = byId(detail);
  expect(detail).toMatchObject({ status: 'SUCCEEDED', fromModuleId: 'tree' });
  expect(modules.tree.status).toBe('SUCCEEDED');
  expect(modules.tree.reuseReason).not.toBe('upstreamOfStart');
  expect([modules.split.reuseReason, modules.evaluate.reuseReason]).toEqual(['upstreamOfStart', 'upstreamOfStart']);
});

it("keeps a project's runs to its owner: anyone else's start and reads are 404", async () => {
  const other = (path: string, method = 'GET') =>
    call(handler, { method, path: `/api-bigdata/${path}`, claims: tenant.admin.claims, body: [] });
  expect((await other(`projectExecution/${projectId}`, 'POST')).status).toBe(404);
  expect((await other(`projects/${projectId}/runs`)).status).toBe(404);
});

it("sweeps the tree's depth as a Distributed Map and gives the evaluation's figures per value", async () => {
  const started = await api({
    method: 'POST',
    path: `projects/${projectId}/sweeps`,
    body: { moduleId: 'tree', parameter: 'maxDepth', range: { from: 1, to: 5, step: 2 } },
  });
  expect(started.status).toBe(200);
  let detail: any;
  await expect
    .poll(
      async () => {
        detail = (await api({ path: `projects/${projectId}/runs/${started.body.runId}` })).body;
        return detail.status;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe('SUCCEEDED');
  expect(detail.sweep.results.map((r: any) => [r.value, r.status])).toEqual([
    [1, 'SUCCEEDED'],
    [3, 'SUCCEEDED'],
    [5, 'SUCCEEDED'],
  ]);
  const accuracy = detail.sweep.results.map((r: any) => r.metrics.accuracy);
  expect(accuracy[0]).toBeLessThan(0.7);
  expect(accuracy[2]).toBeCloseTo(0.933, 3);
  const refused = await api({
    method: 'POST',
    path: `projects/${projectId}/sweeps`,
    body: { moduleId: 'tree', parameter: 'maxDepth', values: [1], range: { from: 1, to: 2, step: 1 } },
  });
  expect(refused.status).toBe(400);
});

it('stops at a failing middle module and names it; the modules after it never run', async () => {
  const failing = await saveProject(irisModules(5, 'no-such-column'), irisLinks);
  const detail = await run(failing);
  expect(detail).toMatchObject({ status: 'FAILED', failedModuleId: 'tree' });
  const modules = byId(detail);
  expect(modules.split.status).toBe('SUCCEEDED');
  expect(modules.tree.error).toMatch(/no-such-column/);
  expect(modules.evaluate.status).toBe('SKIPPED');
});

it('refuses a graph that fails the compile check (400) and starts nothing', async () => {
  const broken = await saveProject(irisModules(5), irisLinks.slice(0, 2));
  const refused = await api({ method: 'POST', path: `projectExecution/${broken}`, query: {}, body: [] });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toContain('工程校验失败，请检查连接设置');
  expect((await api({ path: `projects/${broken}/runs` })).body.items).toEqual([]);
});
