import { defineContracts } from './contract.js';

/**
 * The /api-algorithm contracts: the algorithm library (spec doc 3; docs/algorithms.md). The schemas load with the
 * first request that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({ ...(await import('../schemas/algorithms.js')) });

/** The category tree: read by anyone (the public library), saved whole and deleted by platform administrators. */
export const algorithmCategoryContracts = /* @__PURE__ */ defineContracts(schemas, {
  getAlgorithmCategoryTree: {
    method: 'GET',
    path: '/api-algorithm/getAlgorithmCategoryTree',
    access: 'public',
    summary: 'The category tree: nodes `{key, label, children}`.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AlgorithmCategoryTreeSchema }),
  },
  updateAlgorithmCategory: {
    method: 'POST',
    path: '/api-algorithm/updateAlgorithmCategory',
    access: 'platform-admin',
    summary: 'Saves the whole category tree; 409 when a category in use would be removed or moved.',
    schemas: (s) => ({ body: s.AlgorithmCategoryTreeInputSchema, response: s.AlgorithmCategoryTreeSchema }),
  },
  deleteAlgorithmCategory: {
    method: 'POST',
    path: '/api-algorithm/deleteAlgorithmCategory/{categoryId}',
    access: 'platform-admin',
    summary: 'Deletes one category; 409 while an algorithm uses it or categories sit below it.',
    schemas: (s) => ({ params: s.CategoryIdParamsSchema, response: s.DeletedSchema }),
  },
});

/** Reads of the library: the trees, one algorithm, lookups, the audit queue. */
export const algorithmReadContracts = /* @__PURE__ */ defineContracts(schemas, {
  getAllAlgorithmTree: {
    method: 'GET',
    path: '/api-algorithm/getAllAlgorithmTree',
    access: 'authenticated',
    summary: 'The categories with the algorithms the caller may use (online ones, and their own while not yet online).',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AlgorithmTreeSchema }),
  },
  getAlgorithmTree: {
    method: 'GET',
    path: '/api-algorithm/getAlgorithmTree',
    access: 'authenticated',
    summary: 'The same tree with only the algorithms whose name contains `name`.',
    schemas: (s) => ({ query: s.TreeNameQuerySchema, response: s.AlgorithmTreeSchema }),
  },
  getAlgorithmsByUserId: {
    method: 'GET',
    path: '/api-algorithm/getAlgorithmsByUserId/{userId}',
    access: { self: 'path.userId' },
    summary: 'The algorithms a user created (the user themself), newest first.',
    schemas: (s) => ({ params: s.UserIdParamsSchema, response: s.AlgorithmListResponseSchema }),
  },
  getExtensions: {
    method: 'GET',
    path: '/api-algorithm/extensions',
    access: 'authenticated',
    summary:
      "The extensions the caller sees (ours, not in the spec): their own JavaScript algorithms in any status and others' online ones, newest first.",
    schemas: (s) => ({ response: s.AlgorithmListResponseSchema }),
  },
  getAlgorithm: {
    method: 'GET',
    path: '/api-algorithm/algorithms/{id}',
    access: 'authenticated',
    summary:
      'One algorithm with every field (`projection=exposeAllAlgorithmFields` accepted) and its audit history; 404 unless online, the caller’s, or the caller audits.',
    schemas: (s) => ({
      params: s.AlgorithmIdParamsSchema,
      query: s.ProjectionQuerySchema,
      response: s.AlgorithmResponseSchema,
    }),
  },
  searchAlgorithmById: {
    method: 'GET',
    path: '/api-algorithm/algorithms/search/id',
    access: 'authenticated',
    summary: 'The algorithm of `id` as `_embedded.algorithms` (empty when not visible).',
    schemas: (s) => ({ query: s.IdQuerySchema, response: s.EmbeddedAlgorithmsSchema }),
  },
  algorithmTypes: {
    method: 'GET',
    path: '/api-algorithm/algorithmTypes',
    access: 'authenticated',
    summary: 'The languages, as `_embedded.algorithmTypes`.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.EmbeddedTypesSchema }),
  },
  algorithmParameterInfo: {
    method: 'GET',
    path: '/api-algorithm/algorithmParameters/search/algorithmParameterInfo',
    access: 'authenticated',
    summary: 'The parameters of an algorithm the caller may read, as `_embedded.algorithmParameters`.',
    schemas: (s) => ({ query: s.AlgorithmIdQuerySchema, response: s.EmbeddedParametersSchema }),
  },
  algorithmStatuses: {
    method: 'GET',
    path: '/api-algorithm/algorithmStatuses',
    access: 'authenticated',
    summary: 'The algorithm statuses: a list of `{id, code, name, nameEn}`.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.LookupListSchema }),
  },
  verifyingAlgorithmList: {
    method: 'GET',
    path: '/api-algorithm/verifyingAlgorithmList',
    access: 'auditor',
    summary: 'The algorithms in one status (default 2, under review), filtered by name, paged from 0 (size 10).',
    schemas: (s) => ({ query: s.VerifyingQuerySchema, response: s.AlgorithmPageSchema }),
  },
  getTopAlgorithms: {
    method: 'GET',
    path: '/api-algorithm/getTopAlgorithms',
    access: 'public',
    summary: 'The newest online algorithms (at most 10), for the public library.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AlgorithmListResponseSchema }),
  },
});

