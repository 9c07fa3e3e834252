import type { MenuNode } from '@shared/schemas/session.js';
import { asList, request } from './http-client.js';

/** `GET /api-menu/query-menu?userId=&enterpriseId=&roleId=`: the menu tree of the current context. */
export async function queryMenu(
  userId: string,
  context: { enterpriseId?: string; roleId?: string },
): Promise<MenuNode[]> {
  const body = await request('GET', '/api-menu/query-menu', {
    query: { userId, enterpriseId: context.enterpriseId, roleId: context.roleId },
  });
  return asList(body, 'menus').map(normaliseMenuNode);
}

/** Fills the optional parts of a node so the navigation can rely on `children` and `sort`. */
function normaliseMenuNode(raw: unknown): MenuNode {
  const node = raw as Partial<MenuNode> & Pick<MenuNode, 'id' | 'name'>;
  return {
    ...node,
    parentId: node.parentId ?? null,
    type: node.type ?? 'page',
    sort: node.sort ?? 0,
    isPublic: node.isPublic ?? false,
    privileges: node.privileges ?? [],
    children: (node.children ?? []).map(normaliseMenuNode),
  };
}
