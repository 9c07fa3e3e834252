import { describe, expect, it } from 'vitest';
import { runAlgorithmModule } from '../../../../functions/domains/algorithms/modules/runner.js';
import { ModuleFailedError, runModule } from '../../../../functions/pipeline/modules.js';
import { ChainModuleSchema } from '../../../../shared/schemas/pipeline.js';

const stored = new Map([['dataset:demo/sensor.csv', 42]]);
const headObject = async (kind: 'dataset' | 'model', key: string) => {
  const size = stored.get(`${kind}:${key}`);
  return size === undefined ? undefined : { size };
};
const module = (value: Record<string, unknown>) => ChainModuleSchema.parse({ id: 'm1', ...value });

describe('proof modules', () => {
  it('a dataset module verifies its object and reports path and size', async () => {
    await expect(
      runModule(module({ moduleType: { code: '001' }, parameters: { path: 'demo/sensor.csv' } }), headObject),
    ).resolves.toEqual({
      datasetPath: 'demo/sensor.csv',
      size: 42,
    });
  });

  it('a dataset module whose object is missing fails with ModuleFailed', async () => {
    const run = runModule(module({ moduleType: { code: '001' }, objectId: 'missing.csv' }), headObject);
    await expect(run).rejects.toBeInstanceOf(ModuleFailedError);
    await expect(run).rejects.toHaveProperty('name', 'ModuleFailed');
  });

  it('the sum algorithm adds its numeric inputs; echo returns them', async () => {
    const inputParams = [
      { name: 'a', value: 2 },
      { name: 'b', value: '3' },
    ];
    await expect(
      runModule(module({ moduleType: { code: '002' }, name: 'sum', inputParams }), headObject),
    ).resolves.toEqual({ sum: 5 });
    await expect(
      runModule(module({ moduleType: { code: '002' }, parameters: { algorithm: 'echo' }, inputParams }), headObject),
    ).resolves.toEqual({ a: 2, b: '3' });
  });

  it('an algorithm asked to fail, an unknown algorithm and an unknown module type fail with ModuleFailed', async () => {
    for (const value of [
      { moduleType: { code: '002' }, parameters: { algorithm: 'sum', fail: true } },
      { moduleType: { code: '002' }, name: 'no-such-algorithm' },
      { moduleType: { code: '009' } },
    ]) {
      await expect(runModule(module(value), headObject)).rejects.toHaveProperty('name', 'ModuleFailed');
    }
  });
});

describe('system algorithm modules', () => {
  const objects: Record<string, string> = { 'dataset:in.csv': 'x,y\n1,2\n3,6\n' };
  const runAlgorithm = (invocation: Parameters<typeof runAlgorithmModule>[0]) =>
    runAlgorithmModule(invocation, {
      read: async (kind, key) => objects[`${kind}:${key}`],
      write: async (kind, key, body) => {
        objects[`${kind}:${key}`] = body;
      },
    });

  it('an algorithm module naming algorithmId runs the system algorithm with its invocation and answers its result', async () => {
    const parameters = {
      algorithmId: 'sys-min-max-normalize',
      inputs: { dataset: { kind: 'dataset', key: 'in.csv' } },
      outputs: { result: 'out.csv' },
    };
    await expect(
      runModule(module({ moduleType: { code: '002' }, parameters }), headObject, runAlgorithm),
    ).resolves.toEqual({
      outputs: { result: { kind: 'dataset', key: 'out.csv', rows: 2, columns: 2 } },
      summary: 'Normalised 2 columns',
    });
    expect(objects['dataset:out.csv']).toBe('x,y\r\n0,0\r\n1,1');
  });

  it('a parameter out of range or a malformed invocation fails the module with ModuleFailed, naming the cause', async () => {
    const outOfRange = {
      algorithmId: 'sys-k-means',
      parameters: { k: 1 },
      inputs: { dataset: { kind: 'dataset', key: 'in.csv' } },
    };
    const run = runModule(module({ moduleType: { code: '002' }, parameters: outOfRange }), headObject, runAlgorithm);
    await expect(run).rejects.toThrow('Module m1: Parameter k: must be at least 2');
    await expect(run).rejects.toHaveProperty('name', 'ModuleFailed');
    const malformed = { algorithmId: 'sys-k-means', inputs: { dataset: { kind: 'table', key: 'in.csv' } } };
    await expect(
      runModule(module({ moduleType: { code: '002' }, parameters: malformed }), headObject, runAlgorithm),
    ).rejects.toHaveProperty('name', 'ModuleFailed');
  });
});
