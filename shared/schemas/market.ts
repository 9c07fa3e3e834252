import * as z from 'zod/mini';
import './zod-locale.js';
import { optionalText, RecordIdSchema } from './fields.js';
import { ImageNameSchema, DocumentNameSchema } from './files.js';
import {
  COST_UNBOUNDED,
  MARKET_COST_MAX_YUAN,
  MARKET_PAGE_CURRENT_DEFAULT,
  MARKET_PAGE_SIZE_DEFAULT,
  MARKET_PAGE_SIZE_MAX,
  MARKET_RELEASE_TYPES,
  marketDateBound,
} from '../constants/market-rules.js';
import { yuanToFen } from '../constants/money-rules.js';
import { APP_SCOPES } from '../constants/application-rules.js';
import { ApplicationSchema, VersionSchema } from './application-responses.js';

/**
 * Requests and answers of the public application market (spec doc 2; docs/market.md): the six market reads, the
 * market view of one application, and its public images and documents. Every query value arrives as text; an empty
 * one is not given (docs/contracts.md).
 */

const name = optionalText(100);
const id = z.optional(RecordIdSchema);

/** A cost bound in yuan a month: -1 (no bound, the default) or an amount with at most two decimals. */
const cost = z._default(
  z.coerce.number({ error: 'Must be a number' }).check(
    z.refine(
      (value) => value === COST_UNBOUNDED || (value >= 0 && yuanToFen(value) !== undefined),
      `-1 (no bound) or an amount of yuan of at least 0 with at most two decimals`,
    ),
    z.lte(MARKET_COST_MAX_YUAN, `At most ${MARKET_COST_MAX_YUAN}`),
  ),
  COST_UNBOUNDED,
);

/** The bounded cost range must not be empty. */
const costRangeOrdered = z.superRefine((query: { minCost: number; maxCost: number }, context) => {
  if (query.minCost !== COST_UNBOUNDED && query.maxCost !== COST_UNBOUNDED && query.maxCost < query.minCost) {
    context.addIssue({ code: 'custom', path: ['maxCost'], message: 'Must be at least minCost' });
  }
});

/**
 * `GET searchApplicationByParams?name&parentCategoryId&categoryId&minCost&maxCost&releaseType&pageCurrent&pageSize`:
 * pages count from 1.
 */
export const MarketSearchQuerySchema = z
  .object({
    name,
    parentCategoryId: id,
    categoryId: id,
    minCost: cost,
    maxCost: cost,
    releaseType: z.optional(z.enum(MARKET_RELEASE_TYPES)),
    pageCurrent: z._default(
      z.coerce.number({ error: 'Must be a number' }).check(z.int('Must be an integer'), z.gte(1, 'At least 1')),
      MARKET_PAGE_CURRENT_DEFAULT,
    ),
    pageSize: z._default(
      z.coerce
        .number({ error: 'Must be a number' })
        .check(
          z.int('Must be an integer'),
          z.gte(1, 'At least 1'),
          z.lte(MARKET_PAGE_SIZE_MAX, `At most ${MARKET_PAGE_SIZE_MAX}`),
        ),
      MARKET_PAGE_SIZE_DEFAULT,
    ),
  })
  .check(costRangeOrdered);
export type MarketSearchQuery = z.infer<typeof MarketSearchQuerySchema>;

/** A date bound: epoch milliseconds, an ISO day (China Standard Time) or an ISO date-time. */
const dateBound = (bound: 'begin' | 'end') =>
  z.optional(
    z.string().check(
      z.maxLength(40, 'Not a date'),
      z.refine(
        (value) => marketDateBound(value, bound) !== undefined,
        'A date (2026-03-01), an ISO date-time or epoch milliseconds',
      ),
    ),
  );

/** `GET getApplicationByNameAndCategoryAndRangeDate?name&parentCategory&category&beginDate&endDate`. */
export const MarketRangeQuerySchema = z
  .object({
    name,
    parentCategory: id,
    category: id,
    beginDate: dateBound('begin'),
    endDate: dateBound('end'),
  })
  .check(
    z.superRefine((query: { beginDate?: string; endDate?: string }, context) => {
      if (query.beginDate === undefined || query.endDate === undefined) return;
      const begin = marketDateBound(query.beginDate, 'begin');
      const end = marketDateBound(query.endDate, 'end');
      if (begin !== undefined && end !== undefined && end < begin) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before beginDate' });
      }
    }),
  );
