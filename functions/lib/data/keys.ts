/**
 * The generic key builders of the single table: plumbing with no domain knowledge. Each domain's own key builders
 * (and secondary-index keys) live in `functions/domains/<domain>/data/keys.ts`, the realtime plumbing's in
 * `functions/lib/realtime/keys.ts`; test/unit/functions/data/key-prefixes.test.ts keeps their prefixes apart.
 * Prefixes are upper case; ids are UUIDs or codes. `#`-prefixed sort keys sort before every entity-typed sort key.
 */
export const keys = {
  /** Uniqueness marker: written in the same transaction as the record it guards. */
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value.toLowerCase()}`, sk: '#UNIQUE' }),
  /** A fixed-window counter: `scope` names the limit, `subject` what is counted, `window` the window's index. */
  rateLimit: (scope: string, subject: string, window: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${window}`,
  }),
} as const;

/** Index names (see infra/definitions/table-definition.ts). */
export const indexes = { gsi1: 'gsi1', gsi2: 'gsi2', gsi3: 'gsi3' } as const;
