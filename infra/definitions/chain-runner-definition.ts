/**
 * The canvas chain runner as Amazon States Language. The CDK pipeline stack
 * deploys it with `definitionSubstitutions`; the local Step Functions runner
 * executes the very same JSON with the same substitution bound to the local
 * pipeline handler.
 *
 * Input: `{ runId, projectId, enterpriseId, userId, modules: [{ id, ... }] }`.
 * Modules run one at a time in list order (Map with MaxConcurrency 1); the
 * first failure fails the Map, the Catch records the failure, and the run stops.
 */
import { PIPELINE_TASK_SECONDS } from './function-catalogue.js';

/** Placeholder replaced by the pipeline task function's ARN (or local binding). */
export const pipelineFunctionPlaceholder = 'PipelineFunctionArn';

const taskRetry = [
  {
    ErrorEquals: [
      'Lambda.ServiceException',
      'Lambda.AWSLambdaException',
      'Lambda.SdkClientException',
      'Lambda.TooManyRequestsException',
    ],
    IntervalSeconds: 2,
    MaxAttempts: 3,
    BackoffRate: 2,
  },
];

const invoke = (action: string, payload: Record<string, unknown>) => ({
  Type: 'Task',
  Resource: 'arn:aws:states:::lambda:invoke',
  Parameters: {
    FunctionName: `\${${pipelineFunctionPlaceholder}}`,
    Payload: { action, ...payload },
  },
  ResultSelector: { 'result.$': '$.Payload' },
  TimeoutSeconds: PIPELINE_TASK_SECONDS,
  Retry: taskRetry,
});

/** Returns the chain-runner state machine definition (a plain JSON object). */
export function chainRunnerDefinition(): Record<string, unknown> {
  return {
    Comment: 'Runs the modules of a big-data canvas chain one after another; stops at the first failure.',
    StartAt: 'RunModules',
    TimeoutSeconds: 3600,
    States: {
      RunModules: {
        Type: 'Map',
        ItemsPath: '$.modules',
        MaxConcurrency: 1,
        ItemSelector: {
          'runId.$': '$.runId',
          'projectId.$': '$.projectId',
          'enterpriseId.$': '$.enterpriseId',
          'userId.$': '$.userId',
          'module.$': '$$.Map.Item.Value',
          'index.$': '$$.Map.Item.Index',
        },
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'RunModule',
          States: {
            RunModule: {
              ...invoke('runModule', {
                'runId.$': '$.runId',
                'projectId.$': '$.projectId',
                'enterpriseId.$': '$.enterpriseId',
                'userId.$': '$.userId',
                'module.$': '$.module',
                'index.$': '$.index',
              }),
              End: true,
            },
          },
        },
        ResultPath: '$.moduleResults',
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordFailure' }],
        Next: 'RecordSuccess',
      },
      RecordSuccess: {
        ...invoke('finishRun', { 'runId.$': '$.runId', 'projectId.$': '$.projectId', status: 'SUCCEEDED' }),
        End: true,
      },
      RecordFailure: {
        ...invoke('finishRun', {
          'runId.$': '$.runId',
          'projectId.$': '$.projectId',
          status: 'FAILED',
          'error.$': '$.error',
        }),
        Next: 'ChainFailed',
      },
      ChainFailed: {
        Type: 'Fail',
        Error: 'ChainFailed',
        Cause: 'A module of the chain failed; later modules did not run.',
      },
    },
  };
}
