import { defineContracts } from './contract.js';

/**
 * The /api-algorithm contracts: the algorithm library (spec doc 3; docs/algorithms.md). The schemas load with the
 * first request that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({ ...(await import('../schemas/algorithms.js')) });

/** The category tree: read by anyone (the public library), saved whole and deleted by platform administrators. */
export const algorithmCategoryContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The category tree: nodes `{key, label, children}`. */
  getAlgorithmCategoryTree: {
    method: 'GET',
    path: '/api-algorithm/getAlgorithmCategoryTree',
    access: 'public',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AlgorithmCategoryTreeSchema }),
  },
  /** Saves the whole category tree; 409 when a category in use would be removed or moved. */
  updateAlgorithmCategory: {
    method: 'POST',
    path: '/api-algorithm/updateAlgorithmCategory',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.AlgorithmCategoryTreeInputSchema, response: s.AlgorithmCategoryTreeSchema }),
  },
  /** Deletes one category; 409 while an algorithm uses it or categories sit below it. */
  deleteAlgorithmCategory: {
    method: 'POST',
    path: '/api-algorithm/deleteAlgorithmCategory/{categoryId}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.CategoryIdParamsSchema, response: s.DeletedSchema }),
  },
});

/** Reads of the library: the trees, one algorithm, lookups, the audit queue. */
export const algorithmReadContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The categories with the algorithms the caller may use (online ones, and their own while not yet online). */
  getAllAlgorithmTree: {
    method: 'GET',
    path: '/api-algorithm/getAllAlgorithmTree',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AlgorithmTreeSchema }),
  },
  /** The same tree with only the algorithms whose name contains `name`. */
  getAlgorithmTree: {
    method: 'GET',
    path: '/api-algorithm/getAlgorithmTree',
    access: 'authenticated',
    schemas: (s) => ({ query: s.TreeNameQuerySchema, response: s.AlgorithmTreeSchema }),
  },
  /** The algorithms a user created (the user themself), newest first. */
  getAlgorithmsByUserId: {
    method: 'GET',
    path: '/api-algorithm/getAlgorithmsByUserId/{userId}',
    access: { self: 'path.userId' },
    schemas: (s) => ({ params: s.UserIdParamsSchema, response: s.AlgorithmListResponseSchema }),
  },
  /**
   * The extensions the caller sees (ours, not in the spec): their own JavaScript algorithms in any status and others'
   * online ones, newest first.
   */
  getExtensions: {
    method: 'GET',
    path: '/api-algorithm/extensions',
    access: 'authenticated',
    schemas: (s) => ({ response: s.AlgorithmListResponseSchema }),
  },
  /**
   * One algorithm with every field (`projection=exposeAllAlgorithmFields` accepted) and its audit history; 404 unless
   * online, the caller’s, or the caller audits.
   */
  getAlgorithm: {
    method: 'GET',
    path: '/api-algorithm/algorithms/{id}',
    access: 'authenticated',
    schemas: (s) => ({
      params: s.AlgorithmIdParamsSchema,
      query: s.ProjectionQuerySchema,
      response: s.AlgorithmResponseSchema,
    }),
  },
  /** The algorithm of `id` as `_embedded.algorithms` (empty when not visible). */
  searchAlgorithmById: {
    method: 'GET',
    path: '/api-algorithm/algorithms/search/id',
    access: 'authenticated',
    schemas: (s) => ({ query: s.IdQuerySchema, response: s.EmbeddedAlgorithmsSchema }),
  },
  /** The languages, as `_embedded.algorithmTypes`. */
  algorithmTypes: {
    method: 'GET',
    path: '/api-algorithm/algorithmTypes',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.EmbeddedTypesSchema }),
  },
  /** The parameters of an algorithm the caller may read, as `_embedded.algorithmParameters`. */
  algorithmParameterInfo: {
    method: 'GET',
    path: '/api-algorithm/algorithmParameters/search/algorithmParameterInfo',
    access: 'authenticated',
    schemas: (s) => ({ query: s.AlgorithmIdQuerySchema, response: s.EmbeddedParametersSchema }),
  },
  /** The algorithm statuses: a list of `{id, code, name, nameEn}`. */
  algorithmStatuses: {
    method: 'GET',
    path: '/api-algorithm/algorithmStatuses',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.LookupListSchema }),
  },
  /** The algorithms in one status (default 2, under review), filtered by name, paged from 0 (size 10). */
  verifyingAlgorithmList: {
    method: 'GET',
    path: '/api-algorithm/verifyingAlgorithmList',
    access: 'auditor',
    schemas: (s) => ({ query: s.VerifyingQuerySchema, response: s.AlgorithmPageSchema }),
  },
  /** The newest online algorithms (at most 10), for the public library. */
  getTopAlgorithms: {
    method: 'GET',
    path: '/api-algorithm/getTopAlgorithms',
    access: 'public',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AlgorithmListResponseSchema }),
  },
});

/** Writes: create, edit, status and audit, bulk actions. Each is scoped to the author (or, for audit, an auditor). */
export const algorithmWriteContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Creates an algorithm (saved, enabled) in an existing category; 409 `algorithm name already exists`. */
  createAlgorithm: {
    method: 'POST',
    path: '/api-algorithm/createAlgorithm',
    access: 'authenticated',
    schemas: (s) => ({ body: s.CreateAlgorithmSchema, response: s.AlgorithmResponseSchema }),
  },
  /** Edits the caller's algorithm (not while under review); it goes back to saved. */
  updateAlgorithm: {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithm',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UpdateAlgorithmSchema, response: s.AlgorithmResponseSchema }),
  },
  /**
   * The author submits (2; 409 for a language without a runtime, see RUNNABLE_LANGUAGES) or withdraws (1); an auditor,
   * never the author, approves (3) or rejects (4).
   */
  updateAlgorithmStatus: {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithmStatus',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UpdateAlgorithmStatusSchema, response: s.StatusChangedSchema }),
  },
  /** Files the caller's algorithms under another category, all or none. */
  updateAlgorithmsCategory: {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithmsCategory',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UpdateAlgorithmsCategorySchema, response: s.BulkDoneSchema }),
  },
  /** Deletes the caller's algorithms (an array of ids), all or none; not while under review. */
  deleteAlgorithm: {
    method: 'PUT',
    path: '/api-algorithm/deleteAlgorithm',
    access: 'authenticated',
    schemas: (s) => ({ body: s.IdsBodySchema, response: s.BulkDoneSchema }),
  },
  /** The same as `deleteAlgorithm` (a list of ids). */
  deleteAlgorithms: {
    method: 'PUT',
    path: '/api-algorithm/deleteAlgorithms',
    access: 'authenticated',
    schemas: (s) => ({ body: s.IdsBodySchema, response: s.BulkDoneSchema }),
  },
  /** Takes the caller's online algorithms offline (an array of ids), all or none. */
  offlineAlgorithm: {
    method: 'PUT',
    path: '/api-algorithm/offlineAlgorithm',
    access: 'authenticated',
    schemas: (s) => ({ body: s.IdsBodySchema, response: s.BulkDoneSchema }),
  },
});

/** The algorithm file: a presigned upload into the datasets bucket (served by `/api-datasetfiles`). */
export const algorithmFileContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Uploads an algorithm file: as documented, a multipart body with the `file` part (up to 4 MB), stored and answered
   * `{ id, name }` (413 above); or a JSON announcement (at most 100 MB) answered with a presigned PUT that writes it
   * once. `id` is the `algorithmFileId`.
   */
  uploadAlgorithmFile: {
    method: 'POST',
    path: '/api-datasetfiles/',
    access: 'authenticated',
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
