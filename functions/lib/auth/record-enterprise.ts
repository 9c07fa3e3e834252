import type { RecordKind, RecordRef } from '../../../shared/contracts/access.js';
import { NotFoundError } from '../errors.js';
import { accessServices, type AccessRecord } from './access-services.js';

/** The record each kind of reference loads, as the route receives it. */
export type LoadedRecords = { [K in RecordKind]: AccessRecord<K> };

/** The 404 of each kind: the messages the routes answered when they looked the records up themselves. */
export const RECORD_NOT_FOUND: Readonly<Record<RecordKind, string>> = {
  role: 'Role not found',
  department: 'Department not found',
  menu: 'Menu not found',
  gateway: 'Gateway not found',
  equipmentType: 'Equipment type not found',
  product: 'Product not found',
  deviceGroup: 'Group not found',
  pushRule: 'Rule not found',
};

/** The kind of record a reference names. */
export const recordKindOf = (ref: RecordRef): RecordKind => Object.keys(ref)[0] as RecordKind;

/** The 404 a missing record of the reference's kind answers (and a hidden one: see `evaluateAccess`). */
export const recordNotFound = (ref: RecordRef): NotFoundError => new NotFoundError(RECORD_NOT_FOUND[recordKindOf(ref)]);

/** Longer than any id the table holds: not looked up (a key that long would fail the read), simply not found. */
const MAX_ID_LENGTH = 256;

/**
 * Loads the record a rule names (through its domain's loader; 404 when it does not exist) and answers it with its
 * enterprise, so the route receives the record instead of reading it again. Without the parameter: `current` (the
 * caller's current enterprise) and no record; input validation reports the missing id.
 */
export async function recordOf(
  ref: RecordRef,
  valueOf: (parameter: string) => string | undefined,
  current: string,
): Promise<{ enterpriseId: string; record?: unknown }> {
  const kind = recordKindOf(ref);
  const id = valueOf((ref as Record<string, string>)[kind]);
  if (id === undefined) return { enterpriseId: current };
  const record = id.length > MAX_ID_LENGTH ? undefined : await accessServices().records[kind](id, current);
  if (!record) throw recordNotFound(ref);
  return { enterpriseId: record.enterpriseId, record };
}
