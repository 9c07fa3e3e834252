import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { compileProject, portKindOf, PROJECT_LIMITS, type GraphLink } from '../../../shared/constants/project-graph.js';
import { ProjectGraphSchema } from '../../../shared/schemas/bigdata-projects.js';
import {
  SWEEP_LIMITS,
  sweepModuleIndex,
  sweepStrideOf,
  sweepValueIndexOf,
  type RunDetail,
  type RunModule,
  type RunModuleStatus,
  type RunSummary,
  type SaveRunOutput,
  type Sweep,
} from '../../../shared/schemas/bigdata-runs.js';
import { MODULE_TYPE, type ChainModule } from '../../../shared/schemas/pipeline.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { startChainExecution } from './data/chain-executions.js';
import {
  createProjectRun,
  getAllChainRunModules,
  getProjectRun,
  listProjectRuns,
  recordRunFinished,
  type ChainRunModuleRecord,
  type PlannedModule,
  type ProjectRunRecord,
} from './data/chain-run.js';
import { datasetOwner, getDataset } from './data/datasets.js';
import { runOutputKey, SYSTEM_OWNER } from './data/keys.js';
import { getModelRecord } from './data/models.js';
import { getProjectFileText } from './data/project-files.js';
import { getStoredObjectText } from './data/stored-objects.js';
import { createDataset } from './datasets.js';
import { copyTrainedModel } from './models.js';
import { loadProject, type LoadedProject, type ProjectOwner } from './projects.js';

/** How many rows an output's preview shows. */
const PREVIEW_ROWS = 20;

/** The caller's project `id`, or 404 (anyone else's is in another partition, so it is simply not found). */
async function ownProject(owner: ProjectOwner, id: string): Promise<LoadedProject> {
  const record = await loadProject(owner, id);
  if (!record) throw new NotFoundError('Project not found');
  return record;
}

/** The links of the project's stored graph file (none without one). */
async function storedLinks(project: LoadedProject): Promise<GraphLink[]> {
  if (!project.location) return [];
  const text = await getProjectFileText(project.location);
  const graph = text === undefined ? undefined : ProjectGraphSchema.safeParse(JSON.parse(text));
  return graph?.success ? graph.data.links : [];
}

