import type { AlgorithmParameter, ModuleMetrics } from '../../../../shared/schemas/algorithm-modules.js';

/** A cell of a dataset: a number, a text, or missing (an empty CSV field). */
export type Cell = string | number | null;

/** A dataset in memory: its header and its rows by column name. */
export interface Table {
  readonly columns: string[];
  readonly rows: Record<string, Cell>[];
}

/** What a model module stores in the models bucket: the library's own `toJSON()` and the columns it was trained on. */
export interface StoredModel {
  readonly algorithmId: string;
  readonly task: 'classification' | 'regression' | 'clustering';
  readonly features: string[];
  readonly label?: string;
  /** A classifier's class values, in the order of the library's numeric labels. */
  readonly classes?: string[];
  readonly model: unknown;
}

/** Reads and writes the stored objects of a module (S3 in the pipeline, memory in unit tests). */
export interface ModuleIo {
  read(kind: 'dataset' | 'model', key: string): Promise<string | undefined>;
  write(kind: 'dataset' | 'model', key: string, body: string, contentType: string): Promise<void>;
}

/** Parameter values after validation and defaults. */
export type ParameterValues = Record<string, string | number | boolean | undefined>;

/** What an algorithm gets from the runner: its parameters and its ports. */
export interface AlgorithmContext {
  readonly params: ParameterValues;
  readDataset(port: string): Promise<Table>;
  readModel(port: string): Promise<StoredModel>;
  /** Writes a dataset to an output port; a port the invocation did not wire is skipped. */
  writeDataset(port: string, table: Table): Promise<void>;
  writeModel(port: string, model: StoredModel): Promise<void>;
}

/** A system algorithm: declared in the library, run by the module runner. */
export interface SystemAlgorithm {
  /** Fixed id, `sys-…`. */
  readonly id: string;
  readonly name: { readonly cn: string; readonly en: string };
  readonly category: 'preprocessing' | 'classification' | 'regression' | 'clustering' | 'evaluation';
  readonly description: string;
  readonly parameters: readonly AlgorithmParameter[];
  run(ctx: AlgorithmContext): Promise<{ metrics?: ModuleMetrics; summary: string }>;
}

/**
 * A module cannot run with what it was given (a parameter, a column, a missing object). The message names the
 * parameter or column; the pipeline fails the module with it.
 */
export class ModuleInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModuleInputError';
  }
}