/** Writes: create, edit, status and audit, bulk actions. Each is scoped to the author (or, for audit, an auditor). */
export const algorithmWriteContracts = /* @__PURE__ */ defineContracts(schemas, {
  createAlgorithm: {
    method: 'POST',
    path: '/api-algorithm/createAlgorithm',
    access: 'authenticated',
    summary: 'Creates an algorithm (saved, enabled) in an existing category; 409 `algorithm name already exists`.',
    schemas: (s) => ({ body: s.CreateAlgorithmSchema, response: s.AlgorithmResponseSchema }),
  },
  updateAlgorithm: {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithm',
    access: 'authenticated',
    summary: "Edits the caller's algorithm (not while under review); it goes back to saved.",
    schemas: (s) => ({ body: s.UpdateAlgorithmSchema, response: s.AlgorithmResponseSchema }),
  },
  updateAlgorithmStatus: {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithmStatus',
    access: 'authenticated',
    summary:
      'The author submits (2; 409 for a language without a runtime, see RUNNABLE_LANGUAGES) or withdraws (1); an auditor, never the author, approves (3) or rejects (4).',
    schemas: (s) => ({ body: s.UpdateAlgorithmStatusSchema, response: s.StatusChangedSchema }),
  },
  updateAlgorithmsCategory: {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithmsCategory',
    access: 'authenticated',
    summary: "Files the caller's algorithms under another category, all or none.",
    schemas: (s) => ({ body: s.UpdateAlgorithmsCategorySchema, response: s.BulkDoneSchema }),
  },
  deleteAlgorithm: {
    method: 'PUT',
    path: '/api-algorithm/deleteAlgorithm',
    access: 'authenticated',
    summary: "Deletes the caller's algorithms (an array of ids), all or none; not while under review.",
    schemas: (s) => ({ body: s.IdsBodySchema, response: s.BulkDoneSchema }),
  },
  deleteAlgorithms: {
    method: 'PUT',
    path: '/api-algorithm/deleteAlgorithms',
    access: 'authenticated',
    summary: 'The same as `deleteAlgorithm` (a list of ids).',
    schemas: (s) => ({ body: s.IdsBodySchema, response: s.BulkDoneSchema }),
  },
  offlineAlgorithm: {
    method: 'PUT',
    path: '/api-algorithm/offlineAlgorithm',
    access: 'authenticated',
    summary: "Takes the caller's online algorithms offline (an array of ids), all or none.",
    schemas: (s) => ({ body: s.IdsBodySchema, response: s.BulkDoneSchema }),
  },
});

/** The algorithm file: a presigned upload into the datasets bucket (served by `/api-datasetfiles`). */
export const algorithmFileContracts = /* @__PURE__ */ defineContracts(schemas, {
  uploadAlgorithmFile: {
    method: 'POST',
    path: '/api-datasetfiles/',
    access: 'authenticated',
    summary:
      'Uploads an algorithm file: as documented, a multipart body with the `file` part (up to 4 MB), stored and answered `{ id, name }` (413 above); or a JSON announcement (at most 100 MB) answered with a presigned PUT that writes it once. `id` is the `algorithmFileId`.',
    schemas: (s) => ({ body: s.AlgorithmFileUploadSchema, response: s.AlgorithmFileAnswerSchema }),
  },
});

/** Every contract table of the algorithm library (the API index, `shared/contracts/index.ts`, lists them). */
export const algorithmsTables = [
  algorithmCategoryContracts,
  algorithmReadContracts,
  algorithmWriteContracts,
  algorithmFileContracts,
];
