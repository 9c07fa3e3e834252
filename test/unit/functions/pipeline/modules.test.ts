import { describe, expect, it } from 'vitest';
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
