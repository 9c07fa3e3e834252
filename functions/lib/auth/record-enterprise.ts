import type { RecordKind, RecordRef } from '../../../shared/contracts/access.js';
import { NotFoundError } from '../errors.js';
import { accessServices, type AccessRecord } from './access-services.js';

/** The record each kind of reference loads, as the route receives it. */
export type LoadedRecords = { [K in RecordKind]: AccessRecord<K> };

const notFound: Readonly<Record<RecordKind, string>> = {
  role: 'Role not found',
  department: 'Department not found',
  menu: 'Menu not found',
};

/**
 * Loads the record a rule names (through its domain's loader; 404 when it does not exist) and answers it with its
 * enterprise, so the route receives the record instead of reading it again. Without the parameter: `absent` (the
 * caller's current enterprise) and no record; input validation reports the missing id.
 */
export async function recordOf(
  ref: RecordRef,
  valueOf: (parameter: string) => string | undefined,
  absent: string,
): Promise<{ enterpriseId: string; record?: unknown }> {
  const kind = Object.keys(ref)[0] as RecordKind;
  const id = valueOf((ref as Record<string, string>)[kind]);
  if (id === undefined) return { enterpriseId: absent };
  const record = await accessServices().records[kind](id);
  if (!record) throw new NotFoundError(notFound[kind]);
  return { enterpriseId: record.enterpriseId, record };
}
