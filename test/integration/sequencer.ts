import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Integration files whose run is long for their size (stack restarts, state machine waits, a gateway's timeout):
 * started first, so none of them is left to end the run alone on one worker. Without vitest's cache of durations (a
 * clean clone, CI) files start largest first, which put the small lifecycle file (three stack starts, 9 s) last.
 */
const startFirst = [
  'test/integration/infra-local/lifecycle.test.ts',
  'test/integration/functions/equipment-certificate-rotation.test.ts',
  'test/integration/functions/deployments-saga.test.ts',
];

/** Vitest's order (cached durations, else size), with the files of `startFirst` moved to the front in its order. */
export class IntegrationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = startFirst.findIndex((path) => file.moduleId.endsWith(path));
      return index < 0 ? startFirst.length : index;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
