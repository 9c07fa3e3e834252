import { algorithmCategoryContracts as contracts } from '../../../../shared/contracts/algorithms.js';
import { implement } from '../../../lib/http/implement.js';
import { deleteAlgorithmCategory, listAlgorithmCategories, saveAlgorithmCategoryTree } from '../data/category.js';
import { categoryTree } from '../views/algorithm-view.js';

/** The algorithm category tree: read by anyone, saved whole and deleted (race-free while used) by platform admins. */
export const algorithmCategoryRoutes = [
  implement(contracts.getAlgorithmCategoryTree, async () => categoryTree(await listAlgorithmCategories())),
  implement(contracts.updateAlgorithmCategory, async ({ body }) => categoryTree(await saveAlgorithmCategoryTree(body))),
  implement(contracts.deleteAlgorithmCategory, async ({ params }) => {
    await deleteAlgorithmCategory({ categoryId: params.categoryId });
    return { deleted: true as const };
  }),
];
