import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { handler } from '../../../functions/api-bigdata/handler.js';
import { getStoredObjectText, putStoredObjectText, recordModel } from '../../../functions/domains/bigdata/index.js';
import { handler as pipeline } from '../../../functions/pipeline/handler.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { call } from './session-support.js';

// The pipeline keeps a model's training data and evaluation figures on its record; the model detail answers them.
const tenant = await createTenant('bigdata-model-evaluation');

const api = (user: TenantUser, path: string) => call(handler, { path: `/api-bigdata/${path}`, claims: user.claims });

/** One module of a run of this file's enterprise, as the chain runner's state machine hands it over. */
const runModule = (runId: string, index: number, parameters: Record<string, unknown>) =>
  pipeline({
    action: 'runModule',
    runId,
    projectId: 'p-evaluation',
    enterpriseId: tenant.enterpriseId,
    userId: tenant.staff.id,
    index,
    module: { id: `m${index}`, moduleType: { code: '002' }, parameters },
  });

// Two separable classes: a depth-1 tree gets every row right.
const rows = ['x,kind', ...Array.from({ length: 12 }, (_, i) => `${i},${i < 6 ? 'low' : 'high'}`)].join('\n');

it('records a trained model with its training data, then the figures an evaluate module measured for it', async () => {
  const prefix = `datasets/${tenant.enterpriseId}/${randomUUID()}`;
  const modelKey = `models/${tenant.enterpriseId}/${randomUUID()}.json`;
  await putStoredObjectText({ kind: 'dataset', key: `${prefix}/train.csv`, body: rows, contentType: 'text/csv' });
  const runId = `run-${randomUUID().slice(0, 8)}`;
  await runModule(runId, 0, {
    algorithmId: 'sys-decision-tree',
    parameters: { label: 'kind', features: 'x' },
    inputs: { dataset: { kind: 'dataset', key: `${prefix}/train.csv` } },
    outputs: { model: modelKey },
  });
  const id = Buffer.from(modelKey).toString('base64url');
  const trained = await api(tenant.staff, `models/${id}`);
  expect(trained.body).toMatchObject({ trainingDataset: `${prefix}/train.csv`, trainingRows: 12 });
  expect(trained.body.evaluation).toBeUndefined();

  await runModule(runId, 1, {
    algorithmId: 'sys-evaluate',
    inputs: { model: { kind: 'model', key: modelKey }, dataset: { kind: 'dataset', key: `${prefix}/train.csv` } },
  });
  const { body } = await api(tenant.staff, `models/${id}`);
  expect(body.evaluation).toMatchObject({
    runId,
    dataset: `${prefix}/train.csv`,
    accuracy: 1,
    confusionMatrix: {
      labels: ['high', 'low'],
      matrix: [
        [6, 0],
        [0, 6],
      ],
    },
  });
  expect(body.evaluation.perClass).toEqual([
    { label: 'high', precision: 1, recall: 1, f1: 1, support: 6 },
    { label: 'low', precision: 1, recall: 1, f1: 1, support: 6 },
  ]);
});

it("leaves another enterprise's model record as it is when a run of this one measures it", async () => {
  const key = `models/SYSTEM/${randomUUID()}.json`;
  const model = { algorithmId: 'sys-decision-tree', task: 'classification' as const, features: ['x'], label: 'kind' };
  await recordModel({
    ...model,
    key,
    classes: ['high', 'low'],
    enterpriseId: 'SYSTEM',
    createdBy: 'system',
    createdAt: 1,
  });
  const prefix = `datasets/${tenant.enterpriseId}/${randomUUID()}`;
  await putStoredObjectText({ kind: 'dataset', key: `${prefix}/train.csv`, body: rows, contentType: 'text/csv' });
  const trainedKey = `models/${tenant.enterpriseId}/${randomUUID()}.json`;
  await runModule('run-system', 0, {
    algorithmId: 'sys-decision-tree',
    parameters: { label: 'kind', features: 'x' },
    inputs: { dataset: { kind: 'dataset', key: `${prefix}/train.csv` } },
    outputs: { model: trainedKey },
  });
  // The system record names no serialised form; copy this run's, so the evaluate module can load one.
  await putStoredObjectText({
    kind: 'model',
    key,
    body: (await getStoredObjectText({ kind: 'model', key: trainedKey }))!,
    contentType: 'application/json',
  });
  await runModule('run-system', 1, {
    algorithmId: 'sys-evaluate',
    inputs: { model: { kind: 'model', key }, dataset: { kind: 'dataset', key: `${prefix}/train.csv` } },
  });
  const { body } = await api(tenant.staff, `models/${Buffer.from(key).toString('base64url')}`);
  expect(body.system).toBe(true);
  expect(body.evaluation).toBeUndefined();
});
