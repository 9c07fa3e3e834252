import { randomUUID } from 'node:crypto';
import type { AlgorithmCategoryTreeInput } from '../../../../shared/schemas/algorithms.js';
import { categoryTree, type WantedCategory } from '../../../lib/data/category-tree.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { algorithmKeys } from './keys.js';

/** A stored category (`ALGCATEGORIES` / `CAT#{id}`); `usage` counts the algorithms filed under it. */
export interface AlgorithmCategoryRecord {
  id: string;
  parentId?: string;
  name: string;
  sort: number;
  usage?: number;
}

const tree = categoryTree<AlgorithmCategoryRecord>({
  key: algorithmKeys.algorithmCategory,
  entity: 'algorithmCategory',
  usedBy: 'algorithms',
});

/** Every category, parents and children, by `sort`: one Query of the category partition. */
export const listAlgorithmCategories = tree.list;

/**
 * The transaction item that moves the uses of a category by `delta`: an increase only while the category exists,
 * a decrease unconditionally. Filing an algorithm and deleting its category thus cannot both succeed.
 */
export const algorithmCategoryUsage = (categoryId: string, delta: number): TransactItem =>
  tree.usage(categoryId, delta);

/**
 * Saves the whole tree as the console sends it (`key` an existing category's id, else a new node; `label` its
 * name): see `categoryTree().save` for the rules and the 409.
 */
export function saveAlgorithmCategoryTree(input: AlgorithmCategoryTreeInput): Promise<AlgorithmCategoryRecord[]> {
  return tree.save((exists) => {
    const wanted: WantedCategory<AlgorithmCategoryRecord>[] = [];
    for (const root of input) {
      const rootId = exists(root.key) ? root.key : randomUUID();
      wanted.push({ id: rootId, name: root.label || root.key });
      for (const child of root.children ?? []) {
        wanted.push({
          id: exists(child.key) ? child.key : randomUUID(),
          parentId: rootId,
          name: child.label || child.key,
        });
      }
    }
    return wanted;
  });
}

/** Deletes one category while no algorithm uses it and no category sits below it (409 each); 404 when gone. */
export const deleteAlgorithmCategory = (options: { categoryId: string }): Promise<void> =>
  tree.remove(options.categoryId);
