import { getDepartment } from '../../domains/organisation/index.js';
import { findMenuById } from '../../domains/menus/index.js';
import { findRoleById } from '../../domains/roles/index.js';
import { NotFoundError } from '../errors.js';
import type { RecordRef } from './access-rule.js';

/** Loaders of the records a privilege rule may name. */
const loaders = {
  role: (id: string) => findRoleById({ roleId: id }),
  department: (id: string) => getDepartment({ departmentId: id }),
  menu: (id: string) => findMenuById({ menuId: id }),
} as const;

/** The record each kind of reference loads, as the route receives it. */
export type LoadedRecords = { [K in keyof typeof loaders]: NonNullable<Awaited<ReturnType<(typeof loaders)[K]>>> };

const notFound = { role: 'Role not found', department: 'Department not found', menu: 'Menu not found' } as const;

/**
 * Loads the record a rule names (one GetItem/Query; 404 when it does not
 * exist) and answers it with its enterprise, so the route receives the record
 * instead of reading it again. Without the parameter: `absent` (the caller's
 * current enterprise) and no record; input validation reports the missing id.
 */
export async function recordOf(
  ref: RecordRef,
  valueOf: (parameter: string) => string | undefined,
  absent: string,
): Promise<{ enterpriseId: string; record?: unknown }> {
  const kind = Object.keys(ref)[0] as keyof typeof loaders;
  const id = valueOf((ref as Record<string, string>)[kind]);
  if (id === undefined) return { enterpriseId: absent };
  const record = await loaders[kind](id);
  if (!record) throw new NotFoundError(notFound[kind]);
  return { enterpriseId: record.enterpriseId, record };
}
