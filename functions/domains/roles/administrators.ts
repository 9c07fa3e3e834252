import { NIL_ID } from '../../../shared/constants/ids.js';
import { catalogueMenusByUrl, type CatalogueMenu } from '../../lib/auth/privileges.js';
import { batchGetItems } from '../../lib/data/batch.js';
import { readAllPages } from '../../lib/data/paging.js';
import { ConflictError } from '../../lib/errors.js';
import { listHoldersOfRole } from './data/role-assignment.js';
import { listRolesOfEnterprise } from './data/role.js';
import { menuKeys, type RoleMenuPrivilegeRecord } from '../menus/index.js';

/** The menus of role and privilege management: an enterprise must keep an administrator holding all of theirs. */
export const MANAGEMENT_MENU_URLS: readonly string[] = ['/console/role-list', '/console/privilege-role-config'];

/** One user's role assignment that keeps role and privilege management in an enterprise. */
export interface AdministratorWitness {
  readonly userId: string;
  readonly enterpriseId: string;
  readonly roleId: string;
}

/** A change about to be written that may take role and privilege management from someone. */
export interface AdministrationChange {
  /** Roles about to be deleted. */
  readonly deletedRoleIds?: readonly string[];
  /** A user about to lose these roles. */
  readonly removed?: { readonly userId: string; readonly roleIds: readonly string[] };
  /** A role whose grants (menu id → privileges) are about to become these. */
  readonly regranted?: { readonly roleId: string; readonly grants: ReadonlyMap<string, ReadonlySet<string>> };
}

/** Whether grants (menu id → privileges) hold every privilege of each management menu. */
const holdsManagement = (grants: ReadonlyMap<string, ReadonlySet<string>>, menus: readonly CatalogueMenu[]) =>
  menus.every((menu) => menu.privileges.every((code) => grants.get(menu.id)?.has(code)));

/** The first holder of a role other than `except`, if any (reads at most two holders). */
async function holderOf(roleId: string, except?: string): Promise<string | undefined> {
  const { items } = await listHoldersOfRole({ roleId, limit: 2 });
  return items.find((assignment) => assignment.userId !== except)?.userId;
}

/**
 * Keeps an enterprise administrable. When `change` touches a role that now holds every privilege of both
 * management menus, someone must still manage roles and privileges after it: a holder (not losing it) of a
 * role (not deleted) whose grants, as changed, hold them all. Otherwise 409 (`reason: lastAdministrator`),
 * unless nobody manages the enterprise now either. Returns that holder's assignment when the change is at
 * stake (undefined when it is not), so the write can condition on it still existing: two administrators
 * removing each other cannot both succeed. Reads the enterprise's roles, their grants on the two menus (one
 * BatchGet) and the first holders of the roles that qualify. Platform roles are not limited here: platform
 * administrators hold every privilege by their role code.
 */
export async function assertAdministratorRemains(
  enterpriseId: string,
  change: AdministrationChange,
): Promise<AdministratorWitness | undefined> {
  if (enterpriseId === NIL_ID) return undefined;
  const catalogue = await catalogueMenusByUrl();
  const menus = MANAGEMENT_MENU_URLS.flatMap((url) => (catalogue.has(url) ? [catalogue.get(url)!] : []));
  if (menus.length !== MANAGEMENT_MENU_URLS.length) return undefined;
  const roles = await readAllPages((cursor) => listRolesOfEnterprise({ enterpriseId, cursor }));
  const entries = await batchGetItems<RoleMenuPrivilegeRecord>(
    roles.flatMap((role) => menus.map((menu) => menuKeys.roleMenuPrivilege(role.id, menu.id))),
  );
  const grantsOf = new Map<string, Map<string, Set<string>>>();
  for (const entry of entries) {
    const grants = grantsOf.get(entry.roleId) ?? new Map<string, Set<string>>();
    grants.set(entry.menuId, new Set(entry.privileges));
    grantsOf.set(entry.roleId, grants);
  }
  const manages = (grants?: ReadonlyMap<string, ReadonlySet<string>>) =>
    grants !== undefined && holdsManagement(grants, menus);
  const managingNow = roles.filter((role) => manages(grantsOf.get(role.id)));
  const touched = new Set([
    ...(change.deletedRoleIds ?? []),
    ...(change.removed?.roleIds ?? []),
    ...(change.regranted ? [change.regranted.roleId] : []),
  ]);
  if (!managingNow.some((role) => touched.has(role.id))) return undefined;

  const deleted = new Set(change.deletedRoleIds ?? []);
  const managingAfter = roles.filter(
    (role) =>
      !deleted.has(role.id) &&
      manages(change.regranted?.roleId === role.id ? change.regranted.grants : grantsOf.get(role.id)),
  );
  for (const role of managingAfter) {
    const losing = change.removed?.roleIds.includes(role.id) ? change.removed.userId : undefined;
    const userId = await holderOf(role.id, losing);
    if (userId) return { userId, enterpriseId, roleId: role.id };
  }
  for (const role of managingNow) {
    if (await holderOf(role.id)) {
      throw new ConflictError('The enterprise must keep at least one administrator who manages roles and privileges', {
        reason: 'lastAdministrator',
      });
    }
  }
  return undefined;
}
