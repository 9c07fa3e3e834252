/**
 * Key builders of the certification domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const certificationKeys = {
  /** A user's personal certification (kept out of `USER#`, which loadCaller reads whole on every request). */
  userCertification: (userId: string) => ({ pk: `USERCERT#${userId}`, sk: '#META' }),
  /** One auditor decision on an enterprise (`ENT`) or personal (`USER`) certification; newest last by time. */
  review: (subject: 'ENT' | 'USER', subjectId: string, reviewedAt: string, reviewId: string) => ({
    pk: `REVIEW#${subject}#${subjectId}`,
    sk: `${reviewedAt}#${reviewId}`,
  }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const certificationIndexKeys = {
  /** gsi2: the personal certification review queue by verify status, by submission time. */
  userVerification: (status: string, submitTime: string, userId: string) => ({
    gsi2pk: `VERIFY#USER#${status}`,
    gsi2sk: `${submitTime}#${userId}`,
  }),
} as const;
