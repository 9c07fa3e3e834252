import '../../messages/algorithms-messages.js';
import { CategoryTreeEditor, type StoredCategory } from '@/components/category-tree-editor.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getAlgorithmCategoryTree,
  saveAlgorithmCategoryTree,
  type AlgorithmCategoryNode,
} from '../../api/algorithms.js';

type Fields = { name: string };
const stored = (node: AlgorithmCategoryNode): StoredCategory<Fields> => ({
  id: node.key,
  fields: { name: node.label },
  children: node.children.map(stored),
});

/**
 * `/console/algorithm-category`: the two-level algorithm category tree, saved whole (the `key` of a stored node is
 * its id, a new node is sent without one). The server refuses to remove or move a category algorithms use.
 */
export default function AlgorithmCategoryPage() {
  const { t } = useI18n();
  return (
    <CategoryTreeEditor<Fields>
      testIdPrefix="algorithm-category"
      fields={[{ name: 'name', label: t('algorithms.category.name') }]}
      nameField="name"
      empty={{ name: '' }}
      load={async (signal) => (await getAlgorithmCategoryTree(signal)).map(stored)}
      save={async (tree) =>
        (
          await saveAlgorithmCategoryTree(
            tree.map((parent) => ({
              key: parent.id ?? '',
              label: parent.fields.name,
              children: parent.children.map((child) => ({ key: child.id ?? '', label: child.fields.name })),
            })),
          )
        ).map(stored)
      }
      texts={{
        title: t('algorithms.category.title'),
        empty: t('algorithms.category.empty'),
        addParent: t('algorithms.category.addParent'),
        addChild: t('algorithms.category.addChild'),
        remove: t('algorithms.category.remove'),
        save: t('algorithms.category.save'),
        saved: t('algorithms.category.saved'),
        removeText: (names) => t('algorithms.category.removeText', { names }),
        saveFailed: (message) => t('algorithms.category.saveFailed', { message }),
      }}
    />
  );
}
