import { randomUUID } from 'node:crypto';
import { DescribeExecutionCommand, StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { getChainRun } from '../../../functions/domains/bigdata/data/chain-run.js';
import { localEnv } from './index.js';

/**
 * Starts the chain runner through the Step Functions API with `modules` (a fixed project, enterprise and user) and
 * waits for the execution to end: answers the run id, the execution and the run with its module records.
 */
export async function runChain(sfn: SFNClient, modules: unknown[]) {
  const runId = randomUUID();
  const input = { runId, projectId: 'project-1', enterpriseId: 'enterprise-1', userId: 'user-1', modules };
  const { executionArn } = await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: localEnv().CHAIN_RUNNER_ARN,
      name: runId,
      input: JSON.stringify(input),
    }),
  );
  // Up to 20 s: a chain of system algorithms on iris takes a few seconds on a loaded machine.
  for (let i = 0; i < 200; i += 1) {
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (execution.status !== 'RUNNING') return { runId, execution, ...(await getChainRun({ runId })) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The chain did not finish');
}
