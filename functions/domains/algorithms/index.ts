/**
 * The algorithms domain (the algorithm library and its system algorithms): what other domains and the plumbing
 * may use of it. Import from this module only, never from a file inside the domain.
 */
export { effectiveParameters, runAlgorithmModule } from './modules/runner.js';
export type { ModuleInvoker, RunModuleOptions } from './modules/contract.js';
export { systemAlgorithmDeclarations, systemAlgorithms } from './modules/registry.js';
export { ModuleInputError, type ModuleIo, type StoredModel } from './modules/types.js';
/** The algorithm library (docs/algorithms.md): one algorithm, and whether a user may use it in a chain. */
export { getAlgorithmRecord, type AlgorithmRecord } from './data/algorithm.js';
export { isUsableBy } from './access.js';
/** For the console home's dashboard: the first page of a user's own algorithms. */
export { firstAlgorithmsOfUser } from './data/algorithm.js';
