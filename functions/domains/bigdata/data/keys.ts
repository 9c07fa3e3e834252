/**
 * Key builders of the bigdata domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const bigdataKeys = {
  chainRun: (runId: string) => ({ pk: `RUN#${runId}`, sk: '#META' }),
  chainRunModule: (runId: string, index: number) => ({
    pk: `RUN#${runId}`,
    sk: `MODULE#${String(index).padStart(4, '0')}`,
  }),
} as const;
