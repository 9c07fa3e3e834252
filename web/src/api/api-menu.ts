import type { MenuNode } from '@shared/schemas/session.js';
import { menuContracts } from '@shared/contracts/menus.js';
import { call } from './http-client.js';

/** `GET /api-menu/query-menu?userId=&enterpriseId=&roleId=`: the menu tree of the current context. */
export function queryMenu(userId: string, context: { enterpriseId?: string; roleId?: string }): Promise<MenuNode[]> {
  return call(menuContracts.queryMenu, {
    query: { userId, enterpriseId: context.enterpriseId, roleId: context.roleId },
  });
}
