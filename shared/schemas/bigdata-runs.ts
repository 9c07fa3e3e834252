import * as z from 'zod/mini';
import './zod-locale.js';
import { DATASET_CATEGORIES } from '../constants/bigdata-rules.js';
import { PROJECT_LIMITS } from '../constants/project-graph.js';
import { CursorSchema, RecordIdSchema, optionalText, text } from './fields.js';

/**
 * Runs of big-data projects (`POST /api-bigdata/projectExecution/{projectId}` and our run routes; docs/bigdata.md
 * "Running a project"): what the console sends to start one, and the run history, modules and results it reads.
 */

/** `projectExecution/{projectId}`. */
export const ProjectExecutionParamsSchema = z.object({ projectId: RecordIdSchema });

/**
 * The spec's query: `name` (the algorithm file id), `tenant` (the fixed placeholder enterprise) and `mode` (the
 * algorithm type name) are accepted and not used (the server runs the stored project as its owner); `fromModuleId`
 * is ours: run that module and everything downstream of it, reusing the upstream outputs of the last run.
 */
export const ProjectExecutionQuerySchema = z.object({
  name: optionalText(256),
  tenant: optionalText(256),
  mode: optionalText(256),
  fromModuleId: optionalText(PROJECT_LIMITS.idLength),
});

/**
 * The spec's body, the canvas's module list: accepted as a list of modules by id (the server recomputes the order
 * from the stored project). A list of exactly one module of a project of several is the canvas's single-module run.
 */
export const ProjectExecutionBodySchema = z
  .array(z.object({ id: text(PROJECT_LIMITS.idLength) }))
  .check(z.maxLength(PROJECT_LIMITS.modules, `At most ${PROJECT_LIMITS.modules} modules`));

/** `projectExecution`'s documented answer. */
export const ProjectExecutionAnswerSchema = z.literal('ok');

/** A parameter sweep's bounds: how many values it tries, and how many run at once in the Distributed Map. */
export const SWEEP_LIMITS = { values: 20, concurrency: 10 } as const;

/**
 * The block of module record indexes each value of a sweep gets: a chain has at most `PROJECT_LIMITS.modules`
 * modules, so value `i`'s `j`-th module is record `i × stride + j`. A sweep records the stride it was numbered with
 * (`sweep.stride`); one recorded without it was numbered when a project held at most 200 modules.
 */
export const sweepStrideOf = (sweep: { readonly stride?: number }) => sweep.stride ?? 200;

/** The index of a sweep's module record: value `i`'s `j`-th module, one block of the run's `MODULE#` items a value. */
export const sweepModuleIndex = (valueIndex: number, moduleIndex: number, stride: number = PROJECT_LIMITS.modules) =>
  valueIndex * stride + moduleIndex;

/** The sweep value a module record's index belongs to, under the sweep's stride. */
export const sweepValueIndexOf = (index: number, stride: number) => Math.floor(index / stride);

const SweepValueSchema = z.union([z.string().check(z.maxLength(256)), z.number(), z.boolean()]);

/**
 * `POST projects/{id}/sweeps`: run one algorithm module (and what is downstream of it) once per value of one of its
 * parameters: a list of values, or a numeric range `from`…`to` by `step` (one of them; at most 20 values).
 */
export const SweepSchema = z
  .object({
    moduleId: text(PROJECT_LIMITS.idLength),
    parameter: text(64),
    values: z.optional(
      z
        .array(SweepValueSchema)
        .check(
          z.minLength(1, 'At least one value'),
          z.maxLength(SWEEP_LIMITS.values, `At most ${SWEEP_LIMITS.values} values`),
        ),
    ),
    range: z.optional(
      z.object({ from: z.number(), to: z.number(), step: z.number().check(z.positive('Must be more than 0')) }),
    ),
  })
  .check(
    z.superRefine((body, context) => {
      if ((body.values === undefined) === (body.range === undefined)) {
        context.addIssue({ code: 'custom', path: ['values'], message: 'Give either values or a range' });
      }
      if (body.range && body.range.to < body.range.from) {
        context.addIssue({ code: 'custom', path: ['range', 'to'], message: 'Must not be less than from' });
      }
    }),
  );
export type Sweep = z.infer<typeof SweepSchema>;

/** A sweep started: its run. */
export const SweepStartedSchema = z.object({ runId: z.string() });

