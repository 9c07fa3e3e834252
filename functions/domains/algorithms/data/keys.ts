/**
 * Key builders of the algorithm library's items in the single table (docs/algorithms.md, docs/data-model.md). The
 * generic pieces (uniqueness markers, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const algorithmKeys = {
  /** An algorithm: meta item; its partition also holds its reviews. */
  algorithm: (algorithmId: string) => ({ pk: `ALG#${algorithmId}`, sk: '#META' }),
  /** An audit decision, kept for the history (newest last in the partition). */
  algorithmReview: (algorithmId: string, reviewedAt: string, reviewId: string) => ({
    pk: `ALG#${algorithmId}`,
    sk: `REVIEW#${reviewedAt}#${reviewId}`,
  }),
  /** The algorithm category tree: one partition. */
  algorithmCategory: (categoryId: string) => ({ pk: 'ALGCATEGORIES', sk: `CAT#${categoryId}` }),
} as const;

/** Secondary-index keys (gsi1, gsi3 attribute values) written on the algorithm item. */
export const algorithmIndexKeys = {
  /** gsi1: the algorithms a user created, by creation. */
  algorithmByUser: (userId: string, createDate: string, id: string) => ({
    gsi1pk: `ALGUSER#${userId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  /** gsi3: the algorithms in one status, by last change (the audit queue, the online library). */
  algorithmByStatus: (code: string, updateDate: string, id: string) => ({
    gsi3pk: `ALGSTATUS#${code}`,
    gsi3sk: `${updateDate}#${id}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The algorithm library's values guarded by uniqueness markers: the algorithm name, platform-wide. */
  interface UniqueKinds {
    algorithmName: true;
  }
}
