import { STORAGE_KEYS_IN_ANSWER } from '../../../functions/lib/data/storage-keys.js';

/**
 * Fails the test that received an answer the stack's storage-key guard replaced (`GUARD_STORAGE_KEYS`,
 * functions/lib/http/http-handler.ts): the route's answer carried one of the table's own attributes, which fails
 * the test whatever it asserts itself, naming where.
 */
export function failOnStorageKeys(status: number | undefined, body: string | undefined): void {
  if (status === 500 && body?.includes(`"error":"${STORAGE_KEYS_IN_ANSWER}"`)) {
    throw new Error(`An answer carried storage keys: ${body}`);
  }
}
