import type { FullConfig } from '@playwright/test';
import { STACK_ENV_VARIABLE } from './e2e-env.js';
import { startE2eStack } from './e2e-stack.js';

/**
 * Starts the e2e stack (`e2e-stack.ts`) and returns the teardown that stops it; its variables go to the workers.
 * Where the stack is already running (`npm test` starts it beside the integration tests, `stack-process.ts`, and
 * hands its variables to this process) nothing is started.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env[STACK_ENV_VARIABLE]) return async () => undefined;
  const { variables, stop } = await startE2eStack();
  Object.assign(process.env, variables);
  return stop;
}
