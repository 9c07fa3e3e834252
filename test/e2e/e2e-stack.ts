import { e2eConfig, STACK_ENV_VARIABLE } from './e2e-env.js';

/** What the Playwright process needs to reach a running e2e stack: its variables, to put into its environment. */
export type E2eStackVariables = Record<string, string>;

/** Variables the e2e config reads (ports, data directory), which the Playwright process must see the same. */
const configVariable = /^SIA_(.*_PORT|DATA_DIR)$/;

/**
 * Starts the whole local stack (engines, gateway, handlers, seed, built console) on the e2e ports with a fresh
 * `.data/e2e`, and answers its stop and the variables that lead the Playwright process to it: the console's
 * address, the stack's environment (for the workers' fixtures, which write a test's own users) and the e2e
 * config's own variables.
 */
export async function startE2eStack(): Promise<{ variables: E2eStackVariables; stop: () => Promise<void> }> {
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
    // Backoffs between a saga's attempts (an app booting, a health check answering wrong) a fifth as long.
    stateMachineRetryScale: 0.2,
    buildWeb: true,
    quiet: true,
  });
  const own = Object.entries(process.env).filter(
    (entry): entry is [string, string] => configVariable.test(entry[0]) && entry[1] !== undefined,
  );
  return {
    variables: {
      ...Object.fromEntries(own),
      SIA_E2E_CONSOLE_URL: stack.urls.console,
      [STACK_ENV_VARIABLE]: JSON.stringify(stack.env),
    },
    stop: () => stack.stop(),
  };
}
