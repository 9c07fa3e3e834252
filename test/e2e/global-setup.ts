import type { FullConfig } from '@playwright/test';
import { e2eConfig, STACK_ENV_VARIABLE } from './e2e-env.js';

/**
 * Starts the whole local stack (engines, gateway, handlers, seed, built
 * console) on the e2e ports with a fresh `.data/e2e`, and returns the
 * teardown that stops it. The stack's environment goes to the workers, whose
 * fixtures write a test's own users (`fixtures/own-users.ts`).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // The suite's steps share the cores with this stack: handlers get 3× their time limit (lambda-runtime.ts).
  process.env.SIA_LAMBDA_TIMEOUT_FACTOR ??= '3';
  const config = e2eConfig();
  const { startLocalStack } = await import('../../infra/local/local-stack.js');
  // Fresh for each run and gone after it, so DynamoDB Local keeps it in memory: the seed takes seconds, not a minute.
  const stack = await startLocalStack({
    config,
    fresh: true,
    inMemoryTables: true,
    seed: true,
    buildWeb: true,
    quiet: true,
  });
  process.env.SIA_E2E_CONSOLE_URL = stack.urls.console;
  process.env[STACK_ENV_VARIABLE] = JSON.stringify(stack.env);
  return async () => {
    await stack.stop();
  };
}
