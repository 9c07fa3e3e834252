/**
 * The certificate rotation as Amazon States Language (docs/equipment.md "Rotation"): a saga whose steps are the
 * `certificate-rotation` task function's actions, each idempotent, with its compensation. The CDK api stack deploys
 * it with `definitionSubstitutions`; the local Step Functions runner executes the very same JSON bound to the local
 * handler.
 *
 * Input (`RotationExecutionInput`): `{ rotationId, gatewayId, waitSeconds }`.
 *
 * Issue → Deliver (the callback pattern: the task stores its token and publishes the new certificate; the presence
 * event answers the token when the gateway connects with it; `waitSeconds` is the state's timeout) → Complete (the
 * old certificate revoked and destroyed). A timeout or an error rolls back (the new certificate revoked, the old one
 * kept, the enterprise told); a rollback that finds the gateway connected after all goes forward to Complete. Past the
 * gateway's connect there is no rollback, only retries, then `fail`. A rotation whose gateway was deleted meanwhile
 * (`RotationGone`: the delete took both certificates) just ends.
 */

/** Placeholder replaced by the certificate-rotation function's ARN (or local binding). */
export const rotationFunctionPlaceholder = 'CertificateRotationFunctionArn';

/** The state machine's name in a stage (`sia-<stage>-certificate-rotation`). */
export const rotationStateMachineName = (stage: string) => `sia-${stage}-certificate-rotation`;

const functionName = `\${${rotationFunctionPlaceholder}}`;
const ids = { 'rotationId.$': '$.rotationId', 'gatewayId.$': '$.gatewayId' };

/** Errors the task function throws on purpose: the state machine routes them, never retries them. */
const routed = ['RotationGone', 'RotationConnected', 'InvalidRotationTask'];

/** A failed task is retried (throttling, a conflict, a Lambda hiccup), but not what it throws on purpose. */
const retry = (maxAttempts: number) => [
  { ErrorEquals: routed, MaxAttempts: 0 },
  { ErrorEquals: ['States.TaskFailed'], IntervalSeconds: 2, MaxAttempts: maxAttempts, BackoffRate: 2 },
];

/** A step that must get through (revoking, rolling back): retried long, its timeouts too, up to 5 minutes apart. */
const persist = (maxAttempts: number) => [
  { ErrorEquals: routed, MaxAttempts: 0 },
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 5, MaxAttempts: maxAttempts, BackoffRate: 2, MaxDelaySeconds: 300 },
];

/** A rotation that is gone ends quietly; anything else goes to `next` with the error at `$.error`. */
const catchInto = (next: string) => [
  { ErrorEquals: ['RotationGone'], ResultPath: null, Next: 'Abandoned' },
  { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: next },
];

const invoke = (action: string, extra: Record<string, unknown> = {}) => ({
  Type: 'Task',
  Resource: 'arn:aws:states:::lambda:invoke',
  Parameters: { FunctionName: functionName, Payload: { action, ...ids, ...extra } },
  ResultSelector: { 'result.$': '$.Payload' },
  TimeoutSeconds: 60,
});

/** Returns the certificate-rotation state machine definition (a plain JSON object). */
export function certificateRotationDefinition(): Record<string, unknown> {
  return {
    Comment:
      "Replaces a gateway's certificate without downtime: issue, deliver, wait for the gateway's connect, revoke the old one; a timeout rolls back.",
    StartAt: 'Issue',
    // Longer than the longest wait (a day) with every retry: the Deliver state's own timeout ends a wait, never this.
    TimeoutSeconds: 172_800,
    States: {
      Issue: {
        ...invoke('issue'),
        ResultPath: '$.issue',
        Retry: retry(3),
        Catch: catchInto('RollBack'),
        Next: 'Deliver',
      },
      Deliver: {
        Type: 'Task',
        Resource: 'arn:aws:states:::lambda:invoke.waitForTaskToken',
        Parameters: {
          FunctionName: functionName,
          Payload: { action: 'deliver', ...ids, 'taskToken.$': '$$.Task.Token' },
        },
        TimeoutSecondsPath: '$.waitSeconds',
        ResultPath: '$.connected',
        Retry: retry(3),
        Catch: [{ ErrorEquals: ['RotationConnected'], ResultPath: null, Next: 'Complete' }, ...catchInto('RollBack')],
        Next: 'Complete',
      },
      Complete: {
        ...invoke('complete'),
        ResultPath: '$.complete',
        // Past the gateway's connect there is no way back: the old certificate's revocation is retried for long.
        Retry: persist(8),
        Catch: catchInto('RecordFailure'),
        Next: 'Completed',
      },
      Completed: { Type: 'Succeed' },
      RollBack: {
        ...invoke('rollBack', { 'error.$': '$.error' }),
        ResultPath: '$.rollBack',
        Retry: persist(6),
        Catch: catchInto('RecordFailure'),
        Next: 'AfterRollBack',
      },
      AfterRollBack: {
        Type: 'Choice',
        Choices: [
          // The gateway's connect won the race with the timeout: the rotation goes forward.
          { Variable: '$.rollBack.result.outcome', StringEquals: 'connected', Next: 'Complete' },
          { Variable: '$.rollBack.result.outcome', StringEquals: 'completed', Next: 'Completed' },
          { Variable: '$.rollBack.result.outcome', StringEquals: 'gone', Next: 'Abandoned' },
          // A timeout is the gateway's, told to its enterprise; anything else failed and alarms the operators.
          { Variable: '$.error.Error', StringEquals: 'States.Timeout', Next: 'RolledBack' },
        ],
        Default: 'RotationFailed',
      },
      RolledBack: { Type: 'Succeed' },
      RecordFailure: {
        ...invoke('fail', { 'error.$': '$.error' }),
        ResultPath: null,
        Retry: retry(3),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: null, Next: 'RotationFailed' }],
        Next: 'RotationFailed',
      },
      RotationFailed: {
        Type: 'Fail',
        Error: 'RotationFailed',
        Cause: 'A step of the certificate rotation kept failing; the rotation record says where it stopped.',
      },
      Abandoned: { Type: 'Succeed', Comment: 'The gateway was deleted: its delete took both certificates.' },
    },
  };
}
