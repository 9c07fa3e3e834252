import { NIL_ID } from '../shared/constants/ids.js';
import { findMenuById, listMenus, listRoleMenuPrivilegesOfRoles } from './domains/menus/index.js';
import { getDepartment } from './domains/organisation/index.js';
import { findRoleById } from './domains/roles/index.js';
import type { AccessServices } from './lib/auth/access-services.js';
import { createHttpHandler, type RouteSource } from './lib/http/http-handler.js';

/**
 * The composition root of the HTTP functions: the generic handler (`functions/lib`, which imports no domain) with
 * what the access checks need from the domains — the loaders of the records a rule may name (roles, departments,
 * menus) and the platform menus and role grants the privilege checks read.
 */
const accessServices: AccessServices = {
  records: {
    role: (id) => findRoleById({ roleId: id }),
    department: (id) => getDepartment({ departmentId: id }),
    menu: (id) => findMenuById({ menuId: id }),
  },
  platformMenus: () => listMenus({ enterpriseId: NIL_ID }),
  grantsOfRoles: (roleIds) => listRoleMenuPrivilegesOfRoles({ roleIds }),
};

/** An API prefix's handler: its route groups (contract tables and their lazy implementations) with the access services. */
export const createPrefixHandler = (sources: readonly RouteSource[]) => createHttpHandler(sources, accessServices);
