import type { TestProject } from 'vitest/node';
import { startLocalStack, type RunningLocalStack } from '../../infra/local/local-stack.js';
import { testConfig } from './test-ports.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The handler environment of the test stack (copied into process.env by setup-env.ts). */
    localEnv: Record<string, string>;
    /** URLs of the test stack's parts; its plain MQTT listeners always run. */
    localUrls: RunningLocalStack['urls'] & { mqtt: string; mqttWs: string };
  }
}

/**
 * Starts the whole local stack once for the integration project: fresh data
 * under .data/test (DynamoDB's in memory), the demo seed, and ports offset by 10000 (SIA_*_PORT) so
 * tests can run while `npm start` runs. SIA_TEST_PORT_OFFSET and
 * SIA_TEST_DATA_DIR change both, for two test runs side by side.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The suite's steps share the cores with this stack: handlers get 3× their time limit (lambda-runtime.ts).
  process.env.SIA_LAMBDA_TIMEOUT_FACTOR ??= '3';
  const stack = await startLocalStack({
    config: testConfig(
      Number(process.env.SIA_TEST_PORT_OFFSET ?? 10_000),
      process.env.SIA_TEST_DATA_DIR ?? '.data/test',
    ),
    fresh: true,
    // The run's data starts fresh and dies with it: in memory, the seed takes seconds instead of most of a minute.
    inMemoryTables: true,
    seed: true,
    // Backoffs between a saga's attempts (an app booting, a health check answering wrong) a fifth as long.
    stateMachineRetryScale: 0.2,
    quiet: true,
    log: (message) => console.error(`[local stack] ${message}`),
  });
  project.provide('localEnv', stack.env);
  const { mqtt, mqttWs } = stack.urls;
  if (!mqtt || !mqttWs) throw new Error('The test stack runs the plain MQTT listeners');
  project.provide('localUrls', { ...stack.urls, mqtt, mqttWs });
  return () => stack.stop();
}
