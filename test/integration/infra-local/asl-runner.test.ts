import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chainRunnerDefinition,
  pipelineFunctionPlaceholder,
} from '../../../infra/definitions/chain-runner-definition.js';
import { AslRunner, substituteDefinition, type TaskBinding } from '../../../infra/local/step-functions/asl-runner.js';

const arn = 'arn:aws:lambda:us-east-1:000000000000:function:sia-local-pipeline';

/** The chain runner exactly as deployed, bound to a small test pipeline handler. */
function chainRunner(binding: TaskBinding, executionsDir?: string) {
  return new AslRunner({
    stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:sia-local-chain-runner',
    definition: substituteDefinition(chainRunnerDefinition(), { [pipelineFunctionPlaceholder]: arn }),
    bindings: { [arn]: binding },
    executionsDir,
    timeScale: 0.001,
  });
}

const input = {
  runId: 'r1',
  projectId: 'p1',
  enterpriseId: 'e1',
  userId: 'u1',
  modules: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
};

type Payload = {
  action: string;
  module?: { id: string };
  index?: number;
  status?: string;
  error?: { Error: string; Cause: string };
};

describe('the chain runner on the local ASL executor', () => {
  it('runs every module in order, then records success', async () => {
    const calls: Payload[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'executions-'));
    const runner = chainRunner(async (payload) => {
      calls.push(payload as Payload);
      return { ok: true, module: (payload as Payload).module?.id };
    }, dir);
    const execution = await runner.run(input, 'success-run');
    expect(execution.status).toBe('SUCCEEDED');
    expect(calls.map((c) => c.action)).toEqual(['runModule', 'runModule', 'runModule', 'finishRun']);
    expect(calls[1]).toEqual({
      action: 'runModule',
      runId: 'r1',
      projectId: 'p1',
      enterpriseId: 'e1',
      userId: 'u1',
      module: { id: 'b' },
      index: 1,
    });
    expect(calls[3]).toEqual({ action: 'finishRun', runId: 'r1', projectId: 'p1', status: 'SUCCEEDED' });
    const output = JSON.parse(execution.output!);
    expect(output).toEqual({ result: { ok: true } });
    const persisted = JSON.parse(readFileSync(join(dir, 'success-run.json'), 'utf8'));
    expect(persisted).toMatchObject({ status: 'SUCCEEDED', name: 'success-run' });
  });

  it('retries Lambda service errors with backoff', async () => {
    let attempts = 0;
    const runner = chainRunner(async (payload) => {
      if ((payload as Payload).action === 'runModule' && (payload as Payload).index === 0 && attempts++ < 2) {
        throw Object.assign(new Error('throttled'), { name: 'Lambda.ServiceException' });
      }
      return {};
    });
    const execution = await runner.run(input);
    expect(execution.status).toBe('SUCCEEDED');
    expect(attempts).toBe(3);
  });

  it('stops the Map at the first failing module, catches it and records the failure', async () => {
    const calls: Payload[] = [];
    const runner = chainRunner(async (payload) => {
      calls.push(payload as Payload);
      if ((payload as Payload).module?.id === 'b')
        throw Object.assign(new Error('module b failed'), { name: 'ModuleFailed' });
      return {};
    });
    const execution = await runner.run(input);
    expect(calls.filter((c) => c.action === 'runModule').map((c) => c.module?.id)).toEqual(['a', 'b']);
    const finish = calls.at(-1)!;
    expect(finish).toMatchObject({ action: 'finishRun', status: 'FAILED', error: { Error: 'ModuleFailed' } });
    expect(JSON.parse(finish.error!.Cause)).toMatchObject({
      errorMessage: 'module b failed',
      errorType: 'ModuleFailed',
    });
    expect(execution).toMatchObject({ status: 'FAILED', error: 'ChainFailed' });
  });

  it('does not retry a function error the Retry does not name', async () => {
    let calls = 0;
    const runner = chainRunner(async (payload) => {
      if ((payload as Payload).action === 'runModule') {
        calls++;
        throw new Error('bad input');
      }
      return {};
    });
    expect((await runner.run(input)).status).toBe('FAILED');
    expect(calls).toBe(1);
  });

  it('times a task out after its TimeoutSeconds', async () => {
    const runner = new AslRunner({
      stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:t',
      definition: {
        StartAt: 'Slow',
        States: {
          Slow: {
            Type: 'Task',
            Resource: 'arn:aws:states:::lambda:invoke',
            Parameters: { FunctionName: arn },
            TimeoutSeconds: 1,
            Catch: [{ ErrorEquals: ['States.Timeout'], Next: 'Caught' }],
            End: true,
          },
          Caught: { Type: 'Pass', End: true },
        },
      },
      bindings: { [arn]: () => new Promise((resolve) => setTimeout(resolve, 1000)) },
      timeScale: 0.01,
    });
    const execution = await runner.run({});
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!).Error).toBe('States.Timeout');
  });

  it('evaluates Choice, Pass and Fail states', async () => {
    const runner = new AslRunner({
      stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:c',
      definition: {
        StartAt: 'Pick',
        States: {
          Pick: {
            Type: 'Choice',
            Choices: [
              { Variable: '$.n', NumericGreaterThan: 10, Next: 'Big' },
              {
                And: [
                  { Variable: '$.name', IsPresent: true },
                  { Variable: '$.name', StringMatches: 'a*' },
                ],
                Next: 'Named',
              },
            ],
            Default: 'Nope',
          },
          Big: { Type: 'Pass', Result: 'big', ResultPath: '$.size', End: true },
          Named: { Type: 'Pass', Parameters: { 'greeting.$': '$.name', 'state.$': '$$.State.Name' }, End: true },
          Nope: { Type: 'Fail', Error: 'NoMatch', Cause: 'nothing matched' },
        },
      },
      bindings: {},
    });
    expect(JSON.parse((await runner.run({ n: 11 })).output!)).toEqual({ n: 11, size: 'big' });
    expect(JSON.parse((await runner.run({ n: 1, name: 'anna' })).output!)).toEqual({
      greeting: 'anna',
      state: 'Named',
    });
    expect(await runner.run({ n: 1 })).toMatchObject({ status: 'FAILED', error: 'NoMatch', cause: 'nothing matched' });
  });
});
