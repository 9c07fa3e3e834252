import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handler as algorithmHandler } from '../../../functions/api-algorithm/handler.js';
import { handler as datasetFilesHandler } from '../../../functions/api-datasetfiles/handler.js';
import { runAlgorithmModule, type ModuleIo } from '../../../functions/domains/algorithms/index.js';
import { getStoredObjectText, putStoredObjectText } from '../../../functions/domains/bigdata/index.js';
import { handler as pipelineHandler } from '../../../functions/pipeline/handler.js';
import { ModuleInvocationSchema } from '../../../shared/schemas/algorithm-modules.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { demoTestUser, type TestUser } from './certification-support.js';
import { call } from './session-support.js';

const [tenant, stranger, auditor] = await Promise.all([
  createTenant('algorithms-sandbox'),
  createTenant('algorithms-sandbox-other'),
  demoTestUser('auditor'),
]);
const author = tenant.admin;
const prefix = `algorithms-sandbox/${randomUUID()}`;
const fixture = readFileSync(new URL('../../fixtures/algorithms/column-zscore.js', import.meta.url), 'utf8');

const algApi = (user: TestUser | TenantUser, options: Parameters<typeof call>[1]) =>
  call(algorithmHandler, { ...options, claims: user.claims });

/** Uploads a script through the presigned path of `POST /api-datasetfiles/`; answers its `algorithmFileId`. */
async function uploaded(script: string): Promise<string> {
  const bytes = new TextEncoder().encode(script);
  const ticket = await call(datasetFilesHandler, {
    method: 'POST',
    path: '/api-datasetfiles/',
    claims: author.claims,
    body: { fileName: 'algorithm.js', contentType: 'text/javascript', size: bytes.length },
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
  expect(put.status).toBe(200);
  return ticket.body.id as string;
}

const [{ body: tree }, zscoreFile, loopFile] = await Promise.all([
  algApi(author, { path: '/api-algorithm/getAlgorithmCategoryTree' }),
  uploaded(fixture),
  uploaded('function run(input) { while (true) {} }'),
]);
const categoryId = (tree as { key: string; children: { key: string }[] }[])[0]!.children[0]!.key;

/** Creates an algorithm of the author's with the fixture's parameters; answers its id. */
async function created(algorithmFileId: string, language = 'JAVASCRIPT'): Promise<string> {
  const { status, body } = await algApi(author, {
    method: 'POST',
    path: '/api-algorithm/createAlgorithm',
    body: {
      name: `沙箱-${randomUUID().slice(0, 8)}`,
      description: 'Column z-score in the sandbox',
      algorithmCategory: { id: categoryId },
      algorithmType: { code: language },
      algorithmFileId,
      parameters: [
        { name: 'dataset', type: 'DATASET_IN' },
        { name: 'result', type: 'DATASET_OUT' },
        { name: 'columns', type: 'string' },
      ],
    },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.id as string;
}

const setStatus = (user: TestUser | TenantUser, id: string, code: string) =>
  algApi(user, {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithmStatus',
    body: { id, algorithmStatus: { code } },
  });

await putStoredObjectText({
  kind: 'dataset',
  key: `${prefix}/table.csv`,
  body: 'name,a,b\nx,1,10\ny,2,10\nz,3,40\n',
  contentType: 'text/csv',
});

const invocation = (algorithmId: string, output: string) => ({
  algorithmId,
  parameters: { columns: 'a' },
  inputs: { dataset: { kind: 'dataset', key: `${prefix}/table.csv` } },
  outputs: { result: `${prefix}/${output}.csv` },
});

/** Runs the module as the chain runner's task function does, as `user` of their enterprise. */
const runModule = (user: TenantUser, enterpriseId: string, algorithmId: string, output: string) =>
  pipelineHandler({
    action: 'runModule',
    runId: randomUUID(),
    projectId: 'algorithms-sandbox',
    enterpriseId,
    userId: user.id,
    index: 0,
    module: { id: 'zscore', moduleType: { code: '002' }, parameters: invocation(algorithmId, output) },
  }) as Promise<{ status: string; outputs: { outputs: Record<string, unknown>; summary: string } }>;

describe('user algorithms in the sandbox', () => {
  it('runs for its author while under review, for others only once online', async () => {
    const id = await created(zscoreFile);
    expect((await setStatus(author, id, '2')).status).toBe(200);

    const own = await runModule(author, tenant.enterpriseId, id, 'own');
    expect(own).toMatchObject({
      status: 'SUCCEEDED',
      outputs: {
        outputs: { result: { kind: 'dataset', key: `${prefix}/own.csv`, rows: 3, columns: 3 } },
        summary: 'Standardised 1 columns of 3 rows',
      },
    });
    const written = await getStoredObjectText({ kind: 'dataset', key: `${prefix}/own.csv` });
    const a = written!
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split(',')[1]));
    expect(a.map((value) => value.toFixed(4))).toEqual(['-1.2247', '0.0000', '1.2247']);

    await expect(runModule(stranger.admin, stranger.enterpriseId, id, 'stranger')).rejects.toThrow(
      `Algorithm ${id} is not available to you`,
    );
    expect((await setStatus(auditor, id, '3')).status).toBe(200);
    expect((await runModule(stranger.admin, stranger.enterpriseId, id, 'stranger')).status).toBe('SUCCEEDED');
  });

  it('a script that loops fails only its module; the next run succeeds', async () => {
    const loop = await created(loopFile);
    const zscore = await created(zscoreFile);
    const io: ModuleIo = {
      read: (kind, key) => getStoredObjectText({ kind, key }),
      write: (kind, key, body, contentType) => putStoredObjectText({ kind, key, body, contentType }),
    };
    await expect(
      runAlgorithmModule(ModuleInvocationSchema.parse(invocation(loop, 'loop')), io, {
        invokedBy: { userId: author.id, enterpriseId: tenant.enterpriseId },
        sandbox: { timeMs: 300 },
      }),
    ).rejects.toThrow('The algorithm ran past its 0.3 s limit');
    expect(await getStoredObjectText({ kind: 'dataset', key: `${prefix}/loop.csv` })).toBeUndefined();
    // A saved algorithm is its author's to run too.
    expect((await runModule(author, tenant.enterpriseId, zscore, 'after-loop')).status).toBe('SUCCEEDED');
  });

  it('refuses a result that does not fit the declared outputs, writing nothing', async () => {
    const scripts = [
      [
        'function run() { return { datasets: { other: { columns: [], rows: [] } } }; }',
        'Output other: the algorithm declares no dataset output other',
      ],
      [
        "function run() { return { datasets: { result: { columns: ['a'], rows: [{ a: true }] } } }; }",
        'Output result: row 1, column a: a cell must be a number, a text or null',
      ],
    ];
    for (const [script, message] of scripts) {
      const id = await created(await uploaded(script!));
      await expect(runModule(author, tenant.enterpriseId, id, 'refused')).rejects.toThrow(message);
    }
    expect(await getStoredObjectText({ kind: 'dataset', key: `${prefix}/refused.csv` })).toBeUndefined();
  });

  it('a language without a runtime is saved but neither submitted nor run', async () => {
    const python = await created(zscoreFile, 'PYTHON');
    const message = 'No runtime for Python algorithms yet: only JavaScript algorithms can be submitted';
    const submitted = await setStatus(author, python, '2');
    expect(submitted.status).toBe(409);
    expect(submitted.body.message).toBe(message);
    await expect(runModule(author, tenant.enterpriseId, python, 'python')).rejects.toThrow(message);
  });
});
