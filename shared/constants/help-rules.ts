/**
 * The help centre's and feedback's limits, which the console's forms and the server's schemas both apply
 * (docs/help.md).
 */
export const HELP_LIMITS = {
  categoryName: 40,
  categoryNameEn: 80,
  title: 100,
  titleEn: 160,
  /** An article's body in the restricted markup (`web/src/components/rich-text-markup.ts`), per language. */
  body: 20_000,
  keywords: 10,
  keyword: 30,
  order: 9999,
  /** A search is a filtered Query per category (docs/help.md "Search"): a bounded answer, the best first. */
  searchQuery: 50,
  searchResults: 50,
} as const;

/** The feedback card's limits and the rate limit of sends per client address. */
export const FEEDBACK_LIMITS = {
  username: 64,
  content: 1000,
  /** Sends one client address may make in an hour; the next is refused with 429 and nothing is stored. */
  perAddressPerHour: 5,
  pageSize: 20,
} as const;

/** A feedback's states: open when sent, closed once a platform administrator has handled it. */
export const FEEDBACK_STATUSES = ['open', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
