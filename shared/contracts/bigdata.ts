import { defineContracts } from './contract.js';

/**
 * The /api-bigdata contracts (docs/bigdata.md): datasets and models of the caller's current enterprise, the
 * platform's system ones, and the lookups of the upload form. The schemas load with the first request that needs
 * them.
 */
const schemas = async () => ({ ...(await import('../schemas/bigdata.js')) });

/** Datasets: mine and system, upload, detail with preview, delete; the form's lookups. */
export const datasetContracts = /* @__PURE__ */ defineContracts(schemas, {
  listDatasets: {
    method: 'GET',
    path: '/api-bigdata/datasets',
    access: { member: 'current' },
    summary:
      "The caller's datasets in the current enterprise (`system`: the platform's system datasets), newest first; `name` keeps those whose name contains it.",
    schemas: (s) => ({ query: s.DatasetListQuerySchema, response: s.DatasetPageSchema }),
  },
  getDataset: {
    method: 'GET',
    path: '/api-bigdata/datasets/{id}',
    access: { member: 'current' },
    summary:
      "A dataset of the caller's (or a system dataset) with its inferred columns, statistics and first 20 rows; anyone else's is 404.",
    schemas: (s) => ({ params: s.BigdataIdParamsSchema, response: s.DatasetDetailSchema }),
  },
  createDataset: {
    method: 'POST',
    path: '/api-bigdata/datasets',
    access: { member: 'current' },
    summary:
      'Uploads a dataset (CSV or JSON lines, under 2 MB in the body): infers its columns and statistics, stores the file under the enterprise and user, answers the record (400 with field messages and nothing written when refused).',
    schemas: (s) => ({ body: s.CreateDatasetSchema, response: s.DatasetSchema }),
  },
  deleteDataset: {
    method: 'DELETE',
    path: '/api-bigdata/datasets/{id}',
    access: { member: 'current' },
    summary: "Deletes one of the caller's datasets with its file (404 for anyone else's or a system dataset).",
    schemas: (s) => ({ params: s.BigdataIdParamsSchema, response: s.DeletedDatasetSchema }),
  },
  categories: {
    method: 'GET',
    path: '/api-bigdata/categories',
    access: 'authenticated',
    summary: 'The dataset categories.',
    schemas: (s) => ({ response: s.LookupListSchema }),
  },
  dataTypes: {
    method: 'GET',
    path: '/api-bigdata/dataTypes',
    access: 'authenticated',
    summary: 'The file kinds a dataset may be (CSV, JSON lines).',
    schemas: (s) => ({ response: s.LookupListSchema }),
  },
});

/** Models: the enterprise's trained and registered models, and the platform's system models. */
export const modelContracts = /* @__PURE__ */ defineContracts(schemas, {
  listModels: {
    method: 'GET',
    path: '/api-bigdata/models',
    access: { member: 'current' },
    summary: "The current enterprise's models (`system`: the platform's), newest first.",
    schemas: (s) => ({ query: s.ModelListQuerySchema, response: s.ModelPageSchema }),
  },
  getModel: {
    method: 'GET',
    path: '/api-bigdata/models/{id}',
    access: { member: 'current' },
    summary:
      "A model of the current enterprise or a system model: algorithm, features, training data and evaluation; another enterprise's is 404.",
    schemas: (s) => ({ params: s.ModelIdParamsSchema, response: s.ModelSchema }),
  },
  createModel: {
    method: 'POST',
    path: '/api-bigdata/models',
    access: { member: 'current' },
    summary:
      "Registers a model file (its JSON, under 2 MB) as a model of the current enterprise, stored under the enterprise and the caller's prefix (400 with field messages and nothing written when refused).",
    schemas: (s) => ({ body: s.CreateModelSchema, response: s.ModelSchema }),
  },
});

/** Every bigdata table (served by /api-bigdata; the API index, `shared/contracts/index.ts`, lists them). */
export const bigdataTables = [datasetContracts, modelContracts];
