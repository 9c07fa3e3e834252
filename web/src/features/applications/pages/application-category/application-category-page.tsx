import '../../messages/applications-messages.js';
import { CategoryTreeEditor, type SavedCategory, type StoredCategory } from '@/components/category-tree-editor.js';
import { useRef } from 'react';
import { useI18n } from '@/i18n/i18n-context.js';
import { getCategoryTree, saveCategoryTree, type CategoryNode } from '../../api/applications.js';

type Fields = { code: string; name: string; nameEn: string };
const stored = (node: CategoryNode): StoredCategory<Fields> => ({
  id: node.id,
  fields: { code: node.code, name: node.name, nameEn: node.nameEn ?? '' },
  children: node.children.map(stored),
});
/** Descriptions are kept as stored: the editor does not show them, so a save must not blank them. */
const sent = (node: SavedCategory<Fields>, descriptions: Map<string, string>) => ({
  ...(node.id ? { id: node.id } : {}),
  code: node.fields.code,
  name: node.fields.name,
  ...(node.fields.nameEn ? { nameEn: node.fields.nameEn } : {}),
  description: (node.id && descriptions.get(node.id)) || '',
});

/**
 * `/console/application-category` (doc 2 §2): the two-level category tree editor (code, name, English name per
 * node), saved whole. The server refuses to remove or move a category applications use, and duplicate codes.
 */
export default function ApplicationCategoryPage() {
  const { t } = useI18n();
  /** The stored descriptions by id, from the last load or save. */
  const descriptions = useRef(new Map<string, string>()).current;
  const remember = (nodes: CategoryNode[]) => {
    for (const node of nodes.flatMap((parent) => [parent, ...parent.children])) {
      descriptions.set(node.id, node.description);
    }
    return nodes.map(stored);
  };
  return (
    <CategoryTreeEditor<Fields>
      testIdPrefix="category"
      fields={[
        { name: 'code', label: t('apps.category.code') },
        { name: 'name', label: t('apps.category.name') },
        { name: 'nameEn', label: t('apps.category.nameEn') },
      ]}
      nameField="name"
      empty={{ code: '', name: '', nameEn: '' }}
      load={async (signal) => remember(await getCategoryTree(signal))}
      save={async (tree) =>
        remember(
          await saveCategoryTree(
            tree.map((parent) => ({
              ...sent(parent, descriptions),
              children: parent.children.map((child) => sent(child, descriptions)),
            })),
          ),
        )
      }
      texts={{
        title: t('apps.category.title'),
        empty: t('apps.category.empty'),
        addParent: t('apps.action.addParent'),
        addChild: t('apps.action.addChild'),
        remove: t('apps.action.remove'),
        save: t('apps.action.saveTree'),
        saved: t('apps.category.saved'),
        removeText: (names) => t('apps.category.removeText', { names }),
        saveFailed: (message) => message,
      }}
    />
  );
}
