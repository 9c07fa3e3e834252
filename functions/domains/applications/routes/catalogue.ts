import {
  CategoryIdParamsSchema,
  CategoryTreeInputSchema,
  NoQuerySchema,
  ParentIdQuerySchema,
} from '../../../../shared/schemas/application.js';
import type {
  AppLookupResponseSchema,
  CategoryNode,
  CategoryTreeResponseSchema,
} from '../../../../shared/schemas/application-responses.js';
import { defineRoute, responseOf } from '../../../lib/http/route.js';
import { listLookup } from '../../identity/index.js';
import { APP_LOOKUPS } from '../checks.js';
import { deleteCategory, listCategories, saveCategoryTree, type CategoryRecord } from '../data/category.js';

/** The lookup calls of doc 2 §7 and the collection each serves. */
const lookupCalls = [
  ['getApplicationTerminal', APP_LOOKUPS.terminal],
  ['getApplicationModel', APP_LOOKUPS.model],
  ['getApplicationType', APP_LOOKUPS.type],
  ['getSourceType', APP_LOOKUPS.sourceType],
] as const;

/** Builds the two-level tree from the flat category list. */
function treeOf(categories: readonly CategoryRecord[]): CategoryNode[] {
  const node = (c: CategoryRecord): CategoryNode => ({
    id: c.id,
    key: c.id,
    code: c.code,
    name: c.name,
    ...(c.nameEn ? { nameEn: c.nameEn } : {}),
    description: c.description,
    ...(c.parentId ? { parentId: c.parentId } : {}),
    children: categories.filter((child) => child.parentId === c.id).map(node),
  });
  return categories.filter((c) => !c.parentId).map(node);
}

/** Lookups and the category tree (doc 2 §7): read by every signed-in user, the tree written by platform admins. */
export const catalogueRoutes = [
  ...lookupCalls.map(([call, collection]) =>
    defineRoute({
      method: 'GET',
      path: `/api-application/${call}`,
      access: 'authenticated',
      query: NoQuerySchema,
      response: responseOf<typeof AppLookupResponseSchema>(),
      handler: async () => ({
        _embedded: {
          [collection]: (await listLookup({ collection })).map(({ code, name, nameEn }) => ({
            id: code,
            code,
            name,
            nameEn,
          })),
        },
      }),
    }),
  ),
  defineRoute({
    method: 'GET',
    path: '/api-application/getApplicationCategoryTree',
    access: 'authenticated',
    query: NoQuerySchema,
    response: responseOf<typeof CategoryTreeResponseSchema>(),
    handler: async () => treeOf(await listCategories()),
  }),
  /** The categories below a parent (without `parentId`: the parent categories). */
  defineRoute({
    method: 'GET',
    path: '/api-application/getApplicationCategoryByParentId',
    access: 'authenticated',
    query: ParentIdQuerySchema,
    response: responseOf<typeof CategoryTreeResponseSchema>(),
    handler: async ({ query }) =>
      treeOf(await listCategories())
        .flatMap((root) => (query.parentId ? (root.id === query.parentId ? root.children : []) : [root]))
        .map((node) => (query.parentId ? node : { ...node, children: [] })),
  }),
  /** Saves the whole tree (codes unique); 409 when a category in use would be removed or moved. */
  defineRoute({
    method: 'POST',
    path: '/api-application/updateApplicationCategory',
    access: 'platform-admin',
    body: CategoryTreeInputSchema,
    response: responseOf<typeof CategoryTreeResponseSchema>(),
    handler: async ({ body }) => treeOf(await saveCategoryTree(body)),
  }),
  /** Deletes one category; 409 while an application uses it (race-free: the delete conditions on its use count). */
  defineRoute({
    method: 'PUT',
    path: '/api-application/deleteApplicationCategory/{categoryId}',
    access: 'platform-admin',
    params: CategoryIdParamsSchema,
    handler: async ({ params }): Promise<{ deleted: true }> => {
      await deleteCategory({ categoryId: params.categoryId });
      return { deleted: true };
    },
  }),
];
