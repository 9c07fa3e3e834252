import { describe, expect, it } from 'vitest';
import { portsOf } from '../../../shared/constants/project-graph.js';
import { algorithmModule, storedObjectModule } from '../../../web/src/features/bigdata/canvas/modules.js';

describe('canvas modules', () => {
  it('gives an algorithm module its declared ports and ordinary parameters with their codes and defaults', () => {
    const module = algorithmModule({ id: 'sys-train-test-split', name: 'split' }, [
      { name: 'dataset', type: 'DATASET_IN' },
      { name: 'train', type: 'DATASET_OUT' },
      { name: 'model', type: 'MODEL_OUT' },
      { name: 'ratio', type: 'decimal', defaultValue: '0.7' },
      { name: 'seed', type: 'integer' },
      { name: 'stratify', type: 'string' },
      { name: 'strategy', type: 'enum', options: ['mean'], defaultValue: 'mean' },
      { name: 'shuffle', type: 'boolean' },
    ]);
    expect(module).toMatchObject({ objectId: 'sys-train-test-split', name: 'split', moduleType: { code: '002' } });
    expect(module.inputParams.map((param) => [param.name, param.type?.code, param.value])).toEqual([
      ['dataset', '001', undefined],
      ['ratio', '004', '0.7'],
      ['seed', '003', undefined],
      ['stratify', '005', undefined],
      ['strategy', '006', 'mean'],
      ['shuffle', '007', undefined],
    ]);
    expect(portsOf(module)).toEqual({
      inputs: [{ name: 'dataset', kind: 'dataset' }],
      outputs: [
        { name: 'train', kind: 'dataset' },
        { name: 'model', kind: 'model' },
      ],
    });
  });

  it('gives a dataset or model module one output of its kind and the object it reads', () => {
    const dataset = storedObjectModule({
      kind: 'dataset',
      id: 'system-iris',
      name: 'iris',
      path: 'datasets/system/iris.csv',
    });
    expect(dataset).toMatchObject({ moduleType: { code: '001' }, parameters: { path: 'datasets/system/iris.csv' } });
    expect(portsOf(dataset).outputs).toEqual([{ name: 'dataset', kind: 'dataset' }]);
    const model = storedObjectModule({ kind: 'model', id: 'm1', name: 'tree', path: 'models/e/u/tree.json' });
    expect(portsOf(model).outputs).toEqual([{ name: 'model', kind: 'model' }]);
    expect(model.moduleType.code).toBe('003');
  });
});
