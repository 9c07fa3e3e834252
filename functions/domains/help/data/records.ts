import type { FeedbackStatus } from '../../../../shared/constants/help-rules.js';

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
