/**
 * The deployment saga as Amazon States Language (docs/deployments.md "The saga"): its steps are the `deployment-saga`
 * task function's actions, each idempotent, with their compensations. The CDK deploys it with
 * `definitionSubstitutions`; the local Step Functions runner executes the very same JSON bound to the local handler.
 *
 * Input (`DeploymentSagaInput`, shared/schemas/deployment-saga.ts): ids and figures only, never a secret.
 *
 * Reserve (quota) → Charge (idempotent by the purchase's key) → Record (the revision `pending`) → Start (the driver of
 * its release mode) → CheckHealth (retried with backoff while the app boots) → MarkRunning. A refusal before the
 * charge (no online space, quota or balance short, a race lost) gives back what was taken and ends `Refused`; any
 * failure after the charge compensates (crashed, quota released, refund in the ledger) — or, for an upgrade or a
 * restore, returns to the revision that ran before. An app that does not come up ends as a success of the saga (the
 * enterprise sees it crashed); a step that keeps failing ends `DeploymentSagaFailed`, which alarms the operators.
 */

/** Placeholder replaced by the deployment-saga function's ARN (or local binding). */
export const deploymentSagaFunctionPlaceholder = 'DeploymentSagaFunctionArn';

/** The state machine's name in a stage (`sia-<stage>-deployment-saga`). */
export const deploymentSagaStateMachineName = (stage: string) => `sia-${stage}-deployment-saga`;

const functionName = `\${${deploymentSagaFunctionPlaceholder}}`;

/** The refusals the task function throws on purpose (functions/domains/deployments/saga-errors.ts). */
const refusals = ['NotOnline', 'NoTenantSpace', 'QuotaExceeded', 'InsufficientBalance', 'AlreadyDeployed', 'Busy'];
/** The health check's errors: the app still boots, or answers wrong. */
const health = ['NotHealthyYet', 'Unhealthy'];
/** Every error thrown on purpose: routed, never retried by the generic retrier. */
const routed = [...refusals, ...health, 'InvalidDeploymentTask'];

/** A failed task is retried (throttling, a conflict, a Lambda hiccup), but not what it throws on purpose. */
const retry = (maxAttempts: number) => [
  { ErrorEquals: routed, MaxAttempts: 0 },
  {
    ErrorEquals: ['States.TaskFailed', 'States.Timeout'],
    IntervalSeconds: 1,
    MaxAttempts: maxAttempts,
    BackoffRate: 2,
  },
];

/** A compensation that must get through: retried long, up to 2 minutes apart. */
const persist = (maxAttempts: number) => [
  { ErrorEquals: ['InvalidDeploymentTask'], MaxAttempts: 0 },
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: maxAttempts, BackoffRate: 2, MaxDelaySeconds: 120 },
];

const invoke = (action: string, timeoutSeconds: number, withError = false) => ({
  Type: 'Task',
  Resource: 'arn:aws:states:::lambda:invoke',
  Parameters: {
    FunctionName: functionName,
    Payload: { action, 'saga.$': '$$.Execution.Input', ...(withError ? { 'error.$': '$.error' } : {}) },
  },
  ResultSelector: { 'result.$': '$.Payload' },
  TimeoutSeconds: timeoutSeconds,
});

/** Whether `$.error.Error` is one of `names`. */
const errorIsOneOf = (names: readonly string[]) => ({
  Or: names.map((name) => ({ Variable: '$.error.Error', StringEquals: name })),
});

