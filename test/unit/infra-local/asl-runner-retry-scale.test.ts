import { describe, expect, it } from 'vitest';
import { AslRunner, type TaskBinding } from '../../../infra/local/step-functions/asl-runner.js';

const arn = 'arn:aws:lambda:us-east-1:000000000000:function:sia-local-flaky';

/** One task retried 2 s, then 4 s apart, with a 1-second timeout, on a runner whose retries wait `retryScale`. */
function flakyRunner(binding: TaskBinding, retryScale: number) {
  return new AslRunner({
    stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:flaky',
    definition: {
      StartAt: 'Flaky',
      States: {
        Flaky: {
          Type: 'Task',
          Resource: 'arn:aws:states:::lambda:invoke',
          Parameters: { FunctionName: arn, Payload: {} },
          ResultSelector: { 'result.$': '$.Payload' },
          TimeoutSeconds: 1,
          Retry: [{ ErrorEquals: ['NotYet'], IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 }],
          End: true,
        },
      },
    },
    bindings: { [arn]: binding },
    retryScale,
  });
}

describe('the local runner’s retry scale (a test stack’s short backoffs)', () => {
  it('shortens the waits between attempts but not a task’s timeout', async () => {
    let attempts = 0;
    // Each attempt takes 50 ms: a timeout scaled like the retries (1 ms) would end every one of them.
    const runner = flakyRunner(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      attempts += 1;
      if (attempts < 3) throw Object.assign(new Error('still booting'), { name: 'NotYet' });
      return { up: true };
    }, 0.001);
    const started = performance.now();
    const execution = await runner.wait(runner.start({}).executionArn);
    expect(execution.status, execution.cause).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!)).toEqual({ result: { up: true } });
    expect(attempts).toBe(3);
    // Unscaled, the two waits alone last 6 s.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
