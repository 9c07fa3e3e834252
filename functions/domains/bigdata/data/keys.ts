/**
 * Key builders of the bigdata domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const bigdataKeys = {
  chainRun: (runId: string) => ({ pk: `RUN#${runId}`, sk: '#META' }),
  chainRunModule: (runId: string, index: number) => ({
    pk: `RUN#${runId}`,
    sk: `MODULE#${String(index).padStart(4, '0')}`,
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

/** The key prefix of a user's graph files in the datasets bucket: under their enterprise and user. */
export const projectFilePrefix = (owner: { enterpriseId: string; userId: string }) =>
  `projects/${owner.enterpriseId}/${owner.userId}/`;

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
