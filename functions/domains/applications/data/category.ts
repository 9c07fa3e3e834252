import { randomUUID } from 'node:crypto';
import type { CategoryTreeInput } from '../../../../shared/schemas/application.js';
import { categoryTree, type WantedCategory } from '../../../lib/data/category-tree.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { applicationKeys } from './keys.js';

/** A stored category (`APPCATEGORIES` / `CAT#{id}`); `usage` counts the applications filed under it. */
export interface CategoryRecord {
  id: string;
  parentId?: string;
  code: string;
  name: string;
  nameEn?: string;
  description: string;
  sort: number;
  usage?: number;
}

const tree = categoryTree<CategoryRecord>({
  key: applicationKeys.applicationCategory,
  entity: 'applicationCategory',
  usedBy: 'applications',
});

/** Every category, parents and children, by `sort`: one Query of the category partition. */
export const listCategories = tree.list;

/**
 * The transaction item that moves one use of a category: `+1` only while it exists (under `parentId` when
 * given), `-1` unconditionally. Creating an application and deleting its category thus cannot both succeed.
 */
export const categoryUsage = (categoryId: string, parentId: string | undefined, delta: 1 | -1): TransactItem =>
  tree.usage(categoryId, delta, parentId);

/** Saves the whole tree (existing nodes by id): see `categoryTree().save` for the rules and the 409. */
export function saveCategoryTree(input: CategoryTreeInput): Promise<CategoryRecord[]> {
  return tree.save((exists) => {
    const wanted: WantedCategory<CategoryRecord>[] = [];
    const fields = (node: CategoryTreeInput[number]) => ({
      code: node.code,
      name: node.name,
      ...(node.nameEn ? { nameEn: node.nameEn } : {}),
      description: node.description ?? '',
    });
    for (const root of input) {
      const rootId = exists(root.id) ? root.id : randomUUID();
      wanted.push({ id: rootId, ...fields(root) });
      for (const child of root.children ?? []) {
        wanted.push({ id: exists(child.id) ? child.id : randomUUID(), parentId: rootId, ...fields(child) });
      }
    }
    return wanted;
  });
}

/** Deletes one category while no application uses it and it has no categories below it (409 each); 404 when gone. */
export const deleteCategory = (options: { categoryId: string }): Promise<void> => tree.remove(options.categoryId);