export type MarketRangeQuery = z.infer<typeof MarketRangeQuerySchema>;

/** `GET getApplicationByParentCategory?parentCategoryId&applicationId`: the application to leave out is optional. */
export const MarketRelatedQuerySchema = z.object({ parentCategoryId: RecordIdSchema, applicationId: id });

/** `GET getMarketImage?applicationId&name`: without an application, an advertisement's image. */
export const MarketImageQuerySchema = z.object({ applicationId: id, name: ImageNameSchema });

/** `GET getMarketDocument?applicationId&name`: a help, API or test-report file of a version buyers see. */
export const MarketDocumentQuerySchema = z.object({ applicationId: RecordIdSchema, name: DocumentNameSchema });

/** `GET getMarketApplication/{id}`. */
export const MarketApplicationParamsSchema = z.object({ id: RecordIdSchema });

/** A call that takes no query parameters (any sent are ignored). */
export const MarketNoQuerySchema = z.object({});

// ---------- answers

const named = z.object({ id: z.string(), name: z.string() });

/**
 * A market entry as the market's lists answer it: the application's fields a card or a row shows, the monthly
 * price range of its plans in yuan (absent without a plan), and its subscriber count.
 */
export const MarketApplicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  enName: z.string(),
  logo: z.string(),
  description: z.string(),
  scope: z.enum(APP_SCOPES),
  type: named,
  parentCategory: named,
  category: named,
  createCompanyName: z.string(),
  createDate: z.string(),
  /** When it went online. */
  updateDate: z.string(),
  minCost: z.optional(z.number()),
  maxCost: z.optional(z.number()),
  subscriberCount: z.number(),
});
export type MarketApplication = z.infer<typeof MarketApplicationSchema>;
export const MarketApplicationListSchema = z.array(MarketApplicationSchema);

/** `searchApplicationByParams`: one page (doc 2: content and totalElements). */
export const MarketSearchPageSchema = z.object({
  content: z.array(MarketApplicationSchema),
  totalElements: z.number(),
  pageCurrent: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
});
export type MarketSearchPage = z.infer<typeof MarketSearchPageSchema>;

/** `getCategoryApplication`: the online applications by parent category, a few each. */
export const MarketCategoryGroupListSchema = z.array(
  z.object({
    category: z.object({ id: z.string(), name: z.string(), nameEn: z.optional(z.string()) }),
    applications: z.array(MarketApplicationSchema),
  }),
);
export type MarketCategoryGroup = z.infer<typeof MarketCategoryGroupListSchema>[number];

/** One advertisement of the portal: what it says, and the application or address it leads to. */
export const MarketAdvertisementSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  image: z.optional(z.string()),
  applicationId: z.optional(z.string()),
  href: z.optional(z.string()),
  order: z.number(),
});
export type MarketAdvertisement = z.infer<typeof MarketAdvertisementSchema>;
/** `applicationAdvertisements`: the spec reads the embedded list (`_embedded.applicationAdvertisements`). */
export const MarketAdvertisementsSchema = z.object({
  _embedded: z.object({ applicationAdvertisements: z.array(MarketAdvertisementSchema) }),
});

/**
 * `getMarketApplication/{id}`: the application as `getApplication/{id}` answers it, as a buyer sees it (the versions
 * buyers see in `majorVersionList`, online modules, enabled plans, no review), and those versions with their
 * screenshots and documents, newest first.
 */
export const MarketApplicationViewSchema = z.object({
  application: ApplicationSchema,
  versions: z.array(VersionSchema),
  subscriberCount: z.number(),
});
export type MarketApplicationView = z.infer<typeof MarketApplicationViewSchema>;

/** `getMarketDocument`: a presigned GET of the document and the uploaded file's name. */
export const MarketDocumentSchema = z.object({ url: z.string(), fileName: z.string() });
