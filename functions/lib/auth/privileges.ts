import { NIL_ID } from '../../../shared/constants/ids.js';
import { accessServices } from './access-services.js';
import { privilegeRefusal } from './evaluate-access.js';
import { TtlCache } from '../ttl-cache.js';
import type { PrivilegeRef } from './access-rule.js';
import type { Caller } from './caller.js';
import { isMemberOf } from './context.js';

/** How long a container reuses the platform menu catalogue to find a menu by route (menus change rarely). */
export const MENU_BY_ROUTE_TTL_MS = 5_000;

/** A platform menu as the privilege checks find it by its URL: its id and privilege codes. */
export interface CatalogueMenu {
  readonly id: string;
  readonly url?: string;
  /** The privilege codes the menu offers. */
  readonly privileges: readonly string[];
}

const catalogue = new TtlCache<ReadonlyMap<string, CatalogueMenu>>(MENU_BY_ROUTE_TTL_MS);

/** The platform menu catalogue by URL, reused by a container for `MENU_BY_ROUTE_TTL_MS`. */
export const catalogueMenusByUrl = (): Promise<ReadonlyMap<string, CatalogueMenu>> =>
  catalogue.get(NIL_ID, async () => {
    const menus = await accessServices().platformMenus();
    return new Map(menus.filter((menu) => menu.url).map((menu) => [menu.url!, menu]));
  });

/**
 * The roles whose grants count in an enterprise: in the current enterprise
 * the current role (or every role held there for the nil role); in another
 * enterprise the caller belongs to, every role held there.
 */
export function rolesInEffect(caller: Caller, enterpriseId: string): readonly string[] {
  if (enterpriseId === caller.enterpriseId) return caller.effectiveRoleIds;
  return caller.rolesByEnterprise[enterpriseId] ?? [];
}

/**
 * True when the caller may use privilege `code` of menu `/console/<menu>` in
 * the enterprise: platform administrators always; the platform scope (nil
 * enterprise) only them; otherwise a member whose roles in effect there grant
 * it. Grants are read on every call, so a change applies to the next request.
 */
export async function hasPrivilege(caller: Caller, enterpriseId: string, privilege: PrivilegeRef): Promise<boolean> {
  if (caller.isPlatformAdmin) return true;
  if (enterpriseId === NIL_ID || !isMemberOf(caller, enterpriseId)) return false;
  const roleIds = rolesInEffect(caller, enterpriseId);
  if (roleIds.length === 0) return false;
  const separator = privilege.lastIndexOf(':');
  const route = privilege.slice(0, separator);
  const code = privilege.slice(separator + 1);
  const menu = (await catalogueMenusByUrl()).get(route ? `/console/${route}` : '/console');
  if (!menu) return false;
  const grants = await accessServices().grantsOfRoles(roleIds);
  return grants.some(
    (grant) => grant.menuId === menu.id && grant.enterpriseId === enterpriseId && grant.privileges.includes(code),
  );
}

/** Whether the caller holds any one of `privileges` in the enterprise (`hasPrivilege`), checked in order. */
export async function hasAnyPrivilege(
  caller: Caller,
  enterpriseId: string,
  privileges: readonly PrivilegeRef[],
): Promise<boolean> {
  for (const privilege of privileges) if (await hasPrivilege(caller, enterpriseId, privilege)) return true;
  return false;
}

/** Throws 403 unless `hasPrivilege`; for enterprise ids that arrive in a body or a stored record. */
export async function assertPrivilege(caller: Caller, enterpriseId: string, privilege: PrivilegeRef): Promise<void> {
  if (!(await hasPrivilege(caller, enterpriseId, privilege))) throw privilegeRefusal(enterpriseId, privilege);
}

/**
 * The caller's grants in an enterprise by menu id (the roles in effect there),
 * or undefined for platform administrators, who hold every privilege.
 */
export async function grantsInEffect(
  caller: Caller,
  enterpriseId: string,
): Promise<ReadonlyMap<string, ReadonlySet<string>> | undefined> {
  if (caller.isPlatformAdmin) return undefined;
  const roleIds = isMemberOf(caller, enterpriseId) ? rolesInEffect(caller, enterpriseId) : [];
  const grants = new Map<string, Set<string>>();
  for (const entry of await accessServices().grantsOfRoles(roleIds)) {
    if (entry.enterpriseId !== enterpriseId) continue;
    const codes = grants.get(entry.menuId) ?? new Set<string>();
    entry.privileges.forEach((code) => codes.add(code));
    grants.set(entry.menuId, codes);
  }
  return grants;
}
