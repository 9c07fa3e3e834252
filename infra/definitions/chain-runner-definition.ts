/**
 * The canvas chain runner as Amazon States Language. The CDK pipeline stack
 * deploys it with `definitionSubstitutions`; the local Step Functions runner
 * executes the very same JSON with the same substitution bound to the local
 * pipeline handler.
 *
 * Input: `{ runId, projectId, enterpriseId, userId, modules: [{ id, ... }] }`.
 * Modules run one at a time in list order (Map with MaxConcurrency 1); the
 * first failure fails the Map, the Catch records the failure, and the run stops.
 *
 * A parameter sweep (docs/bigdata.md "Parameter sweep") adds
 * `sweep: { items: [{ value, modules: [{ module, index }] }] }`: a Distributed
 * Map runs the values' chains at once (at most `SWEEP_LIMITS.concurrency`), each
 * chain one module after another; a value whose module fails ends that value
 * only (its Catch), so the others still give their figures.
 */
import { SWEEP_LIMITS } from '../../shared/schemas/bigdata-runs.js';
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

/** The identity every module task carries, read from the Map item's input. */
const identity = {
  'runId.$': '$.runId',
  'projectId.$': '$.projectId',
  'enterpriseId.$': '$.enterpriseId',
  'userId.$': '$.userId',
};

/** The chain of a sweep value: its modules one after another; a failure ends the value, not the sweep. */
const sweepValueProcessor = {
  ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
  StartAt: 'RunValueChain',
  States: {
    RunValueChain: {
      Type: 'Map',
      ItemsPath: '$.modules',
      MaxConcurrency: 1,
      ItemSelector: {
        ...identity,
        'module.$': '$$.Map.Item.Value.module',
        'index.$': '$$.Map.Item.Value.index',
      },
      ItemProcessor: {
        ProcessorConfig: { Mode: 'INLINE' },
        StartAt: 'RunSweepModule',
        States: {
          RunSweepModule: {
            ...invoke('runModule', { ...identity, 'module.$': '$.module', 'index.$': '$.index' }),
            End: true,
          },
        },
      },
      ResultPath: null,
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'ValueFailed' }],
      End: true,
    },
    // The failure is on the value's module record (FAILED with its reason); the sweep goes on.
    ValueFailed: { Type: 'Pass', End: true },
  },
};

/** Returns the chain-runner state machine definition (a plain JSON object). */
export function chainRunnerDefinition(): Record<string, unknown> {
  return {
    Comment:
      'Runs the modules of a big-data canvas chain one after another, stopping at the first failure; or a parameter sweep, one chain per value.',
    StartAt: 'Mode',
    TimeoutSeconds: 3600,
    States: {
      Mode: {
        Type: 'Choice',
        Choices: [{ Variable: '$.sweep', IsPresent: true, Next: 'Sweep' }],
        Default: 'RunModules',
      },
      Sweep: {
        Type: 'Map',
        ItemsPath: '$.sweep.items',
        MaxConcurrency: SWEEP_LIMITS.concurrency,
        ItemSelector: { ...identity, 'modules.$': '$$.Map.Item.Value.modules' },
        ItemProcessor: sweepValueProcessor,
        ResultPath: null,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordFailure' }],
        Next: 'RecordSuccess',
      },
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
