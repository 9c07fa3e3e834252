import { defineContracts } from './contract.js';

/**
 * The public application market under /api-application (spec doc 2; docs/market.md): anyone, signed in or not,
 * reads the online market apps. The schemas load with the first request that needs them (`./contract.ts`).
 */
const schemas = async () => ({ ...(await import('../schemas/market.js')) });

/** The market's reads: the portal's sections, the list's search, the view's application and related apps. */
export const marketContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The recommended market apps: the most subscribed, then the newest online. */
  getTopApplication: {
    method: 'GET',
    path: '/api-application/getTopApplication',
    access: 'public',
    schemas: (s) => ({ query: s.MarketNoQuerySchema, response: s.MarketApplicationListSchema }),
  },
  /** The market apps by parent category, a few of each (newest online first). */
  getCategoryApplication: {
    method: 'GET',
    path: '/api-application/getCategoryApplication',
    access: 'public',
    schemas: (s) => ({ query: s.MarketNoQuerySchema, response: s.MarketCategoryGroupListSchema }),
  },
  /** The portal's advertisements, in their order, as `_embedded.applicationAdvertisements`. */
  applicationAdvertisements: {
    method: 'GET',
    path: '/api-application/applicationAdvertisements',
    access: 'public',
    schemas: (s) => ({ query: s.MarketNoQuerySchema, response: s.MarketAdvertisementsSchema }),
  },
  /**
   * Market apps whose name contains `name`, in the categories given, online between `beginDate` and `endDate` (at most
   * 100, newest first).
   */
  getApplicationByNameAndCategoryAndRangeDate: {
    method: 'GET',
    path: '/api-application/getApplicationByNameAndCategoryAndRangeDate',
    access: 'public',
    schemas: (s) => ({ query: s.MarketRangeQuerySchema, response: s.MarketApplicationListSchema }),
  },
  /**
   * One page of the market apps matching name, categories, release type and a plan within the cost range (-1: no
   * bound); `content` and `totalElements`.
   */
  searchApplicationByParams: {
    method: 'GET',
    path: '/api-application/searchApplicationByParams',
    access: 'public',
    schemas: (s) => ({ query: s.MarketSearchQuerySchema, response: s.MarketSearchPageSchema }),
  },
  /** Market apps of a parent category other than `applicationId` (related apps of the view). */
  getApplicationByParentCategory: {
    method: 'GET',
    path: '/api-application/getApplicationByParentCategory',
    access: 'public',
    schemas: (s) => ({ query: s.MarketRelatedQuerySchema, response: s.MarketApplicationListSchema }),
  },
  /**
   * A market app as a buyer sees it: the application as getApplication answers it (versions buyers see, online modules,
   * enabled plans) and those versions; 404 unless listed.
   */
  getMarketApplication: {
    method: 'GET',
    path: '/api-application/getMarketApplication/{id}',
    access: 'public',
    schemas: (s) => ({ params: s.MarketApplicationParamsSchema, response: s.MarketApplicationViewSchema }),
  },
  /**
   * The bytes of a listed app's logo or a screenshot of a version buyers see (without `applicationId`: an
   * advertisement's image); 404 otherwise.
   */
  getMarketImage: {
    method: 'GET',
    path: '/api-application/getMarketImage',
    access: 'public',
    // The answer is the image's bytes (or a 302 to a presigned GET), not JSON: no response schema.
    schemas: (s) => ({ query: s.MarketImageQuerySchema }),
  },
  /** A presigned GET of a help, API or test-report file of a listed app's version buyers see; 404 otherwise. */
  getMarketDocument: {
    method: 'GET',
    path: '/api-application/getMarketDocument',
    access: 'public',
    schemas: (s) => ({ query: s.MarketDocumentQuerySchema, response: s.MarketDocumentSchema }),
  },
});

/** Every contract table of the market (the API index, `shared/contracts/index.ts`, lists them). */
export const marketTables = [marketContracts];
