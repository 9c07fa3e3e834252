import { defineContracts } from './contract.js';

/**
 * The /api-help contracts: the help centre and the feedback card (docs/help.md). None of these calls is documented
 * by the product's specification; they are ours. The schemas load with the first request that needs them.
 */
const schemas = async () => ({ ...(await import('../schemas/help.js')) });

/** What anyone reads: the published articles by category, a search over them and one article. */
export const helpReadContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The categories in order, each with its published articles in order (the help home). */
  getHelpCentre: {
    method: 'GET',
    path: '/api-help/categories',
    access: 'public',
    schemas: (s) => ({ query: s.HelpNoQuerySchema, response: s.HelpCategoryListSchema }),
  },
  /** Published articles whose title, keywords or body contain `q` (either language, any case); at most 50. */
  searchHelpArticles: {
    method: 'GET',
    path: '/api-help/search',
    access: 'public',
    schemas: (s) => ({ query: s.HelpSearchQuerySchema, response: s.HelpSearchResultSchema }),
  },
  /** One published article with its previous and next in its category; 404 for a draft or an unknown id. */
  getHelpArticle: {
    method: 'GET',
    path: '/api-help/articles/{id}',
    access: 'public',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpArticleSchema }),
  },
});

/** The help centre's editing (platform administrators): categories and articles, drafts included. */
export const helpManagementContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Every category with every article, drafts included. */
  getHelpManagement: {
    method: 'GET',
    path: '/api-help/management/categories',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.HelpNoQuerySchema, response: s.HelpCategoryListSchema }),
  },
  /** One article whole, a draft too. */
  getHelpArticleForEdit: {
    method: 'GET',
    path: '/api-help/management/articles/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpArticleSchema }),
  },
  /** Creates a category. */
  createHelpCategory: {
    method: 'POST',
    path: '/api-help/categories',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.HelpCategoryInputSchema, response: s.HelpCategorySchema }),
  },
  /** Renames or reorders a category; 404 when it doesn't exist. */
  updateHelpCategory: {
    method: 'PUT',
    path: '/api-help/categories/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, body: s.HelpCategoryInputSchema, response: s.HelpCategorySchema }),
  },
  /** Deletes an empty category; 409 while it holds articles. */
  deleteHelpCategory: {
    method: 'DELETE',
    path: '/api-help/categories/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpDeletedSchema }),
  },
  /** Creates an article in a category (a draft unless `published`); 400 when the category does not exist. */
  createHelpArticle: {
    method: 'POST',
    path: '/api-help/articles',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.HelpArticleInputSchema, response: s.HelpArticleSchema }),
  },
  /** Replaces an article (it may move to another category). */
  updateHelpArticle: {
    method: 'PUT',
    path: '/api-help/articles/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, body: s.HelpArticleInputSchema, response: s.HelpArticleSchema }),
  },
  /** Publishes an article or takes it back to draft. */
  publishHelpArticle: {
    method: 'PUT',
    path: '/api-help/articles/{id}/publication',
    access: 'platform-admin',
    schemas: (s) => ({
      params: s.HelpIdParamsSchema,
      body: s.HelpArticlePublicationSchema,
      response: s.HelpArticleSchema,
    }),
  },
  /** Deletes an article. */
  deleteHelpArticle: {
    method: 'DELETE',
    path: '/api-help/articles/{id}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpDeletedSchema }),
  },
});

/** The feedback card (anyone, rate-limited per client address) and its handling by platform administrators. */
export const feedbackContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Stores a feedback; 429 past 5 an hour from one client address, nothing stored. */
  submitFeedback: {
    method: 'POST',
    path: '/api-help/feedback',
    access: 'public',
    schemas: (s) => ({ body: s.FeedbackInputSchema, response: s.FeedbackSubmittedSchema }),
  },
  /** One state’s feedback (open unless said), newest first, a page at a time. */
  getFeedbackList: {
    method: 'GET',
    path: '/api-help/feedback',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.FeedbackListQuerySchema, response: s.FeedbackPageSchema }),
  },
  /** Closes an open feedback; 409 when it is already closed. */
  closeFeedback: {
    method: 'PUT',
    path: '/api-help/feedback/{id}/close',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.FeedbackSchema }),
  },
});

/** Every contract table of the help domain. */
export const helpTables = [helpReadContracts, helpManagementContracts, feedbackContracts] as const;
