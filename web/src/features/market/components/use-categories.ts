import { useCallback, useMemo } from 'react';
import { localText } from '@/i18n/local-text.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useLoad } from '@/components/use-load.js';
import { getCategoryTree, type CategoryNode } from '../api/market.js';

/**
 * The category tree (public), and a category's name in the console's language: applications carry the Chinese name
 * they were saved with; the tree knows the English one.
 */
export function useCategories(): { tree: CategoryNode[]; nameOf: (category: { id: string; name: string }) => string } {
  const { locale } = useI18n();
  const { data } = useLoad('categories', getCategoryTree);
  const tree = useMemo(() => data ?? [], [data]);
  const nameOf = useCallback(
    (category: { id: string; name: string }) => {
      const node = tree.flatMap((parent) => [parent, ...parent.children]).find((n) => n.id === category.id);
      return localText(node?.name ?? category.name, node?.nameEn, locale);
    },
    [tree, locale],
  );
  return { tree, nameOf };
}
