import { listLookup } from '../identity/index.js';
import { listAlgorithmCategories } from './data/category.js';
import type { ViewContext } from './views/algorithm-view.js';

/** The category and language names the views read: one Query of each partition. */
export async function viewContext(): Promise<ViewContext> {
  const [categories, types] = await Promise.all([
    listAlgorithmCategories(),
    listLookup({ collection: 'algorithmTypes' }),
  ]);
  return {
    categories: new Map(categories.map((category) => [category.id, category])),
    types: new Map(types.map((type) => [type.code, type.name])),
  };
}
