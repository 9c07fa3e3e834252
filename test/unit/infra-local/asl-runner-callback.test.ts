import { describe, expect, it } from 'vitest';
import { AslRunner, type TaskBinding } from '../../../infra/local/step-functions/asl-runner.js';

const arn = 'arn:aws:lambda:us-east-1:000000000000:function:sia-local-callback';

/**
 * One `lambda:invoke.waitForTaskToken` state (as the certificate rotation's Deliver state), caught into a Pass that
 * keeps the error, bound to `binding`; tests answer the token through the runner as the shim does.
 */
function callbackRunner(binding: TaskBinding, state: Record<string, unknown> = {}) {
  return new AslRunner({
    stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:callback',
    definition: {
      StartAt: 'Wait',
      States: {
        Wait: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke.waitForTaskToken',
          Parameters: { FunctionName: arn, Payload: { 'id.$': '$.id', 'token.$': '$$.Task.Token' } },
          TimeoutSecondsPath: '$.waitSeconds',
          ResultPath: '$.answer',
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Caught' }],
          End: true,
          ...state,
        },
        Caught: { Type: 'Pass', End: true },
      },
    },
    bindings: { [arn]: binding },
    timeScale: 0.01,
  });
}

/** A binding that records each payload's token and answers nothing (the result comes by the token). */
function tokenRecorder() {
  const tokens: string[] = [];
  const binding: TaskBinding = async (payload) => {
    tokens.push((payload as { token: string }).token);
    return { ignored: true };
  };
  return { tokens, binding };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the local runner’s callback tasks (.waitForTaskToken)', () => {
  it('hands the function a token and takes SendTaskSuccess’s output as the result, not the function’s answer', async () => {
    const { tokens, binding } = tokenRecorder();
    const runner = callbackRunner(binding);
    const started = runner.start({ id: 'r1', waitSeconds: 100 });
    await until(() => tokens.length === 1);
    expect(runner.describe(started.executionArn)?.status).toBe('RUNNING');
    expect(runner.knowsToken(tokens[0])).toBe(true);
    runner.sendTaskSuccess(tokens[0], JSON.stringify({ connectedAt: 'now' }));
    const execution = await runner.wait(started.executionArn);
    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!)).toEqual({ id: 'r1', waitSeconds: 100, answer: { connectedAt: 'now' } });
  });

  it('times the wait out after TimeoutSecondsPath; a late answer is TaskTimedOut, a foreign token InvalidToken', async () => {
    const { tokens, binding } = tokenRecorder();
    const execution = await callbackRunner(binding).run({ id: 'r2', waitSeconds: 2 });
    expect(JSON.parse(execution.output!).error.Error).toBe('States.Timeout');
    const runner = callbackRunner(binding);
    const started = runner.start({ id: 'r3', waitSeconds: 1 });
    await runner.wait(started.executionArn);
    const late = tokens.at(-1)!;
    expect(() => runner.sendTaskSuccess(late, '{}')).toThrow(expect.objectContaining({ error: 'TaskTimedOut' }));
    expect(() => runner.sendTaskSuccess('never-given', '{}')).toThrow(
      expect.objectContaining({ error: 'InvalidToken' }),
    );
  });

  it('fails the task with the function’s own error when the invoke fails, without waiting', async () => {
    const runner = callbackRunner(async () => {
      throw Object.assign(new Error('connected already'), { name: 'RotationConnected' });
    });
    const execution = await runner.run({ id: 'r4', waitSeconds: 10_000 });
    expect(JSON.parse(execution.output!).error.Error).toBe('RotationConnected');
  });

  it('fails the task with SendTaskFailure’s error and cause, and refuses output that is not JSON', async () => {
    const { tokens, binding } = tokenRecorder();
    const runner = callbackRunner(binding);
    const started = runner.start({ id: 'r5', waitSeconds: 100 });
    await until(() => tokens.length === 1);
    expect(() => runner.sendTaskSuccess(tokens[0], 'not json')).toThrow(
      expect.objectContaining({ error: 'InvalidOutput' }),
    );
    runner.sendTaskFailure(tokens[0], 'GatewayGone', 'deleted');
    const execution = await runner.wait(started.executionArn);
    expect(JSON.parse(execution.output!).error).toEqual({ Error: 'GatewayGone', Cause: 'deleted' });
  });

  it('ends a task whose heartbeat stops (HeartbeatSeconds) and keeps one that beats', async () => {
    const { tokens, binding } = tokenRecorder();
    // 300 ms at the runner's time scale against beats every 20 ms: a loaded machine's late timer (a clean-clone run
    // saw one past 30 ms) must not end the task while it still beats.
    const runner = callbackRunner(binding, { HeartbeatSeconds: 30 });
    const started = runner.start({ id: 'r6', waitSeconds: 100 });
    await until(() => tokens.length === 1);
    for (let beat = 0; beat < 3; beat++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      runner.sendTaskHeartbeat(tokens[0]);
    }
    expect(runner.describe(started.executionArn)?.status).toBe('RUNNING');
    const execution = await runner.wait(started.executionArn);
    expect(JSON.parse(execution.output!).error.Error).toBe('States.HeartbeatTimeout');
  });

  it('gives every retried attempt a new token; the old one no longer answers', async () => {
    let attempts = 0;
    const tokens: string[] = [];
    const runner = callbackRunner(
      async (payload) => {
        tokens.push((payload as { token: string }).token);
        if (attempts++ === 0) throw Object.assign(new Error('throttled'), { name: 'Lambda.TooManyRequestsException' });
        return {};
      },
      { Retry: [{ ErrorEquals: ['Lambda.TooManyRequestsException'], IntervalSeconds: 1, MaxAttempts: 2 }] },
    );
    const started = runner.start({ id: 'r7', waitSeconds: 100 });
    await until(() => tokens.length === 2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(() => runner.sendTaskSuccess(tokens[0], '{}')).toThrow(expect.objectContaining({ error: 'TaskTimedOut' }));
    runner.sendTaskSuccess(tokens[1], '"done"');
    expect(JSON.parse((await runner.wait(started.executionArn)).output!).answer).toBe('done');
  });

  it('refuses a timeout path that is not a positive whole number of seconds', async () => {
    const execution = await callbackRunner(tokenRecorder().binding).run({ id: 'r8', waitSeconds: 'soon' });
    expect(JSON.parse(execution.output!).error.Error).toBe('States.Runtime');
  });
});
