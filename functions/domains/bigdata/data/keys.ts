/**
 * Key builders of the bigdata domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const bigdataKeys = {
  chainRun: (runId: string) => ({ pk: `RUN#${runId}`, sk: '#META' }),
  chainRunModule: (runId: string, index: number) => ({
    pk: `RUN#${runId}`,
    // Five digits: a sweep numbers up to 20 values × 1,000 modules (`sweepModuleIndex`), and the Query reads them in
    // chain order. Runs recorded with four digits read the same way; a run never mixes the two.
    sk: `MODULE#${String(index).padStart(5, '0')}`,
  }),
  /** A model a module trained: its record, by the key of its serialised form in the models bucket. */
  model: (modelKey: string) => ({ pk: `MODEL#${modelKey}`, sk: '#META' }),
  /**
   * A dataset, in the partition of its owner (`{enterpriseId}#{userId}`, or `SYSTEM` for the platform's): one Query
   * lists a user's datasets, and a Get with the caller's own owner never finds anyone else's. Ids sort by time.
   */
  dataset: (owner: string, datasetId: string) => ({ pk: `DATASETS#${owner}`, sk: `DATASET#${datasetId}` }),
  /**
   * A project (the canvas), in the partition of its owner (`{enterpriseId}#{userId}`): one Query lists a user's
   * projects, and a Get with the caller's own owner never finds anyone else's. Ids sort by time.
   */
  project: (owner: string, projectId: string) => ({ pk: `PROJECTS#${owner}`, sk: `PROJECT#${projectId}` }),
  /**
   * The step cache of one module of a project: the hashes of the algorithm, parameters and inputs its last output
   * was made from, and that output (docs/bigdata.md "The step cache").
   */
  stepCache: (projectId: string, moduleId: string) => ({ pk: `STEPCACHE#${projectId}`, sk: `MODULE#${moduleId}` }),
} as const;

/** The sort-key prefix of projects in their owner's `PROJECTS#` partition. */
export const PROJECT_SK_PREFIX = 'PROJECT#';

/**
 * The key prefix of a user's saved graph files in the datasets bucket: under their enterprise and user. A save keeps
 * the project's graph file at `{prefix}{projectId}/{saveId}.json` (`projectGraphKey`); graph files of projects saved
 * before saves copied them lie directly under the prefix (`{prefix}{uuid}.json`) and stay readable.
 */
export const projectFilePrefix = (owner: { enterpriseId: string; userId: string }) =>
  `projects/${owner.enterpriseId}/${owner.userId}/`;

/** Where a save keeps a project's graph file: under the owner's prefix and the project, a new key each save. */
export const projectGraphKey = (owner: { enterpriseId: string; userId: string }, projectId: string, saveId: string) =>
  `${projectFilePrefix(owner)}${projectId}/${saveId}.json`;

/**
 * The folder of an owner's graph files stored by `POST /api-files/` and not yet saved into a project: a save copies
 * the file to the project's own key (`projectGraphKey`), and the datasets bucket's lifecycle rule removes what no
 * save took (docs/bigdata.md "Projects").
 */
export const projectUploadPrefix = (owner: { enterpriseId: string; userId: string }) =>
  `project-uploads/${owner.enterpriseId}/${owner.userId}/`;

/** Whether `key` is a graph file upload of this owner (`projectUploadPrefix`, a uuid, nothing deeper). */
export const isOwnGraphUpload = (owner: { enterpriseId: string; userId: string }, key: string) =>
  key.startsWith(projectUploadPrefix(owner)) &&
  /^[0-9a-f-]{36}\.json$/.test(key.slice(projectUploadPrefix(owner).length));

/**
 * Where a save keeps a project's modules (JSON, the list as saved): outside the record, whose item could not hold
 * a large project, and outside the graph files, so no location a client sends can name it.
 */
export const projectModulesKey = (owner: { enterpriseId: string; userId: string }, projectId: string, saveId: string) =>
  `project-modules/${owner.enterpriseId}/${owner.userId}/${projectId}/${saveId}.json`;

/** Where a dataset's file lies in the datasets bucket: under its enterprise and user, so keys never meet. */
export const datasetFileKey = (owner: { enterpriseId: string; userId: string }, id: string, dataType: string) =>
  `datasets/${owner.enterpriseId}/${owner.userId}/${id}.${dataType}`;

/** The folder of an owner's uploads of dataset files larger than a request body. */
const datasetUploadPrefix = (owner: { enterpriseId: string; userId: string }) =>
  `dataset-uploads/${owner.enterpriseId}/${owner.userId}/`;

/**
 * Where a dataset file larger than a request body is uploaded with a presigned PUT, before `POST datasets` names it:
 * under its enterprise and user, so the registration can tell that the key is the caller's own (`isOwnDatasetUpload`).
 */
export const datasetUploadKey = (
  owner: { enterpriseId: string; userId: string },
  uploadId: string,
  extension: string,
) => `${datasetUploadPrefix(owner)}${uploadId}.${extension}`;

/** Whether `key` is an upload key `datasetUploadKey` built for this owner (a uuid and an extension, nothing deeper). */
export const isOwnDatasetUpload = (owner: { enterpriseId: string; userId: string }, key: string) =>
  key.startsWith(datasetUploadPrefix(owner)) &&
  /^[0-9a-f-]{36}\.[a-z0-9]{1,10}$/.test(key.slice(datasetUploadPrefix(owner).length));

/** Whether `key` is a dataset output of one of this owner's project runs (`runOutputKey`), which may be saved. */
export const isOwnRunOutput = (owner: { enterpriseId: string; userId: string }, key: string) =>
  key.startsWith(`runs/${owner.enterpriseId}/${owner.userId}/`) && !key.includes('..') && key.endsWith('.csv');

/** Whether `key` is a model output of one of this owner's project runs (`runOutputKey`), which may be saved. */
export const isOwnRunModel = (owner: { enterpriseId: string; userId: string }, key: string) =>
  key.startsWith(`runs/${owner.enterpriseId}/${owner.userId}/`) && !key.includes('..') && key.endsWith('.json');

/** The sort-key prefix of datasets in their owner's `DATASETS#` partition. */
export const DATASET_SK_PREFIX = 'DATASET#';

/** The owner partition of the platform's system datasets and models. */
export const SYSTEM_OWNER = 'SYSTEM';

/** Secondary-index keys of the bigdata domain. */
export const bigdataIndexKeys = {
  /** An enterprise's models by time (gsi1), so the trained-model screen lists them with one Query. */
  enterpriseModel: (enterpriseId: string, createdAt: string, modelKey: string) => ({
    gsi1pk: `MODELS#${enterpriseId}`,
    gsi1sk: `${createdAt}#${modelKey}`,
  }),
  /** A project's runs by start time (gsi1, on the run record itself), so the run history is one Query. */
  projectRun: (projectId: string, startedAt: number, runId: string) => ({
    gsi1pk: `PROJECTRUNS#${projectId}`,
    gsi1sk: `${startedAt.toString(36).padStart(9, '0')}#${runId}`,
  }),
} as const;

/**
 * Where a run's module writes an output port: under the run's prefix in the caller's enterprise and user space
 * (datasets in the datasets bucket, models in the models bucket).
 */
export const runOutputKey = (
  owner: { enterpriseId: string; userId: string },
  run: { projectId: string; runId: string },
  moduleId: string,
  port: string,
  kind: 'dataset' | 'model',
) =>
  `runs/${owner.enterpriseId}/${owner.userId}/${run.projectId}/${run.runId}/${moduleId}/${port}.${kind === 'dataset' ? 'csv' : 'json'}`;
