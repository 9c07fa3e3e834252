import { keys } from './keys.js';

/**
 * The generic item pieces of the single table: plumbing with no domain knowledge. Each domain's stored record
 * types and item builders live in `functions/domains/<domain>/data/records.ts` (or beside the entity's data module).
 */

/** A stored item: the record with its keys and entity name. */
export type Item<T> = T & { pk: string; sk: string; entity: string };

/**
 * The kinds of value that must be unique, guarded by marker items: each domain names its own kinds by
 * augmenting this interface from its `data/keys.ts` (`declare module '…/lib/data/records.js'`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UniqueKinds {}

/** A value that must be unique platform-wide (or within a scope, when the value names it: `<scopeId>#<name>`). */
export type UniqueKind = keyof UniqueKinds;

export const items = {
  /** Uniqueness marker naming the record that owns the value. */
  unique: (kind: UniqueKind, value: string, ownerId: string) => ({
    ...keys.unique(kind, value),
    entity: 'unique',
    kind,
    ownerId,
  }),
} as const;
