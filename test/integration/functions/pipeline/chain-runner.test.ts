import { SFNClient } from '@aws-sdk/client-sfn';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runChain } from '../../support/chain-runs.js';
import { localEnv } from '../../support/index.js';

const datasetBody = 'time,temp\n1,21.5\n';
let sfn: SFNClient;
let s3: S3Client;

beforeAll(async () => {
  const env = localEnv();
  const credentials = { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY };
  sfn = new SFNClient({ endpoint: env.SFN_ENDPOINT, region: env.AWS_REGION, credentials });
  s3 = new S3Client({ endpoint: env.S3_ENDPOINT, region: env.AWS_REGION, credentials, forcePathStyle: true });
  await s3.send(
    new PutObjectCommand({
      Bucket: env.DATASETS_BUCKET,
      Key: 'demo/sensor.csv',
      Body: datasetBody,
      ContentType: 'text/csv',
    }),
  );
});

afterAll(() => {
  sfn.destroy();
  s3.destroy();
});

const datasetModule = { id: 'dataset-1', moduleType: { code: '001' }, parameters: { path: 'demo/sensor.csv' } };
const sumModule = {
  id: 'algorithm-1',
  name: 'sum',
  moduleType: { code: '002' },
  inputParams: [
    { type: { code: '003' }, name: 'a', value: 2 },
    { type: { code: '004' }, name: 'b', value: 3.5 },
  ],
};

describe('the chain runner', () => {
  it('runs the two-step demo chain to SUCCEEDED, recording every module', async () => {
    const { execution, run, modules } = await runChain(sfn, [datasetModule, sumModule]);
    expect(execution.status).toBe('SUCCEEDED');
    expect(run).toMatchObject({ status: 'SUCCEEDED', projectId: 'project-1' });
    expect(modules.items.map((m) => [m.moduleId, m.status])).toEqual([
      ['dataset-1', 'SUCCEEDED'],
      ['algorithm-1', 'SUCCEEDED'],
    ]);
    expect(modules.items[0].outputs).toEqual({ datasetPath: 'demo/sensor.csv', size: Buffer.byteLength(datasetBody) });
    expect(modules.items[1].outputs).toEqual({ sum: 5.5 });
  });

  it('stops at a failing first module: the run fails and the second module never runs', async () => {
    const failing = { id: 'algorithm-fail', name: 'sum', moduleType: { code: '002' }, parameters: { fail: true } };
    const { execution, run, modules } = await runChain(sfn, [failing, datasetModule]);
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('ChainFailed');
    expect(run).toMatchObject({ status: 'FAILED', error: { error: 'ModuleFailed' } });
    expect(modules.items.map((m) => [m.moduleId, m.status])).toEqual([['algorithm-fail', 'FAILED']]);
  });

  it('fails a dataset module whose object does not exist', async () => {
    const missing = { id: 'dataset-missing', moduleType: { code: '001' }, parameters: { path: 'demo/missing.csv' } };
    const { execution, modules } = await runChain(sfn, [missing, sumModule]);
    expect(execution.status).toBe('FAILED');
    expect(modules.items).toHaveLength(1);
    expect(modules.items[0]).toMatchObject({
      status: 'FAILED',
      error: 'The dataset object demo/missing.csv does not exist',
    });
  });
});
