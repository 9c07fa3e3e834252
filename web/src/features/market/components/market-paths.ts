/** The market's public screens (spec doc 2's route table). */
export const MARKET_PORTAL_PATH = '/common/application-market-portal';
export const MARKET_LIST_PATH = '/common/application-market-list';
export const MARKET_VIEW_PATH = '/common/application-market-view';

/** The view of one application. */
export const marketViewPath = (applicationId: string) => `${MARKET_VIEW_PATH}?id=${encodeURIComponent(applicationId)}`;

/** The list with its filters (`name`, `parentCategoryId`, …) in the address, so a search can be linked and reloaded. */
export const marketListPath = (filters: Record<string, string> = {}) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== '')).toString();
  return query ? `${MARKET_LIST_PATH}?${query}` : MARKET_LIST_PATH;
};
