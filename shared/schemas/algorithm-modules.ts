import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * The module contract (docs/algorithms.md "The module contract"): how the
 * chain runner calls one algorithm module. Inputs and outputs are objects in
 * S3 — datasets are CSV with a header row in the datasets bucket, models are
 * JSON in the models bucket — and the result names what was written.
 */

/** Parameter types of the spec: the four ports and the ordinary value types. */
export const PARAMETER_TYPES = [
  'DATASET_IN',
  'MODEL_IN',
  'DATASET_OUT',
  'MODEL_OUT',
  'integer',
  'decimal',
  'string',
  'enum',
  'boolean',
] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** A parameter an algorithm declares (spec: name, type, value, defaultValue, description). */
export interface AlgorithmParameter {
  readonly name: string;
  readonly type: ParameterType;
  readonly defaultValue?: string | number | boolean;
  /** Chinese + English, like every text the console shows. */
  readonly description: string;
  /** Inclusive range of an integer or decimal. */
  readonly min?: number;
  readonly max?: number;
  /** The choices of an enum. */
  readonly options?: readonly string[];
  /** A value must be given (no default). */
  readonly required?: boolean;
}

/** An input port: a stored object the module reads. */
export const ModuleInputSchema = z.object({
  kind: z.enum(['dataset', 'model']),
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  format: z.optional(z.enum(['csv', 'json'])),
});

/** One call of an algorithm module. */
export const ModuleInvocationSchema = z.object({
  /** System algorithms have fixed ids such as `sys-linear-regression`. */
  algorithmId: z.string().check(z.minLength(1), z.maxLength(128)),
  /** Values of the ordinary parameters by name; missing ones take their defaults. */
  parameters: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])), {}),
  inputs: z._default(z.record(z.string(), ModuleInputSchema), {}),
  /** The object key each output port writes. */
  outputs: z._default(z.record(z.string(), z.string().check(z.minLength(1), z.maxLength(1024))), {}),
});
export type ModuleInvocation = z.infer<typeof ModuleInvocationSchema>;
export type ModuleInput = z.infer<typeof ModuleInputSchema>;

/** What a written model is: enough for its model record without reading the object back. */
export interface ModuleModelSummary {
  readonly algorithmId: string;
  readonly task: 'classification' | 'regression' | 'clustering';
  readonly features: string[];
  readonly label?: string;
  readonly classes?: string[];
}

/** What one output port wrote. */
export interface ModuleOutput {
  readonly kind: 'dataset' | 'model';
  readonly key: string;
  readonly rows?: number;
  readonly columns?: number;
  /** A model output's summary (the pipeline saves it as the model record). */
  readonly model?: ModuleModelSummary;
}

/** Metric values: numbers, per-class tables and matrices. */
export type ModuleMetrics = Record<string, unknown>;

/** The result of a module. */
export interface ModuleResult {
  readonly outputs: Record<string, ModuleOutput>;
  readonly metrics?: ModuleMetrics;
  /** One line for the run's record. */
  readonly summary: string;
  /** What a user algorithm's script logged with `console` (bounded; docs/algorithms.md "User algorithms in a sandbox"). */
  readonly log?: string[];
}
