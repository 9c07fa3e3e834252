import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Integration files whose run is long for their size (state machine waits, a gateway's timeout): started first, so
 * none of them is left to end the run alone on one worker.
 */
const startFirst = [
  'test/integration/functions/equipment-certificate-rotation.test.ts',
  'test/integration/functions/deployments-saga.test.ts',
];

/**
 * Files started last, after every other file has been handed to a worker: the lifecycle file's stacks point the
 * worker's clients at engines of their own, which it then stops, so a file after it in the same worker would fail.
 */
const startLast = ['test/integration/infra-local/lifecycle.test.ts'];

/** Vitest's order (cached durations, else size), with `startFirst` moved to the front and `startLast` to the end. */
export class IntegrationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const matches = (path: string) => file.moduleId.endsWith(path);
      const first = startFirst.findIndex(matches);
      if (first >= 0) return first;
      return startLast.some(matches) ? startFirst.length + 1 : startFirst.length;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
