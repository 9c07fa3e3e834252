import { defineContracts } from './contract.js';

/**
 * The /api-bigdata contracts (docs/bigdata.md): datasets and models of the caller's current enterprise, the
 * platform's system ones, and the lookups of the upload form. The schemas load with the first request that needs
 * them.
 */
const schemas = async () => ({ ...(await import('../schemas/bigdata.js')) });

/** Datasets: mine and system, upload, detail with preview, delete; the form's lookups. */
export const datasetContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * The caller's datasets in the current enterprise (`system`: the platform's system datasets), newest first; `name`
   * keeps those whose name contains it.
   */
  listDatasets: {
    method: 'GET',
    path: '/api-bigdata/datasets',
    access: { member: 'current' },
    schemas: (s) => ({ query: s.DatasetListQuerySchema, response: s.DatasetPageSchema }),
  },
  /**
   * A dataset of the caller's (or a system dataset) with its inferred columns, statistics and first 20 rows; anyone
   * else's is 404.
   */
  getDataset: {
    method: 'GET',
    path: '/api-bigdata/datasets/{id}',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.BigdataIdParamsSchema, response: s.DatasetDetailSchema }),
  },
  /**
   * Uploads a dataset (CSV or JSON lines, under 2 MB in the body, or `srcPath` naming a file uploaded through
   * `datasets/uploads`, up to 100 MB): infers its columns and statistics, stores the file under the enterprise and
   * user, answers the record (400 with field messages and nothing written when refused).
   */
  createDataset: {
    method: 'POST',
    path: '/api-bigdata/datasets',
    access: { member: 'current' },
    schemas: (s) => ({ body: s.CreateDatasetSchema, response: s.DatasetSchema }),
  },
  /**
   * Announces a dataset file over 2 MB (at most 100 MB; 413 above) and answers a presigned PUT to a key under the
   * caller's enterprise and user, which `POST datasets` then names as `srcPath`.
   */
  createDatasetUpload: {
    method: 'POST',
    path: '/api-bigdata/datasets/uploads',
    access: { member: 'current' },
    schemas: (s) => ({ body: s.DatasetUploadRequestSchema, response: s.DatasetUploadTicketSchema }),
  },
  /**
   * Saves a gateway's backed-up history of some nodes in a time range as a CSV dataset of the caller (a gateway the
   * caller may not read is 404; an empty range 400).
   */
  createDatasetFromBackup: {
    method: 'POST',
    path: '/api-bigdata/datasets/fromBackup',
    access: { member: 'current' },
    schemas: (s) => ({ body: s.DatasetFromBackupSchema, response: s.DatasetSchema }),
  },
  /** Deletes one of the caller's datasets with its file (404 for anyone else's or a system dataset). */
  deleteDataset: {
    method: 'DELETE',
    path: '/api-bigdata/datasets/{id}',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.BigdataIdParamsSchema, response: s.DeletedDatasetSchema }),
  },
  /** The dataset categories. */
  categories: {
    method: 'GET',
    path: '/api-bigdata/categories',
    access: 'authenticated',
    schemas: (s) => ({ response: s.LookupListSchema }),
  },
  /** The file kinds a dataset may be (CSV, JSON lines). */
  dataTypes: {
    method: 'GET',
    path: '/api-bigdata/dataTypes',
    access: 'authenticated',
    schemas: (s) => ({ response: s.LookupListSchema }),
  },
});

/** Models: the enterprise's trained and registered models, and the platform's system models. */
export const modelContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The current enterprise's models (`system`: the platform's), newest first. */
  listModels: {
    method: 'GET',
    path: '/api-bigdata/models',
    access: { member: 'current' },
    schemas: (s) => ({ query: s.ModelListQuerySchema, response: s.ModelPageSchema }),
  },
  /**
   * A model of the current enterprise or a system model: algorithm, features, training data and evaluation; another
   * enterprise's is 404.
   */
  getModel: {
    method: 'GET',
    path: '/api-bigdata/models/{id}',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.ModelIdParamsSchema, response: s.ModelSchema }),
  },
  /**
   * Registers a model file (its JSON, under 2 MB) as a model of the current enterprise, stored under the enterprise and
   * the caller's prefix (400 with field messages and nothing written when refused).
   */
  createModel: {
    method: 'POST',
    path: '/api-bigdata/models',
    access: { member: 'current' },
    schemas: (s) => ({ body: s.CreateModelSchema, response: s.ModelSchema }),
  },
});

/** The schemas of projects and their graph files, loaded with the first request that needs them. */
const projectSchemas = async () => ({ ...(await import('../schemas/bigdata-projects.js')) });

