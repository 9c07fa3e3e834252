import { NIL_ID } from '../shared/constants/ids.js';
import { recordAdministrativeWrite } from './domains/audit/index.js';
import { getEquipmentById, getEquipmentType } from './domains/equipment/index.js';
import { getGroup, getPushRule } from './domains/iot/index.js';
import { findMenuById, listMenus, listRoleMenuPrivilegesOfRoles } from './domains/menus/index.js';
import { getDepartment } from './domains/organisation/index.js';
import { findRoleById } from './domains/roles/index.js';
import type { AccessServices } from './lib/auth/access-services.js';
import { createHttpHandler, type RouteSource } from './lib/http/http-handler.js';

/**
 * The composition root of the HTTP functions: the generic handler (`functions/lib`, which imports no domain) with
 * what the access checks need from the domains — the loaders of the records a rule may name (roles, departments,
 * menus, gateways, equipment types and products, device groups, data-push rules) and the platform menus and role grants the privilege checks read.
 */
const accessServices: AccessServices = {
  records: {
    role: (id) => findRoleById({ roleId: id }),
    department: (id) => getDepartment({ departmentId: id }),
    menu: (id) => findMenuById({ menuId: id }),
    // The enterprise's own records: only the caller's current enterprise's count, another's is not found.
    gateway: async (id, current) => {
      const gateway = await getEquipmentById({ id });
      return gateway?.enterpriseId === current ? gateway : undefined;
    },
    equipmentType: (id, current) => getEquipmentType({ enterpriseId: current, id }),
    product: (id, current) => getEquipmentType({ enterpriseId: current, id }),
    deviceGroup: (id, current) => getGroup({ enterpriseId: current, id }),
    pushRule: (id, current) => getPushRule({ enterpriseId: current, id }),
  },
  platformMenus: () => listMenus({ enterpriseId: NIL_ID }),
  grantsOfRoles: (roleIds) => listRoleMenuPrivilegesOfRoles({ roleIds }),
};

/**
 * An API prefix's handler: its route groups (contract tables and their lazy implementations) with the access services
 * and the audit log's writer of administrative writes.
 */
export const createPrefixHandler = (sources: readonly RouteSource[]) =>
  createHttpHandler(sources, accessServices, recordAdministrativeWrite);
