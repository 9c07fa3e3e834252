import { getDepartment } from '../data/department.js';
import { findMenuById } from '../data/menu.js';
import { findRoleById } from '../data/role-by-id.js';
import { NotFoundError } from '../errors.js';
import type { RecordRef } from './access-rule.js';

/** Loaders of the records a privilege rule may name, each answering the record's enterprise. */
const enterpriseOfRecord = {
  role: async (id: string) => (await findRoleById({ roleId: id }))?.enterpriseId,
  department: async (id: string) => (await getDepartment({ departmentId: id }))?.enterpriseId,
  menu: async (id: string) => (await findMenuById({ menuId: id }))?.enterpriseId,
} as const;

const notFound = { role: 'Role not found', department: 'Department not found', menu: 'Menu not found' } as const;

/**
 * The enterprise of the record a rule names, read with one GetItem/Query;
 * 404 when the record does not exist. Without the parameter, `absent` (the
 * caller's current enterprise), and input validation reports the missing id.
 */
export async function enterpriseOf(
  ref: RecordRef,
  valueOf: (parameter: string) => string | undefined,
  absent: string,
): Promise<string> {
  const kind = Object.keys(ref)[0] as keyof typeof enterpriseOfRecord;
  const id = valueOf((ref as Record<string, string>)[kind]);
  if (id === undefined) return absent;
  const enterpriseId = await enterpriseOfRecord[kind](id);
  if (enterpriseId === undefined) throw new NotFoundError(notFound[kind]);
  return enterpriseId;
}
