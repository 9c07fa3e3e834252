import { defineContracts } from './contract.js';

/**
 * The menu contracts: the caller's menu tree, menu maintenance, role-menu privileges and web deployments (spec
 * doc 1 §3, §6, §7; docs/menus.md). The schemas load with the first request that needs them (see
 * `shared/contracts/contract.ts`).
 */
const schemas = () => import('../schemas/menu.js');

/** The caller's menu tree and the maintenance of a scope's menus. */
export const menuContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The caller's menu tree in the current (or a given) enterprise and role. */
  queryMenu: {
    method: 'GET',
    path: '/api-menu/query-menu',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.QueryMenuQuerySchema, response: s.QueryMenuResponseSchema }),
  },
  /** A scope's whole menu tree: the platform catalogue (no enterprise) or an enterprise's own menus. */
  getMenus: {
    method: 'GET',
    path: '/api-menu/getMenus',
    access: {
      privilege: 'menu-management-enterprise:view',
      enterprise: 'query.enterpriseId',
      whenAbsent: 'platform-admin',
    },
    schemas: (s) => ({ query: s.GetMenusQuerySchema, response: s.GetMenusResponseSchema }),
  },
  /** Creates (no id) or updates a menu node; answers the stored node. */
  submitMenu: {
    method: 'POST',
    path: '/api-menu/submitMenu',
    access: {
      privilege: 'menu-management-enterprise:edit',
      enterprise: 'body.enterpriseId',
      whenAbsent: 'platform-admin',
    },
    schemas: (s) => ({ body: s.SubmitMenuBodySchema, response: s.SubmitMenuResponseSchema }),
  },
  /** Deletes a menu node without children (409 otherwise) with every role grant on it. */
  deleteMenu: {
    method: 'DELETE',
    path: '/api-menu/deleteMenu/{id}',
    access: {
      privilege: 'menu-management-enterprise:delete',
      enterprise: { menu: 'path.id' },
    },
    schemas: (s) => ({ params: s.MenuIdParamsSchema, response: s.DeleteMenuResponseSchema }),
  },
});

/** What each role is granted on the menus. */
export const roleMenuPrivilegeContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Every menu the role can be granted, each node with the privileges the role holds on it. */
  getMenusAndPrivilege: {
    method: 'GET',
    path: '/api-menu/getMenusAndPrivilege',
    access: {
      privilege: 'privilege-role-config:view',
      enterprise: { role: 'query.roleId' },
    },
    schemas: (s) => ({ query: s.MenusAndPrivilegeQuerySchema, response: s.MenusAndPrivilegeResponseSchema }),
  },
  /** Replaces the role's grants with the submitted {roleId, menuId, privilege} triples. */
  submitRoleMenuPrivilege: {
    method: 'POST',
    path: '/api-menu/submitRoleMenuPrivilege/{roleId}',
    access: {
      privilege: 'privilege-role-config:edit',
      enterprise: { role: 'path.roleId' },
    },
    schemas: (s) => ({
      params: s.RoleIdParamsSchema,
      body: s.SubmitRoleMenuPrivilegeBodySchema,
      response: s.SubmitRoleMenuPrivilegeResponseSchema,
    }),
  },
  /** The roles (the caller administers) that see a menu, with their privileges on it. */
  getMenuRoles: {
    method: 'GET',
    path: '/api-menu/getMenuRoles/{id}',
    access: { privilege: 'menu-role-config-enterprise:view' },
    schemas: (s) => ({ params: s.MenuIdParamsSchema, response: s.MenuRolesResponseSchema }),
  },
});

/** Web deployments menus open their urls under. */
export const deploymentContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The web deployments menus pick from. */
  webDeployments: {
    method: 'GET',
    path: '/api-backend/deployments/web',
    access: 'authenticated',
    schemas: (s) => ({ response: s.DeploymentsResponseSchema }),
  },
  /** One web deployment. */
  webDeployment: {
    method: 'GET',
    path: '/api-backend/deployments/web/{id}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.DeploymentIdParamsSchema, response: s.DeploymentSchema }),
  },
});

/** Every contract table of the menus domain (the API index, `shared/contracts/index.ts`, lists them). */
export const menusTables = [menuContracts, roleMenuPrivilegeContracts, deploymentContracts];
