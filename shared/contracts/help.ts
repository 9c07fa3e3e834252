import { defineContracts } from './contract.js';

/**
 * The /api-help contracts: the help centre and the feedback card (docs/help.md). None of these calls is documented
 * by the product's specification; they are ours. The schemas load with the first request that needs them.
 */
const schemas = async () => ({ ...(await import('../schemas/help.js')) });

/** What anyone reads: the published articles by category, a search over them and one article. */
export const helpReadContracts = /* @__PURE__ */ defineContracts(schemas, {
  getHelpCentre: {
    method: 'GET',
    path: '/api-help/categories',
    access: 'public',
    summary: 'The categories in order, each with its published articles in order (the help home).',
    schemas: (s) => ({ query: s.HelpNoQuerySchema, response: s.HelpCategoryListSchema }),
  },
  searchHelpArticles: {
    method: 'GET',
    path: '/api-help/search',
    access: 'public',
    summary: 'Published articles whose title, keywords or body contain `q` (either language, any case); at most 50.',
    schemas: (s) => ({ query: s.HelpSearchQuerySchema, response: s.HelpSearchResultSchema }),
  },
  getHelpArticle: {
    method: 'GET',
    path: '/api-help/articles/{id}',
    access: 'public',
    summary: 'One published article with its previous and next in its category; 404 for a draft or an unknown id.',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpArticleSchema }),
  },
});

/** The help centre's editing (platform administrators): categories and articles, drafts included. */
export const helpManagementContracts = /* @__PURE__ */ defineContracts(schemas, {
  getHelpManagement: {
    method: 'GET',
    path: '/api-help/management/categories',
    access: 'platform-admin',
    summary: 'Every category with every article, drafts included.',
    schemas: (s) => ({ query: s.HelpNoQuerySchema, response: s.HelpCategoryListSchema }),
  },
  getHelpArticleForEdit: {
    method: 'GET',
    path: '/api-help/management/articles/{id}',
    access: 'platform-admin',
    summary: 'One article whole, a draft too.',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpArticleSchema }),
  },
  createHelpCategory: {
    method: 'POST',
    path: '/api-help/categories',
    access: 'platform-admin',
    summary: 'Creates a category.',
    schemas: (s) => ({ body: s.HelpCategoryInputSchema, response: s.HelpCategorySchema }),
  },
  updateHelpCategory: {
    method: 'PUT',
    path: '/api-help/categories/{id}',
    access: 'platform-admin',
    summary: "Renames or reorders a category; 404 when it doesn't exist.",
    schemas: (s) => ({ params: s.HelpIdParamsSchema, body: s.HelpCategoryInputSchema, response: s.HelpCategorySchema }),
  },
  deleteHelpCategory: {
    method: 'DELETE',
    path: '/api-help/categories/{id}',
    access: 'platform-admin',
    summary: 'Deletes an empty category; 409 while it holds articles.',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpDeletedSchema }),
  },
  createHelpArticle: {
    method: 'POST',
    path: '/api-help/articles',
    access: 'platform-admin',
    summary: 'Creates an article in a category (a draft unless `published`); 400 when the category does not exist.',
    schemas: (s) => ({ body: s.HelpArticleInputSchema, response: s.HelpArticleSchema }),
  },
  updateHelpArticle: {
    method: 'PUT',
    path: '/api-help/articles/{id}',
    access: 'platform-admin',
    summary: 'Replaces an article (it may move to another category).',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, body: s.HelpArticleInputSchema, response: s.HelpArticleSchema }),
  },
  publishHelpArticle: {
    method: 'PUT',
    path: '/api-help/articles/{id}/publication',
    access: 'platform-admin',
    summary: 'Publishes an article or takes it back to draft.',
    schemas: (s) => ({
      params: s.HelpIdParamsSchema,
      body: s.HelpArticlePublicationSchema,
      response: s.HelpArticleSchema,
    }),
  },
  deleteHelpArticle: {
    method: 'DELETE',
    path: '/api-help/articles/{id}',
    access: 'platform-admin',
    summary: 'Deletes an article.',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.HelpDeletedSchema }),
  },
});

/** The feedback card (anyone, rate-limited per client address) and its handling by platform administrators. */
export const feedbackContracts = /* @__PURE__ */ defineContracts(schemas, {
  submitFeedback: {
    method: 'POST',
    path: '/api-help/feedback',
    access: 'public',
    summary: 'Stores a feedback; 429 past 5 an hour from one client address, nothing stored.',
    schemas: (s) => ({ body: s.FeedbackInputSchema, response: s.FeedbackSubmittedSchema }),
  },
  getFeedbackList: {
    method: 'GET',
    path: '/api-help/feedback',
    access: 'platform-admin',
    summary: 'One state’s feedback (open unless said), newest first, a page at a time.',
    schemas: (s) => ({ query: s.FeedbackListQuerySchema, response: s.FeedbackPageSchema }),
  },
  closeFeedback: {
    method: 'PUT',
    path: '/api-help/feedback/{id}/close',
    access: 'platform-admin',
    summary: 'Closes an open feedback; 409 when it is already closed.',
    schemas: (s) => ({ params: s.HelpIdParamsSchema, response: s.FeedbackSchema }),
  },
});

/** Every contract table of the help domain. */
export const helpTables = [helpReadContracts, helpManagementContracts, feedbackContracts] as const;
