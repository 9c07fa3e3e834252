import { withClient } from '../../../lib/clients/lazy-client.js';
import { sfn } from '../../../lib/clients/sfn.js';
import { requireEnv } from '../../../lib/env.js';
import type { DeploymentSagaInput } from '../../../../shared/schemas/deployment-saga.js';

/** The deployment saga's state machine (`deployment-saga-start`), read when an execution starts or is described. */
const stateMachineArn = () => requireEnv('DEPLOYMENT_SAGA_ARN');

/** The ARN of the saga's execution named `name` (Step Functions' own form: the machine's ARN, `:execution:`). */
export const executionArnOf = (name: string) => `${stateMachineArn().replace(':stateMachine:', ':execution:')}:${name}`;

/** An execution as DescribeExecution reports it; `output` parsed. */
export interface SagaExecution {
  readonly status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED' | 'PENDING_REDRIVE';
  readonly output?: Record<string, unknown>;
  readonly error?: string;
}

/**
 * Starts the saga's execution `name` with `input` (ids and figures only: the execution's input is in its logs, so
 * no secret is ever part of it). A name used before starts nothing (Step Functions refuses a second execution of
 * a name): the caller reads that execution instead.
 */
export async function startSaga(name: string, input: DeploymentSagaInput): Promise<{ executionArn: string }> {
  return withClient(sfn, async (client, sdk) => {
    try {
      const started = await client.send(
        new sdk.StartExecutionCommand({ stateMachineArn: stateMachineArn(), name, input: JSON.stringify(input) }),
      );
      return { executionArn: started.executionArn ?? executionArnOf(name) };
    } catch (error) {
      if ((error as { name?: string }).name !== 'ExecutionAlreadyExists') throw error;
      return { executionArn: executionArnOf(name) };
    }
  });
}

/** The execution's status and, once ended, its output or error; undefined when there is none of that ARN. */
export async function describeSaga(executionArn: string): Promise<SagaExecution | undefined> {
  return withClient(sfn, async (client, sdk) => {
    try {
      const found = await client.send(new sdk.DescribeExecutionCommand({ executionArn }));
      return {
        status: found.status as SagaExecution['status'],
        ...(found.output ? { output: JSON.parse(found.output) as Record<string, unknown> } : {}),
        ...(found.error ? { error: found.error } : {}),
      };
    } catch (error) {
      if ((error as { name?: string }).name === 'ExecutionDoesNotExist') return undefined;
      throw error;
    }
  });
}
