import { NIL_ID } from '../shared/constants/ids.js';
import { recordAdministrativeWrite } from './domains/audit/index.js';
import { listMenus, listRoleMenuPrivilegesOfRoles } from './domains/menus/index.js';
import type { AccessServices } from './lib/auth/access-services.js';
import { createHttpHandler, type RouteSource } from './lib/http/http-handler.js';

/** The record loaders, loaded on the first check of a rule naming a record (`./platform-records.ts`). */
const records = () => import('./platform-records.js');

/**
 * The composition root of the HTTP functions: the generic handler (`functions/lib`, which imports no domain) with
 * what the access checks need from the domains — the loaders of the records a rule may name (roles, departments,
 * menus, gateways, equipment types and products, device groups, data-push rules) and the platform menus and role grants the privilege checks read.
 */
const accessServices: AccessServices = {
  records: {
    role: async (id) => (await records()).findRoleById({ roleId: id }),
    department: async (id) => (await records()).getDepartment({ departmentId: id }),
    menu: async (id) => (await records()).findMenuById({ menuId: id }),
    // The enterprise's own records: only the caller's current enterprise's count, another's is not found.
    gateway: async (id, current) => {
      const gateway = await (await records()).getEquipmentById({ id });
      return gateway?.enterpriseId === current ? gateway : undefined;
    },
    equipmentType: async (id, current) => (await records()).getEquipmentType({ enterpriseId: current, id }),
    product: async (id, current) => (await records()).getEquipmentType({ enterpriseId: current, id }),
    deviceGroup: async (id, current) => (await records()).getGroup({ enterpriseId: current, id }),
    pushRule: async (id, current) => (await records()).getPushRule({ enterpriseId: current, id }),
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
