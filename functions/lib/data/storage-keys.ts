/**
 * The table's own attributes, which no answer may carry (docs/contracts.md "No answer carries storage keys"): the
 * keys of the table and of every index (`pk`, `sk`, `gsi1pk`…), the item's kind (`entity`) and its expiry
 * (`expiresAt`, the table's TTL attribute). Views pick the fields a client reads; this names what they must leave.
 */
const STORAGE_KEY = /^(?:pk|sk|gsi\d+(?:pk|sk)|entity|expiresAt)$/;

/** The error code of the answer the storage-key guard sends instead of one that carries a storage key. */
export const STORAGE_KEYS_IN_ANSWER = 'StorageKeysInAnswer';

/** True for the name of one of the table's own attributes. */
export const isStorageKey = (name: string): boolean => STORAGE_KEY.test(name);

/**
 * Where a value holds a storage key as an object's key, at any depth (list items, nested records), as JSON paths
 * (`$.items[0].pk`): empty for a clean answer.
 */
export function storageKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => storageKeysIn(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(isStorageKey(key) ? [`${path}.${key}`] : []),
    ...storageKeysIn(inner, `${path}.${key}`),
  ]);
}
