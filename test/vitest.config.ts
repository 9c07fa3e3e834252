import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { IntegrationSequencer } from './integration/sequencer.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Unit test files that need modules of their own (see the `unit-isolated` project). */
const isolatedUnitTests = 'test/unit/**/*.isolated.test.{ts,tsx}';
/**
 * A unit test's time limit. The tests that read every source file (contracts, routes, tables) take about 2 s alone and
 * share the cores with the rest of `npm test`: a loaded run saw them pass 5 s (vitest's default) on this machine, so
 * on one twice as slow they would fail for nothing they prove.
 */
const UNIT_TEST_TIMEOUT_MS = 30_000;

/**
 * Test projects: unit and unit-isolated (pure code, no engines), integration
 * (handlers against the local engines started by the global setup), infra
 * (CDK templates).
 */
export default defineConfig({
  root,
  // The console's import aliases (tsconfig.json paths, web/vite.config.ts), for unit tests of web code.
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}web/src/` },
      { find: /^@shared\//, replacement: `${root}shared/` },
    ],
  },
  test: {
    // A project's sequencer is the root's: it only moves the integration files that are long for their size first.
    sequence: { sequencer: IntegrationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          exclude: [isolatedUnitTests],
          environment: 'node',
          // A worker keeps its modules from file to file (half the project's time went to importing them again).
          isolate: false,
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        // Files that mock a module (`vi.mock`) or set the environment a module reads at load: each gets fresh
        // modules, as the mock or the variable must be in place before the module under test loads.
        test: {
          name: 'unit-isolated',
          include: [isolatedUnitTests],
          environment: 'node',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          globalSetup: ['test/integration/global-setup.ts'],
          setupFiles: ['test/integration/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // What the engines do asynchronously (the broker, the stream, the state machines) is waited for by
          // polls; a machine twice as slow as this one must not fail them, so they wait up to 15 s, not 1 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Files run side by side against the one stack of the global setup: each works in a tenant of its own
          // (support/tenant.ts) and tests of the demo seed only read it.
          fileParallelism: true,
          // A worker keeps its modules from file to file: importing the handlers and the SDK afresh for each of
          // the 80 files took a third of the run. Nothing a file changes at module scope is read by another
          // (spies are restored after each test, mocked clients restored, MQTT clients are the file's own).
          isolate: false,
          // One file per core. More fill the files' waits on the engines when nothing else runs (alone, two per
          // core took 135 s against 155 s, quiet, 2026-11-28), but beside the other steps they only compete for the
          // cores: three files took the project 199 s against 139 s, and the inbox fan-out lagged past a 20-s wait
          // (docs/benchmarks.md, the suite's time).
          maxWorkers: availableParallelism(),
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          // The suite's limit for any test (the whole project, every stage synthesized, takes about 20 s in a clean clone).
          testTimeout: 60_000,
          // The files share a worker's modules, so a stage is bundled and synthesized once per worker
          // (support/synth.ts memoizes it), not once per file. Templates are only read.
          isolate: false,
        },
      },
    ],
  },
});
