import { withClient } from '../../../lib/clients/lazy-client.js';
import { sfn } from '../../../lib/clients/sfn.js';
import { requireEnv } from '../../../lib/env.js';

/**
 * Starts the chain runner's execution `runId` (`CHAIN_RUNNER_ARN`, the `chain-runner-start` need) with the run's
 * input: ids and the modules to run, never a secret (an execution's input is in its history).
 */
export async function startChainExecution(input: {
  runId: string;
  projectId: string;
  enterpriseId: string;
  userId: string;
  modules: unknown[];
  /** A parameter sweep's values, each with its chain (the chain runner's Distributed Map). */
  sweep?: { items: { value: unknown; modules: { module: unknown; index: number }[] }[] };
}): Promise<void> {
  await withClient(sfn, (client, sdk) =>
    client.send(
      new sdk.StartExecutionCommand({
        stateMachineArn: requireEnv('CHAIN_RUNNER_ARN'),
        name: input.runId,
        input: JSON.stringify(input),
      }),
    ),
  );
}
