import { projectRunContracts } from '@shared/contracts/bigdata.js';
import type {
  ProjectRunFrame,
  RunDetail,
  RunModule,
  RunModuleStatus,
  RunSummary,
  SaveRunOutput,
  Sweep,
} from '@shared/schemas/bigdata-runs.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of project runs (docs/bigdata.md "Running a project"): start one as the spec's canvas does, read the
 * history, a run with its modules, an output's preview, and save an output as a dataset or model.
 */

export type { ProjectRunFrame, RunDetail, RunModule, RunModuleStatus, RunSummary, SaveRunOutput, Sweep };

/**
 * Runs the saved project (the spec's call: `name`, `tenant`, `mode` and the module list); `fromModuleId` runs that
 * module and what is downstream of it. The server plans from the stored project, so save first.
 */
export const executeProject = (
  projectId: string,
  modules: readonly { id: string }[],
  options: { fromModuleId?: string } = {},
) =>
  call(projectRunContracts.executeProject, {
    params: { projectId },
    query: { ...(options.fromModuleId ? { fromModuleId: options.fromModuleId } : {}) },
    body: modules.map((module) => ({ id: module.id })),
  });

/** Starts a parameter sweep of one algorithm module of the saved project; answers its run. */
export const startSweep = (projectId: string, body: Sweep) =>
  call(projectRunContracts.startSweep, { params: { id: projectId }, body });

/** The project's runs, newest first (one page). */
export const listRuns = (projectId: string, cursor?: string, signal?: AbortSignal) =>
  call(projectRunContracts.listRuns, { params: { id: projectId }, query: cursor ? { cursor } : {}, signal });

/** A run with its modules. */
export const getRun = (projectId: string, runId: string, signal?: AbortSignal) =>
  call(projectRunContracts.getRun, { params: { id: projectId, runId }, signal });

/** An output's preview: a dataset's first 20 rows, or a model's record. */
export const previewRunOutput = (
  projectId: string,
  runId: string,
  moduleId: string,
  port: string,
  signal?: AbortSignal,
) => call(projectRunContracts.previewRunOutput, { params: { id: projectId, runId, moduleId, port }, signal });

/** Saves an output as one of the caller's datasets or models. */
export const saveRunOutput = (projectId: string, runId: string, moduleId: string, port: string, body: SaveRunOutput) =>
  call(projectRunContracts.saveRunOutput, { params: { id: projectId, runId, moduleId, port }, body });