/** Returns the deployment saga's state machine definition (a plain JSON object). */
export function deploymentSagaDefinition(): Record<string, unknown> {
  return {
    Comment:
      'Deploys an app into a tenant space: reserve quota, charge, record, start, check health, running; compensates any failure after the charge.',
    StartAt: 'Reserve',
    // Longer than the slowest path with every retry (a JVM booting, compensations retried).
    TimeoutSeconds: 3600,
    States: {
      Reserve: {
        ...invoke('reserve', 30),
        ResultPath: '$.reserve',
        Retry: retry(3),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Refuse' }],
        Next: 'Charge',
      },
      Charge: {
        ...invoke('charge', 30),
        ResultPath: '$.charge',
        Retry: retry(3),
        Catch: [
          { ErrorEquals: ['InsufficientBalance', 'AlreadyDeployed'], ResultPath: '$.error', Next: 'Refuse' },
          // The charge may have committed before its answer was lost: the compensation refunds it if so.
          { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Compensate' },
        ],
        Next: 'Record',
      },
      Record: {
        ...invoke('record', 30),
        ResultPath: '$.record',
        Retry: retry(3),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Compensate' }],
        Next: 'Start',
      },
      Start: {
        ...invoke('start', 120),
        ResultPath: '$.start',
        Retry: retry(2),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'AfterFailure' }],
        Next: 'CheckHealth',
      },
      CheckHealth: {
        ...invoke('checkHealth', 30),
        ResultPath: '$.health',
        Retry: [
          // Booting: looked at again for about two and a half minutes (1 s, then 1.5 times longer each time, at most
          // 20 s): a static bundle or a small JVM app answers within the first looks.
          {
            ErrorEquals: ['NotHealthyYet'],
            IntervalSeconds: 1,
            MaxAttempts: 14,
            BackoffRate: 1.5,
            MaxDelaySeconds: 20,
          },
          // Answering wrong: a couple of quick looks (a restart in progress), then compensated.
          { ErrorEquals: ['Unhealthy'], IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 },
          ...retry(2),
        ],
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'AfterFailure' }],
        Next: 'MarkRunning',
      },
      MarkRunning: {
        ...invoke('markRunning', 30),
        ResultPath: '$.running',
        Retry: persist(6),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'AfterFailure' }],
        Next: 'Deployed',
      },
      Deployed: { Type: 'Succeed' },
      AfterFailure: {
        Type: 'Choice',
        Choices: [
          {
            Or: [
              { Variable: '$.kind', StringEquals: 'upgrade' },
              { Variable: '$.kind', StringEquals: 'restore' },
            ],
            Next: 'ReturnToPrevious',
          },
        ],
        Default: 'Compensate',
      },
      ReturnToPrevious: {
        ...invoke('returnToPrevious', 120, true),
        ResultPath: '$.returned',
        Retry: persist(4),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.returnError', Next: 'Compensate' }],
        Next: 'Returned',
      },
      Returned: { Type: 'Succeed', Comment: 'The new revision did not come up; the one before runs again.' },
      Compensate: {
        ...invoke('compensate', 60, true),
        ResultPath: '$.compensation',
        Retry: persist(6),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.compensationError', Next: 'DeploymentSagaFailed' }],
        Next: 'AfterCompensate',
      },
      AfterCompensate: {
        Type: 'Choice',
        // The app did not come up, or another purchase of it won: the enterprise's matter, told by the crashed state.
        Choices: [{ ...errorIsOneOf([...health, 'AlreadyDeployed', 'Busy']), Next: 'Compensated' }],
        Default: 'DeploymentSagaFailed',
      },
      Compensated: { Type: 'Succeed', Comment: 'Crashed, the quota released and the charge refunded.' },
      Refuse: {
        ...invoke('refuse', 30, true),
        ResultPath: '$.refusal',
        Retry: persist(6),
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.refusalError', Next: 'DeploymentSagaFailed' }],
        Next: 'AfterRefuse',
      },
      AfterRefuse: {
        Type: 'Choice',
        Choices: [{ ...errorIsOneOf(refusals), Next: 'Refused' }],
        Default: 'DeploymentSagaFailed',
      },
      Refused: { Type: 'Succeed', Comment: 'Refused before anything was charged; what was taken is given back.' },
      DeploymentSagaFailed: {
        Type: 'Fail',
        Error: 'DeploymentSagaFailed',
        Cause: 'A step of the deployment saga kept failing; the deployment ledger says where it stopped.',
      },
    },
  };
}
