import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Random } from 'ml-random';
import { runAlgorithmModule } from '../../functions/domains/algorithms/modules/runner.js';
import { runInSandbox } from '../../functions/domains/algorithms/modules/sandbox.js';
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
/** The bench table: nine numeric features drawn around three class centres and the class, seeded. */
function benchTable(count: number) {
  const random = new Random(42);
  const columns = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'label'];
  const rows = Array.from({ length: count }, (_, i) => {
    const label = i % 3;
    const row: Record<string, number | string> = { label: `class-${label}` };
    for (let f = 1; f <= 9; f += 1) row[`f${f}`] = label * 2 + f * 0.1 + random.random() * 3;
    return row;
  });
  return { columns, rows };
}

/** The median of three timed runs of `work`, after one to warm it up, in milliseconds. */
async function medianMs(work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1]!;
}

/**
 * The sandbox's overhead (docs/algorithms.md "User algorithms in a sandbox"): the user algorithm fixture (column
 * z-score) on a `rows`-row, 10-column table, run natively in Node (the same script through `new Function`) and in the
 * QuickJS sandbox (input passed and result answered as JSON text, a fresh runtime per run).
 */
export async function measureSandboxOverhead(options: { rows: number }): Promise<BenchRow[]> {
  const script = readFileSync(new URL('../fixtures/algorithms/column-zscore.js', import.meta.url), 'utf8');
  const input = { params: {}, datasets: { dataset: benchTable(options.rows) }, models: {} };
  // The bench's own use of the script outside the sandbox: the native baseline the sandbox is compared with.
  const nativeRun = new Function(`${script}\nreturn run;`)() as (input: unknown) => unknown;
  const native = await medianMs(() => nativeRun(input));
  const sandboxed = await medianMs(() => runInSandbox(script, input));
  const table = `${options.rows.toLocaleString('en')} rows × 10 columns`;
  return [
    {
      name: `user algorithm z-score natively in Node (${table})`,
      value: `${native.toFixed(1)} ms`,
      target: '-',
      ok: undefined,
    },
    {
      name: `user algorithm z-score in the sandbox (${table})`,
      value: `${sandboxed.toFixed(1)} ms`,
      target: '-',
      ok: undefined,
    },
    {
      name: 'sandbox overhead (sandbox / native)',
      value: `${(sandboxed / native).toFixed(1)}×`,
      target: '-',
      ok: undefined,
    },
  ];
}

export async function measureAlgorithms(options: {
  rows: number;
  /** Called with each row as it is measured (the slowest modules take minutes on a 2-core machine). */
  onRow?: (row: BenchRow) => void;
}): Promise<BenchRow[]> {
  const { columns, rows } = benchTable(options.rows);
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
