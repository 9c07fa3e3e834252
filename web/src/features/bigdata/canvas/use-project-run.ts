import { useCallback, useEffect, useRef, useState } from 'react';
import { acquirePlatformSocket } from '@/api/platform-socket.js';
import { executeProject, getRun, listRuns, type ProjectRunFrame, type RunDetail } from '../api/project-runs.js';

/** How often a running run is read while the WebSocket is down (pushes carry it otherwise). */
export const RUN_POLL_MS = 2_000;

/** A frame of the platform WebSocket as a project run frame of `projectId`, or undefined. */
export function parseRunFrame(data: unknown, projectId: string): ProjectRunFrame | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const frame = JSON.parse(data) as Partial<ProjectRunFrame> | null;
    return frame && frame.type === 'projectRun' && frame.projectId === projectId && typeof frame.runId === 'string'
      ? (frame as ProjectRunFrame)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The run with a pushed frame applied: a module's state, duration and reuse, or the run's end (the modules not
 * reached then show as skipped). A frame of another run is not this one's (the caller reads that run instead).
 */
export function applyRunFrame(run: RunDetail, frame: ProjectRunFrame): RunDetail {
  if (frame.runId !== run.runId) return run;
  if (!frame.moduleId) {
    const ended = frame.status === 'SUCCEEDED' || frame.status === 'FAILED';
    return {
      ...run,
      status: frame.status,
      ...(ended ? { finishedAt: frame.at, durationMs: frame.durationMs } : {}),
      modules: ended
        ? run.modules.map((module) =>
            module.status === 'PENDING' || module.status === 'RUNNING' ? { ...module, status: 'SKIPPED' } : module,
          )
        : run.modules,
    };
  }
  return {
    ...run,
    modules: run.modules.map((module) =>
      module.moduleId !== frame.moduleId
        ? module
        : {
            ...module,
            status: frame.status,
            ...(frame.status === 'RUNNING' ? { startedAt: frame.at } : { finishedAt: frame.at }),
            ...(frame.durationMs !== undefined ? { durationMs: frame.durationMs } : {}),
            ...(frame.reused !== undefined ? { reused: frame.reused } : {}),
            ...(frame.reuseReason ? { reuseReason: frame.reuseReason } : {}),
            ...(frame.error ? { error: frame.error } : {}),
          },
    ),
  };
}

/** What the canvas knows of its project's latest run. */
export interface ProjectRunState {
  /** The latest run with its modules, or undefined before the first. */
  readonly run: RunDetail | undefined;
  readonly running: boolean;
  /** Runs the saved project (or from a module); the run's states follow as they are pushed. */
  start(modules: readonly { id: string }[], options?: { fromModuleId?: string }): Promise<void>;
  /** Reads the latest run again (after a result was saved, or to see results a push does not carry). */
  refresh(): Promise<void>;
}

/**
 * The latest run of a project for the canvas (docs/bigdata.md "Live states"): read when the canvas opens (so a run
 * still going shows its states again), kept current by the pushes of the platform WebSocket, read again when the
 * run ends (for the results) and every `RUN_POLL_MS` while it runs and the socket is down.
 */
export function useProjectRun(projectId: string | undefined): ProjectRunState {
  const [run, setRun] = useState<RunDetail | undefined>();
  const latestRunId = useRef<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    if (!projectId) return;
    const [latest] = (await listRuns(projectId)).items;
    if (!latest) return setRun(undefined);
    latestRunId.current = latest.runId;
    setRun(await getRun(projectId, latest.runId));
  }, [projectId]);

  useEffect(() => {
    if (!projectId) return;
    void refresh();
    const socket = acquirePlatformSocket();
    const stopFrames = socket.connection.onFrame((data) => {
      const frame = parseRunFrame(data, projectId);
      // A sweep's module frames are per value, not the canvas's module states: its figures come with the run's end.
      if (!frame || (frame.sweepIndex !== undefined && frame.moduleId)) return;
      if (frame.runId !== latestRunId.current || !frame.moduleId) {
        // A run this canvas has not read yet, or the end of one (its results are on the record): read it.
        void refresh();
        return;
      }
      setRun((current) => (current ? applyRunFrame(current, frame) : current));
    });
    return () => {
      stopFrames();
      socket.release();
    };
  }, [projectId, refresh]);

  const running = run?.status === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    const socket = acquirePlatformSocket();
    const timer = setInterval(() => {
      if (!socket.connection.live) void refresh();
    }, RUN_POLL_MS);
    return () => {
      clearInterval(timer);
      socket.release();
    };
  }, [running, refresh]);

  const start = useCallback(
    async (modules: readonly { id: string }[], options: { fromModuleId?: string } = {}) => {
      if (!projectId) return;
      await executeProject(projectId, modules, options);
      await refresh();
    },
    [projectId, refresh],
  );

  return { run, running, start, refresh };
}