/** One value of a sweep: how its chain ended and the figures its last measuring module answered. */
export const SweepResultSchema = z.object({
  value: SweepValueSchema,
  status: z.enum(['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'SKIPPED']),
  durationMs: z.optional(z.number()),
  metrics: z.optional(z.record(z.string(), z.unknown())),
  error: z.optional(z.string()),
});

/** Why a module's earlier output was reused, or why it was not. */
export const REUSE_REASONS = [
  /** Algorithm, parameters and inputs are those of the cached output. */
  'unchanged',
  /** Upstream of the module a run started from: the last run's output is used as it is. */
  'upstreamOfStart',
  'firstRun',
  'algorithmChanged',
  'parametersChanged',
  'inputChanged',
  /** The cached output's objects are gone. */
  'outputMissing',
] as const;
export type ReuseReason = (typeof REUSE_REASONS)[number];

/** The states of a run and of its modules (the canvas: info before, spinner while running, check or cross after). */
export const RunStatusSchema = z.enum(['PENDING', 'RUNNING', 'SUCCEEDED', 'FAILED', 'SKIPPED']);
export type RunModuleStatus = z.infer<typeof RunStatusSchema>;

/** One module of a run. */
export const RunModuleSchema = z.object({
  moduleId: z.string(),
  name: z.optional(z.string()),
  moduleTypeCode: z.string(),
  status: RunStatusSchema,
  startedAt: z.optional(z.number()),
  finishedAt: z.optional(z.number()),
  durationMs: z.optional(z.number()),
  /** The ordinary parameter values it ran with. */
  parameters: z.record(z.string(), z.unknown()),
  /** What it read and wrote: ports to object keys (datasets bucket or models bucket). */
  inputs: z.record(z.string(), z.string()),
  outputs: z.record(z.string(), z.string()),
  /** The module contract's result (rows and columns per output, metrics, summary), once it succeeded. */
  result: z.optional(z.record(z.string(), z.unknown())),
  error: z.optional(z.string()),
  reused: z.boolean(),
  reuseReason: z.optional(z.enum(REUSE_REASONS)),
});
export type RunModule = z.infer<typeof RunModuleSchema>;

/** A run in the history. */
export const RunSummarySchema = z.object({
  runId: z.string(),
  projectId: z.string(),
  status: RunStatusSchema,
  startedAt: z.number(),
  finishedAt: z.optional(z.number()),
  durationMs: z.optional(z.number()),
  fromModuleId: z.optional(z.string()),
  /** The module whose failure stopped the chain, and why. */
  failedModuleId: z.optional(z.string()),
  error: z.optional(z.string()),
  moduleCount: z.number(),
  reusedCount: z.number(),
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

export const RunPageSchema = z.object({ items: z.array(RunSummarySchema), cursor: z.optional(z.string()) });

/** A run with its modules in execution order (a sweep's: its first value's), and a sweep's figures per value. */
export const RunDetailSchema = z.object({
  ...RunSummarySchema.shape,
  modules: z.array(RunModuleSchema),
  sweep: z.optional(z.object({ moduleId: z.string(), parameter: z.string(), results: z.array(SweepResultSchema) })),
});
export type RunDetail = z.infer<typeof RunDetailSchema>;

/** `projects/{id}/runs`. */
export const ProjectRunsParamsSchema = z.object({ id: RecordIdSchema });
export const ProjectRunsQuerySchema = z.object({ cursor: z.optional(CursorSchema) });

/** `projects/{id}/runs/{runId}`. */
export const ProjectRunParamsSchema = z.object({ id: RecordIdSchema, runId: RecordIdSchema });

/** `projects/{id}/runs/{runId}/outputs/{moduleId}/{port}`. */
export const RunOutputParamsSchema = z.object({
  id: RecordIdSchema,
  runId: RecordIdSchema,
  moduleId: text(PROJECT_LIMITS.idLength),
  port: text(PROJECT_LIMITS.idLength),
});

/** A dataset output's first rows (at most 20) with its columns. */
export const RunOutputPreviewSchema = z.object({
  kind: z.enum(['dataset', 'model']),
  key: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.unknown())),
  /** A model output: its record (algorithm, features, label, classes, evaluation). */
  model: z.optional(z.record(z.string(), z.unknown())),
});

/**
 * `…/outputs/{moduleId}/{port}/save`: the canvas's "save" of an output as one of the caller's datasets (CSV, filed
 * under `category`, `other` by default) or models.
 */
export const SaveRunOutputSchema = z.object({
  name: text(64),
  description: optionalText(500),
  category: z.optional(
    z.enum(DATASET_CATEGORIES.map((entry) => entry.code) as [string, ...string[]], { error: 'Not a dataset category' }),
  ),
});

export type SaveRunOutput = z.infer<typeof SaveRunOutputSchema>;

/** The saved dataset's id (`datasets/{id}`) or model's id (`models/{id}`). */
export const SavedRunOutputSchema = z.object({ kind: z.enum(['dataset', 'model']), id: z.string() });

/** A run pushed over the WebSocket (`{ type: 'projectRun', ... }`): one module's change, or the run's end. */
export interface ProjectRunFrame {
  readonly type: 'projectRun';
  readonly projectId: string;
  readonly runId: string;
  /** Absent on the run's own end. */
  readonly moduleId?: string;
  readonly status: RunModuleStatus;
  readonly at: number;
  readonly durationMs?: number;
  readonly reused?: boolean;
  readonly reuseReason?: ReuseReason;
  readonly summary?: string;
  readonly error?: string;
  /** A sweep's module: the value it ran for (the canvas shows a sweep's figures from the run, not module states). */
  readonly sweepIndex?: number;
}

/** The type of the run frames. */
export const PROJECT_RUN_FRAME_TYPE = 'projectRun';
