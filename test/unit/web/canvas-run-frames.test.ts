import { describe, expect, it } from 'vitest';
import { applyRunFrame, parseRunFrame } from '../../../web/src/features/bigdata/canvas/use-project-run.js';
import type { RunDetail } from '../../../web/src/features/bigdata/api/project-runs.js';

const module = (moduleId: string) => ({
  moduleId,
  moduleTypeCode: '002',
  status: 'PENDING' as const,
  parameters: {},
  inputs: {},
  outputs: {},
  reused: false,
});
const run: RunDetail = {
  runId: 'r1',
  projectId: 'p1',
  status: 'RUNNING',
  startedAt: 0,
  moduleCount: 2,
  reusedCount: 0,
  modules: [module('a'), module('b')],
};
const frame = (extra: Record<string, unknown>) =>
  JSON.stringify({ type: 'projectRun', projectId: 'p1', runId: 'r1', at: 5, ...extra });

describe('the canvas run frames', () => {
  it("reads only this project's run frames", () => {
    expect(parseRunFrame(frame({ status: 'RUNNING' }), 'p1')).toMatchObject({ runId: 'r1' });
    expect(parseRunFrame(frame({ status: 'RUNNING' }), 'p2')).toBeUndefined();
    expect(parseRunFrame('{"type":"unreadCount","count":1}', 'p1')).toBeUndefined();
    expect(parseRunFrame('not json', 'p1')).toBeUndefined();
  });

  it('applies a module state with its duration and reuse, and the end marks the rest skipped', () => {
    const started = applyRunFrame(run, parseRunFrame(frame({ moduleId: 'a', status: 'RUNNING' }), 'p1')!);
    expect(started.modules[0]).toMatchObject({ status: 'RUNNING', startedAt: 5 });
    const failed = applyRunFrame(
      started,
      parseRunFrame(frame({ moduleId: 'a', status: 'FAILED', durationMs: 3, error: 'bad', reused: false }), 'p1')!,
    );
    expect(failed.modules[0]).toMatchObject({ status: 'FAILED', durationMs: 3, error: 'bad' });
    const ended = applyRunFrame(failed, parseRunFrame(frame({ status: 'FAILED', durationMs: 9 }), 'p1')!);
    expect(ended).toMatchObject({ status: 'FAILED', durationMs: 9 });
    expect(ended.modules.map((m) => m.status)).toEqual(['FAILED', 'SKIPPED']);
    expect(applyRunFrame(run, { ...parseRunFrame(frame({ status: 'SUCCEEDED' }), 'p1')!, runId: 'other' })).toBe(run);
  });
});
