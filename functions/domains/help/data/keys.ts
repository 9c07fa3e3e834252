/**
 * Key builders of the help centre's and feedback's items in the single table (docs/help.md, docs/data-model.md).
 * The generic pieces (uniqueness markers, rate-limit counters, index names) are plumbing, in
 * functions/lib/data/keys.ts.
 */
export const helpKeys = {
  /** The categories: one small partition, read whole (ordered in memory by `order`). */
  helpCategory: (categoryId: string) => ({ pk: 'HELPCATEGORIES', sk: `CAT#${categoryId}` }),
  /** An article: its own partition, so moving it to another category rewrites only its index keys. */
  helpArticle: (articleId: string) => ({ pk: `HELPARTICLE#${articleId}`, sk: '#META' }),
  /** A feedback. */
  feedback: (feedbackId: string) => ({ pk: `FEEDBACK#${feedbackId}`, sk: '#META' }),
} as const;

/** Secondary-index keys (gsi1 attribute values) written on the article and feedback items. */
export const helpIndexKeys = {
  /** gsi1: a category's articles in the editors' order (`order` zero-padded, then id). */
  articleByCategory: (categoryId: string, order: number, articleId: string) => ({
    gsi1pk: `HELPCAT#${categoryId}`,
    gsi1sk: `${String(order).padStart(4, '0')}#${articleId}`,
  }),
  /** gsi1: the feedback in one state, by arrival (read newest first). */
  feedbackByStatus: (status: string, createdAt: string, feedbackId: string) => ({
    gsi1pk: `FEEDBACKS#${status}`,
    gsi1sk: `${createdAt}#${feedbackId}`,
  }),
} as const;
