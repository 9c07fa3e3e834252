import { catalogueContracts as contracts } from '../../../../shared/contracts/applications.js';
import type { CategoryNode } from '../../../../shared/schemas/application-responses.js';
import { implement } from '../../../lib/http/implement.js';
import { listLookup } from '../../identity/index.js';
import { APP_LOOKUPS } from '../checks.js';
import { deleteCategory, listCategories, saveCategoryTree, type CategoryRecord } from '../data/category.js';

/** The lookup calls of doc 2 §7 and the collection each serves. */
const lookupCalls = [
  [contracts.getApplicationTerminal, APP_LOOKUPS.terminal],
  [contracts.getApplicationModel, APP_LOOKUPS.model],
  [contracts.getApplicationType, APP_LOOKUPS.type],
  [contracts.getSourceType, APP_LOOKUPS.sourceType],
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

/**
 * Lookups and the category tree (doc 2 §7): lookups read by every signed-in user, the tree by anyone (the public
 * market's filters) and written by platform admins.
 */
export const catalogueRoutes = [
  ...lookupCalls.map(([contract, collection]) =>
    implement(contract, async () =>
      (await listLookup({ collection })).map(({ code, name, nameEn }) => ({ id: code, code, name, nameEn })),
    ),
  ),
  implement(contracts.getApplicationCategoryTree, async () => treeOf(await listCategories())),
  implement(contracts.getApplicationCategoryByParentId, async ({ query }) =>
    treeOf(await listCategories())
      .flatMap((root) => (query.parentId ? (root.id === query.parentId ? root.children : []) : [root]))
      .map((node) => (query.parentId ? node : { ...node, children: [] })),
  ),
  implement(contracts.updateApplicationCategory, async ({ body }) => treeOf(await saveCategoryTree(body))),
  implement(contracts.deleteApplicationCategory, async ({ params }) => {
    await deleteCategory({ categoryId: params.categoryId });
    return { deleted: true as const };
  }),
];
