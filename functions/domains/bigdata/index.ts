/**
 * The bigdata domain (pipeline (chain) runs and their stored datasets and models): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its routes (datasets, models) are in routes.ts.
 */
export { recordModuleFinished, recordModuleStarted, recordRunFinished } from './data/chain-run.js';
export { getStoredObjectText, headStoredObject, putStoredObjectText } from './data/stored-objects.js';
export { getModelRecord, recordModel, recordModelEvaluation, type ModelRecord } from './data/models.js';
