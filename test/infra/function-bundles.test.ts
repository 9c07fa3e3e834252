import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../infra/constructs/repository-root.js';
import { functionCatalogue, needVariables } from '../../infra/definitions/function-catalogue.js';
import { bundleCatalogue } from './support/synth.js';

/**
 * Loads a function's deployed bundle in a fresh Node process whose environment holds only what Lambda gives
 * it: the variables its catalogue needs name (the CDK sets exactly those) and the region. The local stack hands
 * every function the whole environment, so only this shows a handler that reads another function's variable
 * at cold start, where Lambda would fail every request with an init error.
 */
function loadWithOwnEnvironment(id: string, variables: readonly string[]) {
  const bundle = path.join(bundleCatalogue(), id, 'index.js');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    AWS_REGION: 'ap-southeast-1',
    // The runtime provides AWS SDK v3 (left out of the bundle); here it resolves from node_modules.
    NODE_PATH: path.join(repositoryRoot, 'node_modules'),
    LOG_LEVEL: 'SILENT',
    ...Object.fromEntries(variables.map((name) => [name, placeholders[name] ?? `bundle-test-${name.toLowerCase()}`])),
  };
  return spawnSync(
    process.execPath,
    ['-e', `process.stdout.write(typeof require(${JSON.stringify(bundle)}).handler);`],
    { env, encoding: 'utf8' },
  );
}

/** Well-formed stand-ins for variables whose format is checked at cold start. */
const placeholders: Record<string, string> = {
  USER_POOL_ID: 'ap-southeast-1_Bundle0001',
  WEBSOCKET_CALLBACK_URL: 'https://bundle.execute-api.ap-southeast-1.amazonaws.com/sia-websocket',
  CHAIN_RUNNER_ARN: 'arn:aws:states:ap-southeast-1:000000000000:stateMachine:bundle',
  CONSOLE_URL: 'https://console.bundle.example.com',
};

describe('each deployed function bundle', () => {
  it.each(functionCatalogue.map((definition) => [definition.id, definition] as const))(
    '%s loads with only the environment variables its needs name',
    (_id, definition) => {
      const variables = [...new Set(definition.needs.flatMap((need) => needVariables[need]))];
      const loaded = loadWithOwnEnvironment(definition.id, variables);
      expect(loaded.stderr.match(/Error: .*/)?.[0] ?? '', 'cold-start error').toBe('');
      expect(loaded.status).toBe(0);
      // What Lambda calls: the bundle's exported handler.
      expect(loaded.stdout).toBe('function');
    },
  );
});
