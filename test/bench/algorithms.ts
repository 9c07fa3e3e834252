import { performance } from 'node:perf_hooks';
import { Random } from 'ml-random';
import { runAlgorithmModule } from '../../functions/domains/algorithms/modules/runner.js';
import { toCsv } from '../../functions/domains/algorithms/modules/table.js';
import type { ModuleIo } from '../../functions/domains/algorithms/modules/types.js';
import { ModuleInvocationSchema } from '../../shared/schemas/algorithm-modules.js';
import type { BenchRow } from './bench-table.js';

/** The modules timed, with the parameters each trains with on the bench table (`label` is its class column). */
const MODULES: { id: string; parameters: Record<string, string | number>; outputs: Record<string, string> }[] = [
  { id: 'sys-train-test-split', parameters: { stratify: 'label' }, outputs: { train: 'train.csv', test: 'test.csv' } },
  { id: 'sys-min-max-normalize', parameters: {}, outputs: { result: 'out.csv' } },
  { id: 'sys-standardize', parameters: {}, outputs: { result: 'out.csv' } },
  { id: 'sys-fill-missing', parameters: { strategy: 'median' }, outputs: { result: 'out.csv' } },
  { id: 'sys-one-hot-encode', parameters: { columns: 'label' }, outputs: { result: 'out.csv' } },
  {
    id: 'sys-linear-regression',
    parameters: { label: 'f9', features: 'f1,f2,f3,f4,f5,f6,f7,f8' },
    outputs: { model: 'm.json' },
  },
  { id: 'sys-logistic-regression', parameters: { label: 'label' }, outputs: { model: 'm.json' } },
  { id: 'sys-decision-tree', parameters: { label: 'label' }, outputs: { model: 'm.json' } },
  { id: 'sys-random-forest', parameters: { label: 'label' }, outputs: { model: 'm.json' } },
  { id: 'sys-knn', parameters: { label: 'label' }, outputs: { model: 'm.json' } },
  { id: 'sys-k-means', parameters: { k: 3 }, outputs: { model: 'm.json' } },
];

/**
 * Each system algorithm's time on a `rows`-row, 10-column table (issue 27) in the module runner, reading and
 * writing CSV and JSON through a memory io: nine numeric features drawn around three class centres and the class.
 * k-means is timed as it runs, its O(n²) silhouette included.
 */
export async function measureAlgorithms(options: {
  rows: number;
  /** Called with each row as it is measured (the slowest modules take minutes on a 2-core machine). */
  onRow?: (row: BenchRow) => void;
}): Promise<BenchRow[]> {
  const random = new Random(42);
  const columns = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'label'];
  const rows = Array.from({ length: options.rows }, (_, i) => {
    const label = i % 3;
    const row: Record<string, number | string> = { label: `class-${label}` };
    for (let f = 1; f <= 9; f += 1) row[`f${f}`] = label * 2 + f * 0.1 + random.random() * 3;
    return row;
  });
  const objects: Record<string, string> = { 'dataset:bench.csv': toCsv({ columns, rows }) };
  const io: ModuleIo = {
    read: async (kind, key) => objects[`${kind}:${key}`],
    write: async (kind, key, body) => {
      objects[`${kind}:${key}`] = body;
    },
  };
  const result: BenchRow[] = [];
  for (const module of MODULES) {
    const invocation = ModuleInvocationSchema.parse({
      algorithmId: module.id,
      parameters: module.parameters,
      inputs: { dataset: { kind: 'dataset', key: 'bench.csv' } },
      outputs: module.outputs,
    });
    const started = performance.now();
    await runAlgorithmModule(invocation, io);
    const seconds = (performance.now() - started) / 1000;
    const row: BenchRow = {
      name: `${module.id} on ${options.rows.toLocaleString('en')} rows × 10 columns (module runner, defaults)`,
      value: `${seconds.toFixed(2)} s`,
      target: '-',
      ok: undefined,
    };
    options.onRow?.(row);
    result.push(row);
  }
  return result;
}