/** A new run id: the time in base 36 then random hex (an execution name and a record id). */
const newRunId = (now: number) => `r${now.toString(36)}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** The modules reachable from `start` along links (itself included). */
function downstreamOf(start: string, links: readonly GraphLink[]): Set<string> {
  const reached = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const link of links) {
      if (link.sourceId === at && !reached.has(link.targetId)) {
        reached.add(link.targetId);
        queue.push(link.targetId);
      }
    }
  }
  return reached;
}

/**
 * The stored object a dataset or model module reads, when it is the owner's own or the platform's: a dataset by its
 * record (`objectId`), a model by its record (its key in `parameters.path`). Anything else is refused (400), so a
 * run never reads another user's objects.
 */
async function storedObjectOf(owner: ProjectOwner, module: ChainModule): Promise<string> {
  const refuse = () =>
    new ValidationError('A module names a dataset or model that is not yours', [
      { field: `modules.${module.id}`, message: 'Not one of your datasets or models, nor a system one' },
    ]);
  if (module.moduleType.code === MODULE_TYPE.dataset) {
    const id = module.objectId ?? '';
    const found = (await getDataset(datasetOwner(owner), id)) ?? (await getDataset(SYSTEM_OWNER, id));
    if (!found) throw refuse();
    return found.path;
  }
  const key = typeof module.parameters.path === 'string' ? module.parameters.path : '';
  const model = key ? await getModelRecord(key) : undefined;
  if (!model || (model.enterpriseId !== owner.enterpriseId && model.enterpriseId !== SYSTEM_OWNER)) throw refuse();
  return key;
}

/** The ordinary parameter values of an algorithm module (its inputs that are not ports), by name. */
const parameterValues = (module: ChainModule) =>
  Object.fromEntries(
    module.inputParams.flatMap((param) =>
      portKindOf(param.type?.code) || param.value === undefined ? [] : [[param.name, param.value]],
    ),
  ) as Record<string, string | number | boolean | null>;

/** The last run's modules by id: what each planned and how it ended. */
async function lastRunModules(projectId: string) {
  const [last] = (await listProjectRuns({ projectId, limit: 1 })).items;
  if (!last) return new Map<string, { planned: PlannedModule; record?: ChainRunModuleRecord; runId: string }>();
  const records = await getAllChainRunModules(last.runId);
  return new Map(
    last.modules.map((planned) => [
      planned.moduleId,
      { planned, record: records.find((m) => m.moduleId === planned.moduleId), runId: last.runId },
    ]),
  );
}

/** The stored project, its links and its modules in execution order (400 when it does not compile). */
async function compiledProject(owner: ProjectOwner, projectId: string) {
  const project = await ownProject(owner, projectId);
  const links = await storedLinks(project);
  const compiled = compileProject(project.modules, links);
  if (!compiled.ok) {
    throw new ValidationError(
      'The project does not compile: check the links (工程校验失败，请检查连接设置)',
      [{ field: 'links', message: compiled.problem }],
      { problem: compiled.problem },
    );
  }
  return { project, links, order: compiled.order };
}

/** The last run's modules by id, as the planner reads them. */
type LastRun = Awaited<ReturnType<typeof lastRunModules>>;

/**
 * Plans the modules of a run in order: what each reads and writes (outputs under `prefix`, the run's or a sweep
 * value's), which run (`selected`; all when undefined; an unselected algorithm module keeps the last run's outputs
 * unless it has none) and with which parameters (`override` replaces one module's parameter: a sweep's value).
 * Answers the plan and the modules the chain runner is to run.
 */
async function planModules(options: {
  owner: ProjectOwner;
  order: readonly ChainModule[];
  links: readonly GraphLink[];
  prefix: { projectId: string; runId: string };
  selected?: ReadonlySet<string>;
  last: LastRun;
  override?: { moduleId: string; parameter: string; value: string | number | boolean };
}): Promise<{ planned: PlannedModule[]; executedModules: ChainModule[] }> {
  const { owner, links, selected, last } = options;
  const planned: PlannedModule[] = [];
  const executedModules: ChainModule[] = [];
  for (const module of options.order) {
    const base = { moduleId: module.id, name: module.name, moduleTypeCode: module.moduleType.code };
    if (module.moduleType.code !== MODULE_TYPE.algorithm) {
      const path = await storedObjectOf(owner, module);
      const kind = module.moduleType.code === MODULE_TYPE.dataset ? 'dataset' : 'model';
      const executed = !selected || selected.has(module.id);
      planned.push({ ...base, parameters: {}, inputs: {}, outputs: { [kind]: path }, executed });
      if (executed) {
        executedModules.push({ ...module, inputParams: [], outputParams: [], parameters: { path } });
      }
      continue;
    }
    const previous = last.get(module.id);
    const previousOk = previous && (previous.record?.status === 'SUCCEEDED' || previous.planned.reusedFrom);
    const executed = !selected || selected.has(module.id) || !previousOk;
    const inputs: Record<string, string> = {};
    const invocationInputs: Record<string, { kind: 'dataset' | 'model'; key: string; format: 'csv' | 'json' }> = {};
    for (const param of module.inputParams) {
      const kind = portKindOf(param.type?.code);
      const link = kind && links.find((l) => l.targetId === module.id && l.targetPort === param.name);
      const source = link && planned.find((p) => p.moduleId === link.sourceId);
      const key = source && link ? (source.outputs[link.sourcePort] ?? Object.values(source.outputs)[0]) : undefined;
      if (!kind || !key) continue;
      inputs[param.name] = key;
      invocationInputs[param.name] = { kind, key, format: kind === 'dataset' ? 'csv' : 'json' };
    }
    const outputs: Record<string, string> = executed
      ? Object.fromEntries(
          module.outputParams.flatMap((param) => {
            const kind = portKindOf(param.type?.code);
            return kind ? [[param.name, runOutputKey(owner, options.prefix, module.id, param.name, kind)]] : [];
          }),
        )
      : previous!.planned.outputs;
    const parameters = {
      ...parameterValues(module),
      ...(options.override?.moduleId === module.id ? { [options.override.parameter]: options.override.value } : {}),
    };
    planned.push({
      ...base,
      parameters,
      inputs,
      outputs,
      executed,
      ...(executed
        ? {}
        : {
            reusedFrom: previous!.planned.reusedFrom ?? {
              runId: previous!.runId,
              result: previous!.record?.outputs,
              finishedAt: previous!.record?.finishedAt,
            },
          }),
    });
    if (executed) {
      executedModules.push({
        id: module.id,
        name: module.name,
        objectId: module.objectId,
        moduleType: module.moduleType,
        inputParams: [],
        outputParams: [],
        parameters: { algorithmId: module.objectId ?? '', parameters, inputs: invocationInputs, outputs },
      });
    }
  }
  return { planned, executedModules };
}

/** Starts the chain runner for a recorded run; a start that fails records the run FAILED and is rethrown. */
async function startRecordedRun(
  run: { runId: string; projectId: string },
  input: Omit<Parameters<typeof startChainExecution>[0], 'runId' | 'projectId'>,
) {
  try {
    await startChainExecution({ ...run, ...input });
  } catch (error) {
    logger.error('Starting a project run failed', { runId: run.runId, error: error as Error });
    await recordRunFinished({ ...run, status: 'FAILED', error: { error: 'StartFailed' } });
    throw error;
  }
}

/**
 * Plans and starts a run of one of the owner's projects (docs/bigdata.md "Running a project"): the stored graph must
 * compile (400 `工程校验失败，请检查连接设置` otherwise, the same check for a single module); each algorithm module
 * reads the objects linked into its input ports and writes each output port under the run's prefix. From a module
 * (`fromModuleId`, or a body of one module: that module alone), the modules upstream of it keep the last run's
 * outputs, unless it has none, when they run again. Answers the run id once the execution is started.
 */
export async function startProjectRun(
  owner: ProjectOwner,
  projectId: string,
  request: { fromModuleId?: string; bodyModuleIds: string[] },
  now = Date.now(),
): Promise<{ runId: string }> {
  const { project, links, order } = await compiledProject(owner, projectId);
  const single = request.fromModuleId === undefined && request.bodyModuleIds.length === 1 && project.modules.length > 1;
  const start = request.fromModuleId ?? (single ? request.bodyModuleIds[0] : undefined);
  if (start !== undefined && !project.modules.some((module) => module.id === start)) {
    throw new ValidationError('Unknown module', [{ field: 'fromModuleId', message: 'Not a module of the project' }]);
  }
  const selected = start === undefined ? undefined : single ? new Set([start]) : downstreamOf(start, links);
  const last = selected ? await lastRunModules(projectId) : new Map();
  const run = { projectId, runId: newRunId(now) };
  const { planned, executedModules } = await planModules({ owner, order, links, prefix: run, selected, last });
  await createProjectRun({
    ...run,
    enterpriseId: owner.enterpriseId,
    userId: owner.userId,
    startedAt: now,
    ...(start !== undefined ? { fromModuleId: start } : {}),
    modules: planned,
  });
  await startRecordedRun(run, { ...owner, modules: executedModules });
  return { runId: run.runId };
}

/** The values a sweep tries: the list, or the range from `from` to `to` by `step` (at most `SWEEP_LIMITS.values`). */
function sweepValues(request: Sweep): (string | number | boolean)[] {
  if (request.values) return request.values;
  const { from, to, step } = request.range!;
  const count = Math.floor((to - from) / step + 1e-9) + 1;
  if (count > SWEEP_LIMITS.values) {
    throw new ValidationError('Too many values', [
      { field: 'range', message: `At most ${SWEEP_LIMITS.values} values` },
    ]);
  }
  // Rounded to the step's decimals, so 0.1 steps give 0.3 and not 0.30000000000000004.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Array.from({ length: count }, (_, i) => Number((from + i * step).toFixed(decimals)));
}

/**
 * Starts a parameter sweep (docs/bigdata.md "Parameter sweep"): the module and everything downstream of it run once
 * per value, the module's `parameter` set to that value, each value's outputs under `{runId}/v{i}`; upstream modules
 * keep the last run's outputs, so the project must have run once (400 otherwise). The chain runner runs the values
 * as a Distributed Map (bounded concurrency), each value's chain one module after another.
 */
export async function startProjectSweep(
  owner: ProjectOwner,
  projectId: string,
  request: Sweep,
  now = Date.now(),
): Promise<{ runId: string }> {
  const { project, links, order } = await compiledProject(owner, projectId);
  const target = project.modules.find((module) => module.id === request.moduleId);
  if (!target || target.moduleType.code !== MODULE_TYPE.algorithm) {
    throw new ValidationError('Unknown module', [
      { field: 'moduleId', message: 'Not an algorithm module of the project' },
    ]);
  }
  if (!target.inputParams.some((param) => param.name === request.parameter && !portKindOf(param.type?.code))) {
    throw new ValidationError('Unknown parameter', [{ field: 'parameter', message: 'Not a parameter of the module' }]);
  }
  const values = sweepValues(request);
  const selected = downstreamOf(request.moduleId, links);
  const last = await lastRunModules(projectId);
  const upstreamMissing = order.some(
    (module) =>
      module.moduleType.code === MODULE_TYPE.algorithm &&
      !selected.has(module.id) &&
      !(last.get(module.id)?.record?.status === 'SUCCEEDED' || last.get(module.id)?.planned.reusedFrom),
  );
  if (upstreamMissing) {
    throw new ValidationError('Run the project once before a sweep', [
      { field: 'moduleId', message: 'The modules upstream have no outputs yet' },
    ]);
  }
  const run = { projectId, runId: newRunId(now) };
  const plans = [];
  for (const [i, value] of values.entries()) {
    const override = { moduleId: request.moduleId, parameter: request.parameter, value };
    const prefix = { projectId, runId: `${run.runId}/v${i}` };
    plans.push(await planModules({ owner, order, links, prefix, selected, last, override }));
  }
  await createProjectRun({
    ...run,
    enterpriseId: owner.enterpriseId,
    userId: owner.userId,
    startedAt: now,
    fromModuleId: request.moduleId,
    modules: plans[0].planned,
    sweep: {
      moduleId: request.moduleId,
      parameter: request.parameter,
      values,
      plans: plans.map((plan) => plan.planned.filter((module) => module.executed)),
      stride: PROJECT_LIMITS.modules,
    },
  });
  await startRecordedRun(run, {
    ...owner,
    modules: [],
    sweep: {
      items: plans.map((plan, i) => ({
        value: values[i],
        modules: plan.executedModules.map((module, j) => ({
          module,
          index: sweepModuleIndex(i, j, PROJECT_LIMITS.modules),
        })),
      })),
    },
  });
  return { runId: run.runId };
}

/** A run as the history lists it: status, times, the failed module and how many modules were reused. */
function summaryOf(run: ProjectRunRecord, modules: readonly RunModule[] | undefined): RunSummary {
  const failed = modules?.find((module) => module.status === 'FAILED');
  const errorText = failed?.error ?? run.error?.cause ?? run.error?.error ?? undefined;
  return {
    runId: run.runId,
    projectId: run.projectId,
    status: run.status,
    startedAt: run.startedAt,
    ...(run.finishedAt ? { finishedAt: run.finishedAt, durationMs: run.finishedAt - run.startedAt } : {}),
    ...(run.fromModuleId ? { fromModuleId: run.fromModuleId } : {}),
    ...(failed ? { failedModuleId: failed.moduleId } : {}),
    ...(run.status === 'FAILED' && errorText ? { error: errorText } : {}),
    moduleCount: run.modules.length,
    reusedCount: modules
      ? modules.filter((module) => module.reused).length
      : run.modules.filter((module) => !module.executed).length,
  };
}

/** One planned module with what its record says of it (status, times, result, reuse). */
function runModuleOf(run: ProjectRunRecord, planned: PlannedModule, record: ChainRunModuleRecord | undefined) {
  const waiting: RunModuleStatus = run.status === 'RUNNING' ? 'PENDING' : 'SKIPPED';
  const base = {
    moduleId: planned.moduleId,
    ...(planned.name ? { name: planned.name } : {}),
    moduleTypeCode: planned.moduleTypeCode,
    parameters: planned.parameters,
    inputs: planned.inputs,
    outputs: planned.outputs,
  };
  if (!planned.executed) {
    return {
      ...base,
      status: 'SUCCEEDED' as const,
      ...(planned.reusedFrom?.result ? { result: planned.reusedFrom.result } : {}),
      reused: true,
      reuseReason: 'upstreamOfStart' as const,
    };
  }
  if (!record) return { ...base, status: waiting, reused: false };
  return {
    ...base,
    status: record.status,
    startedAt: record.startedAt,
    ...(record.finishedAt ? { finishedAt: record.finishedAt, durationMs: record.finishedAt - record.startedAt } : {}),
    ...(record.status === 'SUCCEEDED' && record.outputs ? { result: record.outputs } : {}),
    ...(record.error ? { error: record.error } : {}),
    reused: record.reused ?? false,
    ...(record.reuseReason ? { reuseReason: record.reuseReason } : {}),
  };
}

/** A run of the owner's project with its modules (404 for another project's run or anyone else's project). */
export async function projectRunDetail(owner: ProjectOwner, projectId: string, runId: string): Promise<RunDetail> {
  await ownProject(owner, projectId);
  const run = await getProjectRun(runId);
  if (!run || run.projectId !== projectId) throw new NotFoundError('Run not found');
  const page = { items: await getAllChainRunModules(runId) };
  // A sweep's records of its first value are the run's modules; the others are its figures per value.
  const records = run.sweep
    ? page.items.filter((record) => sweepValueIndexOf(record.index, sweepStrideOf(run.sweep!)) === 0)
    : page.items;
  const modules = run.modules.map((planned) =>
    runModuleOf(
      run,
      planned,
      records.find((record) => record.moduleId === planned.moduleId),
    ),
  );
  return {
    ...summaryOf(run, modules),
    modules,
    ...(run.sweep ? { sweep: sweepResultsOf(run, run.sweep, page.items) } : {}),
  };
}

/**
 * A sweep's figures per value: how the value's chain ended (failed when a module failed, succeeded when every module
 * did) and the metrics of its last module that answered any (the evaluation's).
 */
function sweepResultsOf(
  run: ProjectRunRecord,
  sweep: NonNullable<ProjectRunRecord['sweep']>,
  records: readonly ChainRunModuleRecord[],
) {
  return {
    moduleId: sweep.moduleId,
    parameter: sweep.parameter,
    results: sweep.values.map((value, i) => {
      const own = records.filter((record) => sweepValueIndexOf(record.index, sweepStrideOf(sweep)) === i);
      const failed = own.find((record) => record.status === 'FAILED');
      const done = own.filter((record) => record.status === 'SUCCEEDED');
      const status: RunModuleStatus = failed
        ? 'FAILED'
        : done.length === sweep.plans[i].length
          ? 'SUCCEEDED'
          : run.status === 'RUNNING'
            ? own.length > 0
              ? 'RUNNING'
              : 'PENDING'
            : 'SKIPPED';
      const metrics = [...done]
        .reverse()
        .map((record) => (record.outputs as { metrics?: Record<string, unknown> } | undefined)?.metrics)
        .find((found) => found && Object.keys(found).length > 0);
      const ends = own.flatMap((record) => (record.finishedAt ? [record.finishedAt] : []));
      const starts = own.map((record) => record.startedAt);
      return {
        value,
        status,
        ...(ends.length > 0 && status !== 'RUNNING' ? { durationMs: Math.max(...ends) - Math.min(...starts) } : {}),
        ...(metrics ? { metrics } : {}),
        ...(failed?.error ? { error: failed.error } : {}),
      };
    }),
  };
}

/** One page of the owner's project's runs, newest first. */
export async function projectRunHistory(owner: ProjectOwner, projectId: string, cursor?: string) {
  await ownProject(owner, projectId);
  const page = await listProjectRuns({ projectId, cursor });
  return { items: page.items.map((run) => summaryOf(run, undefined)), cursor: page.cursor };
}

/** The key of a succeeded module's output port in a run of the owner's project (404 otherwise). */
async function outputKeyOf(owner: ProjectOwner, params: { id: string; runId: string; moduleId: string; port: string }) {
  const run = await projectRunDetail(owner, params.id, params.runId);
  const module = run.modules.find((m) => m.moduleId === params.moduleId);
  const key = module?.status === 'SUCCEEDED' ? module.outputs[params.port] : undefined;
  if (!key) throw new NotFoundError('Output not found');
  return key;
}

/**
 * Saves a run's output as one of the owner's datasets (through the dataset upload's own checks and profile, the
 * output named as its `srcPath`) or models (a copy of the object under the owner's model prefix, with the trained
 * model's record and the given name).
 */
export async function saveRunOutput(
  owner: ProjectOwner,
  params: { id: string; runId: string; moduleId: string; port: string },
  body: SaveRunOutput,
  now = Date.now(),
): Promise<{ kind: 'dataset' | 'model'; id: string }> {
  const key = await outputKeyOf(owner, params);
  if (!key.endsWith('.json')) {
    const record = await createDataset({
      owner,
      partition: datasetOwner(owner),
      body: {
        srcPath: key,
        name: body.name,
        description: body.description || body.name,
        dataType: 'csv',
        category: body.category ?? 'other',
      },
      now,
    });
    return { kind: 'dataset', id: record.id };
  }
  const saved = await copyTrainedModel(owner, key, { name: body.name, description: body.description }, now);
  if (!saved) throw new NotFoundError('Output not found');
  return { kind: 'model', id: Buffer.from(saved.key).toString('base64url') };
}

/** An output of a run's module: a dataset's first rows, or a model's record (404 when the run wrote no such port). */
export async function previewRunOutput(
  owner: ProjectOwner,
  params: { id: string; runId: string; moduleId: string; port: string },
) {
  const key = await outputKeyOf(owner, params);
  if (key.endsWith('.json')) {
    const model = await getModelRecord(key);
    return { kind: 'model' as const, key, columns: [], rows: [], ...(model ? { model: { ...model } } : {}) };
  }
  const text = await getStoredObjectText({ kind: 'dataset', key });
  if (text === undefined) throw new NotFoundError('Output not found');
  // Only the first rows are parsed: a preview never reads a large output whole into rows.
  const parsed = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    dynamicTyping: true,
    skipEmptyLines: true,
    preview: PREVIEW_ROWS,
  });
  return { kind: 'dataset' as const, key, columns: parsed.meta.fields ?? [], rows: parsed.data };
}
