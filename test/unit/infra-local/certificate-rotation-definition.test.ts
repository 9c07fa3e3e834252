import { describe, expect, it } from 'vitest';
import {
  certificateRotationDefinition,
  rotationFunctionPlaceholder,
} from '../../../infra/definitions/certificate-rotation-definition.js';
import { AslRunner, substituteDefinition } from '../../../infra/local/step-functions/asl-runner.js';

const arn = 'arn:aws:lambda:us-east-1:000000000000:function:sia-local-certificate-rotation';

interface Call {
  action: string;
  rotationId: string;
  gatewayId: string;
  taskToken?: string;
  error?: { Error: string; Cause?: string };
}

/** What the fake task function does per action: answer, throw a named error, or fail a number of times first. */
type Script = Partial<Record<string, (call: Call, attempt: number) => unknown>>;

const named = (name: string) => Object.assign(new Error(name), { name });

/**
 * The rotation's ASL exactly as deployed, run by the local runner against a scripted task function: every call is
 * recorded; `deliver` answers its token through the runner (as the presence function does through the shim) unless
 * the script says otherwise.
 */
async function rotate(script: Script, input: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const attempts = new Map<string, number>();
  const runner: AslRunner = new AslRunner({
    stateMachineArn: 'arn:aws:states:us-east-1:000000000000:stateMachine:sia-local-certificate-rotation',
    definition: substituteDefinition(certificateRotationDefinition(), { [rotationFunctionPlaceholder]: arn }),
    bindings: {
      [arn]: async (payload) => {
        const call = payload as Call;
        calls.push(call);
        const attempt = (attempts.get(call.action) ?? 0) + 1;
        attempts.set(call.action, attempt);
        const scripted = script[call.action];
        if (scripted) return scripted(call, attempt);
        if (call.action === 'deliver')
          setTimeout(() => runner.sendTaskSuccess(call.taskToken!, JSON.stringify({ connectedAt: 'now' })), 5);
        if (call.action === 'rollBack') return { outcome: 'rolledBack' };
        return { status: 'ok' };
      },
    },
    timeScale: 0.001,
  });
  const execution = await runner.run({ rotationId: 'r1', gatewayId: 'g1', waitSeconds: 600, ...input });
  return { execution, calls, actions: calls.map((call) => call.action) };
}

describe('the certificate rotation state machine', () => {
  it('issues, delivers with a token, waits for the connect, then completes', async () => {
    const { execution, calls, actions } = await rotate({});
    expect(execution.status).toBe('SUCCEEDED');
    expect(actions).toEqual(['issue', 'deliver', 'complete']);
    expect(calls[0]).toEqual({ action: 'issue', rotationId: 'r1', gatewayId: 'g1' });
    expect(calls[1].taskToken).toEqual(expect.any(String));
    expect(JSON.parse(execution.output!).connected).toEqual({ connectedAt: 'now' });
  });

  it('rolls back when the gateway does not connect in waitSeconds, and ends without failing (the enterprise is told)', async () => {
    const { execution, calls, actions } = await rotate({ deliver: () => ({ delivered: true }) }, { waitSeconds: 30 });
    expect(actions).toEqual(['issue', 'deliver', 'rollBack']);
    expect(calls[2].error?.Error).toBe('States.Timeout');
    expect(execution.status).toBe('SUCCEEDED');
  });

  it('goes forward when the rollback finds the gateway connected (the connect won the race with the timeout)', async () => {
    const { execution, actions } = await rotate(
      { deliver: () => ({ delivered: true }), rollBack: () => ({ outcome: 'connected' }) },
      { waitSeconds: 30 },
    );
    expect(actions).toEqual(['issue', 'deliver', 'rollBack', 'complete']);
    expect(execution.status).toBe('SUCCEEDED');
  });

  it('completes when the delivery finds the gateway connected already, without waiting or retrying', async () => {
    const { execution, actions } = await rotate({
      deliver: () => {
        throw named('RotationConnected');
      },
    });
    expect(actions).toEqual(['issue', 'deliver', 'complete']);
    expect(execution.status).toBe('SUCCEEDED');
  });

  it('retries a failing issue, then rolls back and fails the execution (the operators’ alarm)', async () => {
    const { execution, calls, actions } = await rotate({
      issue: () => {
        throw named('ProvisionedThroughputExceededException');
      },
    });
    expect(actions).toEqual(['issue', 'issue', 'issue', 'issue', 'rollBack']);
    expect(calls.at(-1)!.error?.Error).toBe('ProvisionedThroughputExceededException');
    expect(execution).toMatchObject({ status: 'FAILED', error: 'RotationFailed' });
  });

  it('never rolls back past the connect: a completion that keeps failing is recorded as failed', async () => {
    const { execution, actions } = await rotate({
      complete: () => {
        throw named('IoTUnavailable');
      },
    });
    expect(actions.filter((action) => action === 'complete')).toHaveLength(9);
    expect(actions).not.toContain('rollBack');
    expect(actions.at(-1)).toBe('fail');
    expect(execution).toMatchObject({ status: 'FAILED', error: 'RotationFailed' });
  });

  it('records a rollback that keeps failing as failed', async () => {
    const { execution, actions } = await rotate(
      {
        deliver: () => ({ delivered: true }),
        rollBack: () => {
          throw named('IoTUnavailable');
        },
      },
      { waitSeconds: 30 },
    );
    expect(actions.filter((action) => action === 'rollBack')).toHaveLength(7);
    expect(actions.at(-1)).toBe('fail');
    expect(execution.status).toBe('FAILED');
  });

  it('ends quietly, retrying nothing, when the rotation is gone (the gateway was deleted)', async () => {
    for (const step of ['issue', 'deliver', 'complete'] as const) {
      const { execution, actions } = await rotate({
        [step]: () => {
          throw named('RotationGone');
        },
      });
      expect(actions.at(-1), step).toBe(step);
      expect(
        actions.filter((action) => action === step),
        step,
      ).toHaveLength(1);
      expect(execution.status, step).toBe('SUCCEEDED');
    }
  });

  it('retries a delivery that failed (each attempt with a new token), then waits as usual', async () => {
    const tokens: string[] = [];
    const { execution, actions } = await rotate({
      deliver: (call, attempt) => {
        tokens.push(call.taskToken!);
        if (attempt === 1) throw named('ThrottlingException');
        throw named('RotationConnected');
      },
    });
    expect(actions).toEqual(['issue', 'deliver', 'deliver', 'complete']);
    expect(new Set(tokens).size).toBe(2);
    expect(execution.status).toBe('SUCCEEDED');
  });

  it('carries no key material in its input or results', () => {
    expect(JSON.stringify(certificateRotationDefinition())).not.toMatch(/privateKey|sealedKey|Pem/);
  });
});
