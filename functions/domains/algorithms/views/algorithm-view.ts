import { ALGORITHM_STATUS_NAMES, type AlgorithmStatusCode } from '../../../../shared/constants/algorithm-rules.js';
import type {
  AlgorithmCategoryNode,
  AlgorithmResponse,
  AlgorithmTreeNode,
} from '../../../../shared/schemas/algorithms.js';
import type { AlgorithmRecord, AlgorithmReviewRecord } from '../data/algorithm.js';
import type { AlgorithmCategoryRecord } from '../data/category.js';

/** What the views read besides the record: category and language names. */
export interface ViewContext {
  readonly categories: ReadonlyMap<string, AlgorithmCategoryRecord>;
  readonly types: ReadonlyMap<string, string>;
}

/** The status `{code, name}` (the Chinese name, as the lookup's `name`). */
export const statusOf = (code: string) => ({
  code,
  name: ALGORITHM_STATUS_NAMES[code as AlgorithmStatusCode]?.cn ?? code,
});

/** An algorithm as the calls answer it (doc 3's fields), with its audit history when given. */
export function algorithmView(
  record: AlgorithmRecord,
  context: ViewContext,
  reviews?: readonly AlgorithmReviewRecord[],
): AlgorithmResponse {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    keyword: record.keyword,
    algorithmCategory: { id: record.categoryId, name: context.categories.get(record.categoryId)?.name ?? '' },
    algorithmType: { code: record.typeCode, name: context.types.get(record.typeCode) ?? record.typeCode },
    parameters: record.parameters,
    algorithmFileId: record.algorithmFileId,
    createById: record.createById,
    createByName: record.createByName,
    createDate: record.createDate,
    updateById: record.updateById,
    updateByName: record.updateByName,
    updateDate: record.updateDate,
    enabled: record.enabled,
    logo: record.logo,
    algorithmStatus: statusOf(record.status),
    ...(reviews
      ? {
          reviews: reviews.map(({ decision, reason, reviewerName, reviewedAt }) => ({
            decision,
            reason,
            reviewerName,
            reviewedAt,
          })),
        }
      : {}),
  };
}

/** The category tree: roots by `sort`, each with its categories. */
export function categoryTree(categories: readonly AlgorithmCategoryRecord[]): AlgorithmCategoryNode[] {
  const below = (parentId?: string): AlgorithmCategoryNode[] =>
    categories
      .filter((category) => category.parentId === parentId)
      .map((category) => ({ key: category.id, label: category.name, children: parentId ? [] : below(category.id) }));
  return below(undefined);
}

/** The algorithm tree: each category with its categories below, then its algorithms as leaves (by name). */
export function algorithmTree(
  categories: readonly AlgorithmCategoryRecord[],
  algorithms: readonly AlgorithmRecord[],
): AlgorithmTreeNode[] {
  const leaves = (categoryId: string): AlgorithmTreeNode[] =>
    algorithms
      .filter((algorithm) => algorithm.categoryId === categoryId)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((algorithm) => ({
        key: algorithm.id,
        label: algorithm.name,
        logo: algorithm.logo,
        isAlgorithm: true,
        children: [],
      }));
  const below = (parentId?: string): AlgorithmTreeNode[] =>
    categories
      .filter((category) => category.parentId === parentId)
      .map((category) => ({
        key: category.id,
        label: category.name,
        logo: '',
        isAlgorithm: false,
        children: [...(parentId ? [] : below(category.id)), ...leaves(category.id)],
      }));
  return below(undefined);
}
