import type { FeedbackStatus } from '../../../../shared/constants/help-rules.js';
import { helpIndexKeys, helpKeys } from './keys.js';

/** A stored help category (`HELPCATEGORIES` / `CAT#{id}`); `articles` counts the articles filed under it. */
export interface HelpCategoryRecord {
  id: string;
  name: string;
  nameEn: string;
  order: number;
  articles?: number;
}

/** A stored help article (`HELPARTICLE#{id}`), indexed under its category in order (gsi1). */
export interface HelpArticleRecord {
  id: string;
  categoryId: string;
  title: string;
  titleEn: string;
  /** The restricted markup (docs/help.md "Rendering"), stored as written: never HTML. */
  body: string;
  bodyEn: string;
  keywords: string[];
  order: number;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * Titles, keywords and bodies of both languages in lower case: what a search's filter looks in (DynamoDB's
   * `contains` is case-sensitive). Never answered.
   */
  searchText: string;
}

/** An article's own fields: the stored record without the search text built from them. */
export type HelpArticleFields = Omit<HelpArticleRecord, 'searchText'>;

/** A stored feedback (`FEEDBACK#{id}`), indexed by state (gsi1). */
export interface FeedbackRecord {
  id: string;
  username: string;
  email: string;
  phone: string;
  content: string;
  status: FeedbackStatus;
  createdAt: string;
  closedAt?: string;
  closedBy?: string;
}

/** The stored items' builders, shared by the data modules and the seed. */
export const helpItems = {
  category: (record: HelpCategoryRecord) => ({
    ...helpKeys.helpCategory(record.id),
    entity: 'helpCategory',
    ...record,
  }),
  /** An article item: its keys, its place in its category's order, and its `searchText` built from its texts. */
  article: (record: HelpArticleFields) => ({
    ...helpKeys.helpArticle(record.id),
    ...helpIndexKeys.articleByCategory(record.categoryId, record.order, record.id),
    entity: 'helpArticle',
    ...record,
    searchText: [record.title, record.titleEn, ...record.keywords, record.body, record.bodyEn].join('\n').toLowerCase(),
  }),
} as const;
