import median from 'ml-array-median';
import { Matrix } from 'ml-matrix';
import { Random } from 'ml-random';
import { columnList, featureColumns, isNumericColumn, requireColumns } from './table.js';
import { ModuleInputError, type Cell, type SystemAlgorithm, type Table } from './types.js';

const datasetIn = {
  name: 'dataset',
  type: 'DATASET_IN',
  description: '输入数据集 / Input dataset',
  required: true,
} as const;
const datasetOut = { name: 'result', type: 'DATASET_OUT', description: '输出数据集 / Output dataset' } as const;
const columnsParam = {
  name: 'columns',
  type: 'string',
  defaultValue: '',
  description: '处理的列，逗号分隔，空为全部数值列 / Columns (comma-separated); empty: every numeric column',
} as const;

/** The present numbers of a column. */
function presentNumbers(table: Table, column: string): number[] {
  return table.rows.map((row) => row[column]).filter((value): value is number => typeof value === 'number');
}

/** The numeric columns a scaler works on: named (each must be numeric) or all of them. */
function numericColumns(table: Table, value: unknown): string[] {
  const named = columnList(value);
  requireColumns(table, named, 'columns');
  for (const column of named) {
    if (!isNumericColumn(table, column))
      throw new ModuleInputError(`Parameter columns: column "${column}" is not numeric`);
  }
  return named.length > 0 ? named : featureColumns(table, '');
}

/** Rewrites the present numbers of each column with `scale(value, column statistics)`. */
function scaleColumns(table: Table, columns: string[], scaler: (values: Matrix) => (value: number) => number): Table {
  const scales = new Map(columns.map((column) => [column, scaler(Matrix.rowVector(presentNumbers(table, column)))]));
  const rows = table.rows.map((row) => {
    const out = { ...row };
    for (const [column, scale] of scales) {
      const value = row[column];
      if (typeof value === 'number') out[column] = scale(value);
    }
    return out;
  });
  return { columns: table.columns, rows };
}

/** Train/test split: a seeded shuffle, optionally within each class of a stratification column. */
export const trainTestSplit: SystemAlgorithm = {
  id: 'sys-train-test-split',
  name: { cn: '训练/测试集拆分', en: 'Train/test split' },
  category: 'preprocessing',
  description:
    '按比例随机拆分训练集与测试集，可按列分层 / Splits rows into training and test sets, optionally stratified',
  parameters: [
    datasetIn,
    { name: 'train', type: 'DATASET_OUT', description: '训练集 / Training set' },
    { name: 'test', type: 'DATASET_OUT', description: '测试集 / Test set' },
    {
      name: 'ratio',
      type: 'decimal',
      defaultValue: 0.7,
      min: 0.05,
      max: 0.95,
      description: '训练集占比 / Training share',
    },
    { name: 'seed', type: 'integer', defaultValue: 42, min: 0, max: 2147483647, description: '随机种子 / Random seed' },
    {
      name: 'stratify',
      type: 'string',
      defaultValue: '',
      description: '分层列（空为不分层）/ Column to stratify by (empty: none)',
    },
  ],
  async run(ctx) {
    const table = await ctx.readDataset('dataset');
    const ratio = ctx.params.ratio as number;
    const random = new Random(ctx.params.seed as number);
    const stratify = String(ctx.params.stratify ?? '');
    if (stratify) requireColumns(table, [stratify], 'stratify');
    const groups = new Map<Cell, number[]>();
    table.rows.forEach((row, index) => {
      const key = stratify ? row[stratify] : null;
      groups.set(key, [...(groups.get(key) ?? []), index]);
    });
    const train: number[] = [];
    const test: number[] = [];
    for (const indexes of groups.values()) {
      const shuffled = random.choice(indexes, { size: indexes.length, replace: false });
      const cut = Math.round(indexes.length * ratio);
      train.push(...shuffled.slice(0, cut));
      test.push(...shuffled.slice(cut));
    }
    // Original row order within each part keeps the output readable and the split reproducible.
    const pick = (indexes: number[]) => ({
      columns: table.columns,
      rows: indexes.sort((a, b) => a - b).map((i) => table.rows[i]),
    });
    await ctx.writeDataset('train', pick(train));
    await ctx.writeDataset('test', pick(test));
    return {
      metrics: { trainRows: train.length, testRows: test.length },
      summary: `${train.length} training rows, ${test.length} test rows`,
    };
  },
};

/** Min-max normalisation of numeric columns to [0, 1]. */
export const minMaxNormalize: SystemAlgorithm = {
  id: 'sys-min-max-normalize',
  name: { cn: '归一化（最小-最大）', en: 'Min-max normalisation' },
  category: 'preprocessing',
  description: '将数值列缩放到 [0, 1] / Scales numeric columns to [0, 1]',
  parameters: [datasetIn, datasetOut, columnsParam],
  async run(ctx) {
    const table = await ctx.readDataset('dataset');
    const columns = numericColumns(table, ctx.params.columns);
    const scaled = scaleColumns(table, columns, (values) => {
      const min = values.min();
      const range = values.max() - min;
      return (value) => (range === 0 ? 0 : (value - min) / range);
    });
    await ctx.writeDataset('result', scaled);
    return { summary: `Normalised ${columns.length} columns` };
  },
};

