/**
 * The bigdata domain (pipeline (chain) runs and their stored datasets and models): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its routes (datasets, models) are in routes.ts.
 */
export {
  getProjectRun,
  recordModuleFinished,
  recordModuleStarted,
  recordRunFinished,
  type ProjectRunRecord,
} from './data/chain-run.js';
export { getStepCacheEntry, putStepCacheEntry, type StepCacheEntry, type StepFingerprint } from './data/step-cache.js';
export { pushProjectRunFrame } from './run-push.js';
export { copyStoredObject, getStoredObjectText, headStoredObject, putStoredObjectText } from './data/stored-objects.js';
export { getModelRecord, recordModel, recordModelEvaluation, type ModelRecord } from './data/models.js';
/** For the console home's dashboard: the first page of a user's projects and each one's last run. */
export { listProjects, projectOwner } from './data/projects.js';
export { listProjectRuns } from './data/chain-run.js';
/** For the console home's dashboard: the first page of a user's datasets and of the enterprise's trained models. */
export { datasetOwner, listDatasets } from './data/datasets.js';
export { listModels } from './data/models.js';
