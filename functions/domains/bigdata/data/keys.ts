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
  /** A model a module trained: its record, by the key of its serialised form in the models bucket. */
  model: (modelKey: string) => ({ pk: `MODEL#${modelKey}`, sk: '#META' }),
} as const;