/** Z-score standardisation of numeric columns (mean 0, sample standard deviation 1). */
export const standardize: SystemAlgorithm = {
  id: 'sys-standardize',
  name: { cn: '标准化（Z-score）', en: 'Standardisation (z-score)' },
  category: 'preprocessing',
  description: '将数值列变换为均值 0、标准差 1 / Centres numeric columns to mean 0 and scales them to deviation 1',
  parameters: [datasetIn, datasetOut, columnsParam],
  async run(ctx) {
    const table = await ctx.readDataset('dataset');
    const columns = numericColumns(table, ctx.params.columns);
    const scaled = scaleColumns(table, columns, (values) => {
      const mean = values.mean();
      const deviation = values.rows * values.columns > 1 ? values.standardDeviation({ mean }) : 0;
      return (value) => (deviation === 0 ? 0 : (value - mean) / deviation);
    });
    await ctx.writeDataset('result', scaled);
    return { summary: `Standardised ${columns.length} columns` };
  },
};

/** The most frequent present value of a column (first seen wins a tie). */
function mode(table: Table, column: string): Cell {
  const counts = new Map<Cell, number>();
  let best: Cell = null;
  for (const row of table.rows) {
    const value = row[column];
    if (value === null) continue;
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (best === null || count > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}

/** Missing-value handling: fill with the column's mean, median or mode, or drop the rows. */
export const fillMissing: SystemAlgorithm = {
  id: 'sys-fill-missing',
  name: { cn: '缺失值处理', en: 'Missing values' },
  category: 'preprocessing',
  description:
    '以均值、中位数、众数填充缺失值或删除所在行 / Fills missing values (mean, median, mode) or drops their rows',
  parameters: [
    datasetIn,
    datasetOut,
    { ...columnsParam, description: '处理的列，逗号分隔，空为全部列 / Columns (comma-separated); empty: every column' },
    {
      name: 'strategy',
      type: 'enum',
      defaultValue: 'mean',
      options: ['mean', 'median', 'mode', 'drop'],
      description: '填充方式 / Strategy',
    },
  ],
  async run(ctx) {
    const table = await ctx.readDataset('dataset');
    const named = columnList(ctx.params.columns);
    requireColumns(table, named, 'columns');
    const columns = named.length > 0 ? named : table.columns;
    const strategy = ctx.params.strategy as string;
    const missing = (row: Record<string, Cell>) => columns.some((column) => row[column] === null);
    if (strategy === 'drop') {
      const rows = table.rows.filter((row) => !missing(row));
      await ctx.writeDataset('result', { columns: table.columns, rows });
      return {
        metrics: { droppedRows: table.rows.length - rows.length },
        summary: `Dropped ${table.rows.length - rows.length} rows`,
      };
    }
    const fills = new Map<string, Cell>();
    for (const column of columns) {
      if (strategy === 'mode') {
        fills.set(column, mode(table, column));
        continue;
      }
      if (!isNumericColumn(table, column)) {
        if (named.length > 0)
          throw new ModuleInputError(`Parameter strategy: ${strategy} needs numeric column "${column}"`);
        continue; // With every column chosen, text columns keep their gaps for a mode or drop module.
      }
      const values = presentNumbers(table, column);
      fills.set(column, strategy === 'mean' ? Matrix.rowVector(values).mean() : median(values));
    }
    let filled = 0;
    const rows = table.rows.map((row) => {
      const out = { ...row };
      for (const [column, value] of fills) {
        if (out[column] === null && value !== null) {
          out[column] = value;
          filled += 1;
        }
      }
      return out;
    });
    await ctx.writeDataset('result', { columns: table.columns, rows });
    return { metrics: { filledCells: filled }, summary: `Filled ${filled} cells by ${strategy}` };
  },
};

/** One-hot encoding: each named column becomes one 0/1 column per value (`column_value`). */
export const oneHotEncode: SystemAlgorithm = {
  id: 'sys-one-hot-encode',
  name: { cn: '独热编码', en: 'One-hot encoding' },
  category: 'preprocessing',
  description: '将类别列展开为 0/1 列 / Expands categorical columns into 0/1 columns',
  parameters: [
    datasetIn,
    datasetOut,
    {
      name: 'columns',
      type: 'string',
      required: true,
      description: '编码的列，逗号分隔 / Columns to encode (comma-separated)',
    },
  ],
  async run(ctx) {
    const table = await ctx.readDataset('dataset');
    const encode = columnList(ctx.params.columns);
    if (encode.length === 0) throw new ModuleInputError('Parameter columns: name at least one column');
    requireColumns(table, encode, 'columns');
    const values = new Map(
      encode.map((column) => [
        column,
        [...new Set(table.rows.map((row) => row[column]).filter((v) => v !== null))].map(String).sort(),
      ]),
    );
    const columns = table.columns.flatMap((column) =>
      values.has(column) ? values.get(column)!.map((value) => `${column}_${value}`) : [column],
    );
    const rows = table.rows.map((row) => {
      const out: Record<string, Cell> = {};
      for (const column of table.columns) {
        const choices = values.get(column);
        if (!choices) out[column] = row[column];
        else
          for (const value of choices)
            out[`${column}_${value}`] = row[column] === null ? null : String(row[column]) === value ? 1 : 0;
      }
      return out;
    });
    await ctx.writeDataset('result', { columns, rows });
    return {
      summary: `Encoded ${encode.length} columns into ${columns.length - table.columns.length + encode.length} columns`,
    };
  },
};
