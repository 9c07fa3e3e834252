/**
 * Key builders of the files domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const fileKeys = {
  image: (imageName: string) => ({ pk: `IMAGE#${imageName}`, sk: '#META' }),
  /** An uploaded document (application help, API, test-report and program files) in the files bucket. */
  document: (name: string) => ({ pk: `DOC#${name}`, sk: '#META' }),
} as const;
