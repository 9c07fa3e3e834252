import { projectRunContracts } from '../../../../shared/contracts/bigdata.js';
import { implement } from '../../../lib/http/implement.js';
import {
  previewRunOutput,
  projectRunDetail,
  projectRunHistory,
  saveRunOutput,
  startProjectRun,
  startProjectSweep,
} from '../project-runs.js';

/** The caller as a project's owner: the current enterprise and the user. */
const ownerOf = (caller: { enterpriseId: string; userId: string }) => ({
  enterpriseId: caller.enterpriseId,
  userId: caller.userId,
});

/** Running a project and reading its runs (docs/bigdata.md "Running a project"): the project's owner only. */
export const projectRunRoutes = [
  implement(projectRunContracts.executeProject, async ({ caller, params, query, body }) => {
    await startProjectRun(ownerOf(caller), params.projectId, {
      fromModuleId: query.fromModuleId,
      bodyModuleIds: body.map((module) => module.id),
    });
    return 'ok' as const;
  }),
  implement(projectRunContracts.startSweep, async ({ caller, params, body }) =>
    startProjectSweep(ownerOf(caller), params.id, body),
  ),
  implement(projectRunContracts.listRuns, async ({ caller, params, query }) =>
    projectRunHistory(ownerOf(caller), params.id, query.cursor),
  ),
  implement(projectRunContracts.getRun, async ({ caller, params }) =>
    projectRunDetail(ownerOf(caller), params.id, params.runId),
  ),
  implement(projectRunContracts.previewRunOutput, async ({ caller, params }) =>
    previewRunOutput(ownerOf(caller), params),
  ),
  implement(projectRunContracts.saveRunOutput, async ({ caller, params, body }) =>
    saveRunOutput(ownerOf(caller), params, body),
  ),
];
