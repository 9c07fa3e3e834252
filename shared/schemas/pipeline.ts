import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * The chain-runner task contract (docs/pipeline.md): what the state machine
 * in infra/definitions/chain-runner-definition.ts sends to the pipeline
 * function and what it gets back. Module fields follow spec doc 3 §3
 * Project/Module; module type codes follow §4 (001 dataset, 002 algorithm,
 * 003 model).
 */

export const MODULE_TYPE = { dataset: '001', algorithm: '002', model: '003' } as const;

const CodeSchema = z.object({ code: z.string() });

/** An input or output parameter of a canvas module. */
export const ModuleParamSchema = z.object({
  type: z.optional(CodeSchema),
  name: z.string(),
  value: z.optional(z.unknown()),
});

/** A module of a chain as the canvas saves it; unknown canvas fields are ignored. */
export const ChainModuleSchema = z.object({
  id: z.string().check(z.minLength(1)),
  objectId: z.optional(z.string()),
  name: z.optional(z.string()),
  moduleType: CodeSchema,
  moduleRunningStatus: z.optional(CodeSchema),
  inputParams: z._default(z.array(ModuleParamSchema), []),
  outputParams: z._default(z.array(ModuleParamSchema), []),
  /** Our addition: run settings of the module (for example the object path or the algorithm to run). */
  parameters: z._default(z.record(z.string(), z.unknown()), {}),
});
export type ChainModule = z.infer<typeof ChainModuleSchema>;

const RunIdentity = {
  runId: z.string().check(z.minLength(1), z.maxLength(64)),
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
};

export const RunModuleTaskSchema = z.object({
  action: z.literal('runModule'),
  ...RunIdentity,
  enterpriseId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  module: ChainModuleSchema,
  index: z.number().check(z.int(), z.nonnegative()),
});

export const FinishRunTaskSchema = z.object({
  action: z.literal('finishRun'),
  ...RunIdentity,
  status: z.enum(['SUCCEEDED', 'FAILED']),
  /** The Catch output of the Map: `{ Error, Cause }`. */
  error: z.optional(z.looseObject({ Error: z.optional(z.string()), Cause: z.optional(z.string()) })),
});

/** Every task the state machine invokes the pipeline function with. */
export const PipelineTaskSchema = z.discriminatedUnion('action', [RunModuleTaskSchema, FinishRunTaskSchema]);
export type PipelineTask = z.infer<typeof PipelineTaskSchema>;
export type RunModuleTask = z.infer<typeof RunModuleTaskSchema>;
export type FinishRunTask = z.infer<typeof FinishRunTaskSchema>;

export type ModuleStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED';
export type RunStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED';

/** What `runModule` returns (collected by the Map into `moduleResults`). */
export interface RunModuleResult {
  readonly moduleId: string;
  readonly status: 'SUCCEEDED';
  readonly outputs: Record<string, unknown>;
}
