import { NIL_ID } from '../shared/constants/ids.js';
import type { AccessServices } from './lib/auth/access-services.js';
import { createHttpHandler, type RouteSource } from './lib/http/http-handler.js';

/**
 * The composition root of the HTTP functions: the generic handler (`functions/lib`, which imports no domain) with
 * what the access checks need from the domains — the loaders of the records a rule may name (roles, departments,
 * menus, gateways, equipment types and products, device groups, data-push rules) and the platform menus and role grants the privilege checks read.
 */
// Each domain loads on the first check that needs it, so a prefix's cold start evaluates only its own domains.
const roles = () => import('./domains/roles/index.js');
const organisation = () => import('./domains/organisation/index.js');
const menus = () => import('./domains/menus/index.js');
const equipment = () => import('./domains/equipment/index.js');
const iot = () => import('./domains/iot/index.js');

const accessServices: AccessServices = {
  records: {
    role: async (id) => (await roles()).findRoleById({ roleId: id }),
    department: async (id) => (await organisation()).getDepartment({ departmentId: id }),
    menu: async (id) => (await menus()).findMenuById({ menuId: id }),
    // The enterprise's own records: only the caller's current enterprise's count, another's is not found.
    gateway: async (id, current) => {
      const gateway = await (await equipment()).getEquipmentById({ id });
      return gateway?.enterpriseId === current ? gateway : undefined;
    },
    equipmentType: async (id, current) => (await equipment()).getEquipmentType({ enterpriseId: current, id }),
    product: async (id, current) => (await equipment()).getEquipmentType({ enterpriseId: current, id }),
    deviceGroup: async (id, current) => (await iot()).getGroup({ enterpriseId: current, id }),
    pushRule: async (id, current) => (await iot()).getPushRule({ enterpriseId: current, id }),
  },
  platformMenus: async () => (await menus()).listMenus({ enterpriseId: NIL_ID }),
  grantsOfRoles: async (roleIds) => (await menus()).listRoleMenuPrivilegesOfRoles({ roleIds }),
};

/** An API prefix's handler: its route groups (contract tables and their lazy implementations) with the access services. */
export const createPrefixHandler = (sources: readonly RouteSource[]) => createHttpHandler(sources, accessServices);