/** Projects (the canvas, docs/bigdata.md "Projects"): the caller's own, in the current enterprise. */
export const projectContracts = /* @__PURE__ */ defineContracts(projectSchemas, {
  /**
   * The caller's projects in the current enterprise, newest first (without their modules); `name` keeps those whose
   * name contains it.
   */
  listProjects: {
    method: 'GET',
    path: '/api-bigdata/projects',
    access: { member: 'current' },
    schemas: (s) => ({ query: s.ProjectListQuerySchema, response: s.ProjectPageSchema }),
  },
  /** One of the caller's projects: name, modules and the location of its graph file; anyone else's is 404. */
  getProject: {
    method: 'GET',
    path: '/api-bigdata/projects/{id}',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.ProjectIdParamsSchema, response: s.ProjectSchema }),
  },
  /**
   * Creates a project (`id` null) or saves one of the caller's (404 otherwise) with its modules and graph file
   * location; answers its id (400 with field messages and nothing written when refused).
   */
  saveProject: {
    method: 'POST',
    path: '/api-bigdata/projects',
    access: { member: 'current' },
    schemas: (s) => ({ body: s.SaveProjectSchema, response: s.SavedProjectSchema }),
  },
  /**
   * The compile check: the project's modules in execution order under the given links, or an empty list when a link
   * breaks the connection rule, the links make a cycle or the modules are not one connected chain.
   */
  compileProject: {
    method: 'POST',
    path: '/api-bigdata/projects/{id}',
    access: { member: 'current' },
    schemas: (s) => ({
      params: s.ProjectIdParamsSchema,
      query: s.CompileProjectQuerySchema,
      body: s.CompileProjectBodySchema,
      response: s.CompiledProjectSchema,
    }),
  },
  /** Deletes one of the caller's projects and its graph file; answers the text ok (404 for anyone else's). */
  cleanProject: {
    method: 'DELETE',
    path: '/api-bigdata/cleanProject',
    access: { member: 'current' },
    schemas: (s) => ({ query: s.CleanProjectQuerySchema, response: s.CleanedProjectSchema }),
  },
});

/** The graph files of projects (served by /api-files): stored and read under the caller's own prefix. */
export const projectFileContracts = /* @__PURE__ */ defineContracts(projectSchemas, {
  /**
   * Stores a project's graph file (multipart `file` and `category`, the category as a field or in the query) under the
   * caller's enterprise and user; answers its location (400 on `file` for anything but a graph of at most 1 MB).
   */
  storeGraphFile: {
    method: 'POST',
    path: '/api-files/',
    access: { member: 'current' },
    schemas: (s) => ({
      query: s.GraphFileCategoryQuerySchema,
      body: s.GraphFileUploadSchema,
      response: s.GraphFileLocationSchema,
    }),
  },
  /** A graph file the caller stored (`name`: its location); anyone else's is 404. */
  readGraphFile: {
    method: 'GET',
    path: '/api-files/',
    access: { member: 'current' },
    schemas: (s) => ({ query: s.GraphFileQuerySchema, response: s.ProjectGraphSchema }),
  },
});

/** The schemas of project runs, loaded with the first request that needs them. */
const runSchemas = async () => ({ ...(await import('../schemas/bigdata-runs.js')) });

/** Running a project (docs/bigdata.md "Running a project"): the documented start, and our run history and results. */
export const projectRunContracts = /* @__PURE__ */ defineContracts(runSchemas, {
  /**
   * Runs one of the caller's projects on the chain runner (Step Functions): the stored graph must pass the compile
   * check (400 otherwise); `fromModuleId` (ours) or a body of one module runs from that module, reusing the last run's
   * upstream outputs. Answers ok once the execution is started.
   */
  executeProject: {
    method: 'POST',
    path: '/api-bigdata/projectExecution/{projectId}',
    access: { member: 'current' },
    schemas: (s) => ({
      params: s.ProjectExecutionParamsSchema,
      query: s.ProjectExecutionQuerySchema,
      body: s.ProjectExecutionBodySchema,
      response: s.ProjectExecutionAnswerSchema,
    }),
  },
  /**
   * A parameter sweep of one of the caller's projects: one algorithm module and what is downstream of it run once per
   * value (a list, or a range; at most 20) as a Step Functions Distributed Map, upstream modules keeping the last run's
   * outputs; answers the run, whose detail gives the figures per value.
   */
  startSweep: {
    method: 'POST',
    path: '/api-bigdata/projects/{id}/sweeps',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.ProjectRunsParamsSchema, body: s.SweepSchema, response: s.SweepStartedSchema }),
  },
  /** The runs of one of the caller's projects, newest first. */
  listRuns: {
    method: 'GET',
    path: '/api-bigdata/projects/{id}/runs',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.ProjectRunsParamsSchema, query: s.ProjectRunsQuerySchema, response: s.RunPageSchema }),
  },
  /**
   * A run of the project: its modules in order with status, duration, parameters, inputs, outputs, result, error and
   * whether an earlier output was reused (and why).
   */
  getRun: {
    method: 'GET',
    path: '/api-bigdata/projects/{id}/runs/{runId}',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.ProjectRunParamsSchema, response: s.RunDetailSchema }),
  },
  /** An output of a run's module: a dataset's first 20 rows, or a model's record. */
  previewRunOutput: {
    method: 'GET',
    path: '/api-bigdata/projects/{id}/runs/{runId}/outputs/{moduleId}/{port}',
    access: { member: 'current' },
    schemas: (s) => ({ params: s.RunOutputParamsSchema, response: s.RunOutputPreviewSchema }),
  },
  /**
   * Saves an output of a run's module as one of the caller's datasets (its columns profiled like an upload) or models;
   * answers its id (404 when the run wrote no such output).
   */
  saveRunOutput: {
    method: 'POST',
    path: '/api-bigdata/projects/{id}/runs/{runId}/outputs/{moduleId}/{port}/save',
    access: { member: 'current' },
    schemas: (s) => ({
      params: s.RunOutputParamsSchema,
      body: s.SaveRunOutputSchema,
      response: s.SavedRunOutputSchema,
    }),
  },
});

/** Every bigdata table (the API index, `shared/contracts/index.ts`, lists them): served by /api-bigdata, the graph files by /api-files. */
export const bigdataTables = [
  datasetContracts,
  modelContracts,
  projectContracts,
  projectFileContracts,
  projectRunContracts,
];
