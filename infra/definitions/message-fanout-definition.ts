/**
 * The message fan-out state machine as Amazon States Language. The CDK api
 * stack deploys it with `definitionSubstitutions`; the local Step Functions
 * runner executes the very same JSON bound to the local message-fanout
 * handler (docs/messaging.md).
 *
 * Input (`FanoutExecutionInput`): `{ mode: 'deliver', jobId, chunks: [0, 1, …] }`
 * delivers a job: each chunk is one task invocation, retried with backoff (a
 * retried chunk delivers no copy twice); chunks run 10 at a time in AWS (the
 * local runner runs Map items one after another); `finishJob` records the
 * totals, or the failure. `{ mode: 'push', userIds }` pushes those users'
 * unread counts to their WebSockets (the task function sits beside the
 * WebSocket stage; the HTTP API functions start this instead of posting).
 */

/** Placeholder replaced by the message-fanout function's ARN (or local binding). */
export const fanoutFunctionPlaceholder = 'MessageFanoutFunctionArn';

/** The state machine's name in a stage (`sia-<stage>-message-fanout`). */
export const fanoutStateMachineName = (stage: string) => `sia-${stage}-message-fanout`;

const invoke = (payload: Record<string, unknown>, retry: Record<string, unknown>[]) => ({
  Type: 'Task',
  Resource: 'arn:aws:states:::lambda:invoke',
  Parameters: { FunctionName: `\${${fanoutFunctionPlaceholder}}`, Payload: payload },
  ResultSelector: { 'result.$': '$.Payload' },
  TimeoutSeconds: 300,
  Retry: retry,
});

/** Every error but a malformed task is worth retrying: throttling, a conflict, a Lambda hiccup. */
const chunkRetry = [
  { ErrorEquals: ['InvalidFanoutTask'], MaxAttempts: 0 },
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 5, BackoffRate: 2 },
];

/** Returns the message fan-out state machine definition (a plain JSON object). */
export function messageFanoutDefinition(): Record<string, unknown> {
  return {
    Comment:
      'Delivers a large notification in chunks of recipients (each retried on its own), or pushes unread counts.',
    StartAt: 'Route',
    TimeoutSeconds: 3600,
    States: {
      Route: {
        Type: 'Choice',
        Choices: [{ Variable: '$.mode', StringEquals: 'push', Next: 'PushCounts' }],
        Default: 'DeliverChunks',
      },
      PushCounts: {
        ...invoke({ action: 'pushCounts', 'userIds.$': '$.userIds' }, chunkRetry),
        End: true,
      },
      DeliverChunks: {
        Type: 'Map',
        ItemsPath: '$.chunks',
        MaxConcurrency: 10,
        ItemSelector: { 'jobId.$': '$.jobId', 'index.$': '$$.Map.Item.Value' },
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'DeliverChunk',
          States: {
            DeliverChunk: {
              ...invoke({ action: 'deliverChunk', 'jobId.$': '$.jobId', 'index.$': '$.index' }, chunkRetry),
              End: true,
            },
          },
        },
        ResultPath: null,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordFailure' }],
        Next: 'RecordSuccess',
      },
      RecordSuccess: {
        ...invoke({ action: 'finishJob', 'jobId.$': '$.jobId' }, chunkRetry),
        End: true,
      },
      RecordFailure: {
        ...invoke({ action: 'finishJob', 'jobId.$': '$.jobId', 'error.$': '$.error' }, chunkRetry),
        Next: 'FanoutFailed',
      },
      FanoutFailed: {
        Type: 'Fail',
        Error: 'FanoutFailed',
        Cause: 'A chunk of recipients kept failing; the job records which chunks were delivered.',
      },
    },
  };
}
