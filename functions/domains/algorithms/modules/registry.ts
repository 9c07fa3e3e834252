import { kMeans } from './clustering.js';
import { evaluate, predict } from './evaluation.js';
import { fillMissing, minMaxNormalize, oneHotEncode, standardize, trainTestSplit } from './preprocessing.js';
import { supervisedAlgorithms } from './supervised.js';
import type { SystemAlgorithm } from './types.js';

/** Every system algorithm by its fixed id. */
export const systemAlgorithms: ReadonlyMap<string, SystemAlgorithm> = new Map(
  [
    trainTestSplit,
    minMaxNormalize,
    standardize,
    fillMissing,
    oneHotEncode,
    ...supervisedAlgorithms,
    kMeans,
    evaluate,
    predict,
  ].map((algorithm) => [algorithm.id, algorithm]),
);

/** What the library's seed declares of each system algorithm (everything but the code that runs it). */
export const systemAlgorithmDeclarations = [...systemAlgorithms.values()].map(
  ({ id, name, category, description, parameters }) => ({ id, name, category, description, parameters }),
);
