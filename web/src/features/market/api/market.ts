import type {
  MarketAdvertisement,
  MarketApplication,
  MarketApplicationView,
  MarketCategoryGroup,
  MarketSearchPage,
} from '@shared/schemas/market.js';
import type { CategoryNode } from '@shared/schemas/application-responses.js';
import { catalogueContracts, subscriptionContracts } from '@shared/contracts/applications.js';
import { marketContracts } from '@shared/contracts/market.js';
import { DEFAULT_AVATAR_NAME } from '@shared/constants/file-rules.js';
import { apiUrl, call, type QueryValue } from '@/api/http-client.js';
import { DEFAULT_IMAGE_URL } from '@/components/use-image-url.js';

/*
 * The public market's calls (docs/market.md), made through their contracts: every read answers anyone, so the
 * pages work signed out; subscribing needs a session.
 */

export type { CategoryNode, MarketAdvertisement, MarketApplication, MarketApplicationView, MarketCategoryGroup };
export type { MarketSearchPage };

export const getTopApplications = (signal?: AbortSignal) => call(marketContracts.getTopApplication, { signal });
export const getCategoryApplications = (signal?: AbortSignal) =>
  call(marketContracts.getCategoryApplication, { signal });
/** The portal's advertisements: the spec reads the embedded list. */
export const getAdvertisements = async (signal?: AbortSignal): Promise<MarketAdvertisement[]> =>
  (await call(marketContracts.applicationAdvertisements, { signal }))._embedded.applicationAdvertisements;
/** One page of the market list; -1 cost bounds (or none) mean no bound. */
export const searchApplications = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  call(marketContracts.searchApplicationByParams, { query, signal });
export const getRelatedApplications = (parentCategoryId: string, applicationId: string, signal?: AbortSignal) =>
  call(marketContracts.getApplicationByParentCategory, { query: { parentCategoryId, applicationId }, signal });
export const getMarketApplication = (id: string, signal?: AbortSignal) =>
  call(marketContracts.getMarketApplication, { params: { id }, signal });
export const getMarketDocument = (applicationId: string, name: string) =>
  call(marketContracts.getMarketDocument, { query: { applicationId, name } });
/** The category tree (public: the market's filters and sections). */
export const getCategoryTree = (signal?: AbortSignal) =>
  call(catalogueContracts.getApplicationCategoryTree, { signal });

/** The caller's subscription to an application (an empty id: none). */
export const getOwnSubscription = (applicationId: string, signal?: AbortSignal) =>
  call(subscriptionContracts.getApplicationSubscribe, { body: { application: { id: applicationId } }, signal });
export const subscribe = (applicationId: string) =>
  call(subscriptionContracts.submitSubscribe, { body: { application: { id: applicationId } } });
export const unsubscribe = (subscriptionId: string) =>
  call(subscriptionContracts.submitUnSubscribe, { body: { id: subscriptionId } });

/**
 * The address of an image the market shows (a listed application's logo or screenshot; without an application an
 * advertisement's): public, so an `<img src>` loads it without a token. The bundled default image is the console's
 * static copy.
 */
export const marketImageUrl = (name: string, applicationId?: string): string =>
  name === DEFAULT_AVATAR_NAME
    ? DEFAULT_IMAGE_URL
    : apiUrl(marketContracts.getMarketImage.path, { name, ...(applicationId ? { applicationId } : {}) });
