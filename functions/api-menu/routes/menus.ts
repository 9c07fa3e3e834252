import { QueryMenuQuerySchema } from '../../../shared/schemas/menu.js';
import type { MenuNode } from '../../../shared/schemas/session.js';
import { resolveContext } from '../../lib/auth/context.js';
import { loadMenuGrants } from '../../lib/domain/menu-access.js';
import { buildMenuTree } from '../../lib/domain/menu-tree.js';
import { defineRoute } from '../../lib/http/route.js';

export const menuRoutes = [
  /**
   * The caller's menu tree in the current enterprise and role (or a given
   * enterprise/role the caller holds): granted and public menus plus their ancestors.
   */
  defineRoute({
    method: 'GET',
    path: '/api-menu/query-menu',
    access: { self: 'query.userId' },
    query: QueryMenuQuerySchema,
    handler: async ({ caller, query }): Promise<MenuNode[]> => {
      const context = resolveContext(caller, { enterpriseId: query.enterpriseId, roleId: query.roleId });
      const { menus, grants } = await loadMenuGrants(context);
      return buildMenuTree(menus, grants);
    },
  }),
];
