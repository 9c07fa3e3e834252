import '../messages/menus-messages.js';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { messageOf } from '@/api/http-client.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { menuName } from './menu-tree.js';

/**
 * The props of the menu tree as a table (menu management, a role's
 * privileges, a menu's roles): the flattened nodes expandable under their parents, searched by
 * their name in the current language, with the empty, no-match and
 * load-failure lines (sorted by column when `sorting`). `inheritColor` keeps a screen's empty lines in the
 * table's own colour.
 */
export function useMenuTreeTable<T extends { id: string; parentId: string | null; name: string; nameEn?: string }>(
  flat: T[],
  options: { loading: boolean; error?: Error; inheritColor?: boolean; sorting?: boolean },
) {
  const { t, locale } = useI18n();
  const line = (text: string) => (
    <Box textAlign="center" color={options.inheritColor ? 'inherit' : undefined}>
      {text}
    </Box>
  );
  const { items, collectionProps, filterProps, filteredItemsCount } = useCollection(flat, {
    filtering: {
      filteringFunction: (item, text) => menuName(item, locale).toLowerCase().includes(text.trim().toLowerCase()),
      empty: line(t('menus.empty')),
      noMatch: line(t('menus.noMatch')),
    },
    expandableRows: { getId: (m) => m.id, getParentId: (m) => m.parentId },
    ...(options.sorting ? { sorting: {} } : {}),
  });
  return {
    ...collectionProps,
    items,
    loading: options.loading,
    loadingText: t('app.loading'),
    trackBy: 'id',
    variant: 'container',
    filter: (
      <TextFilter
        {...filterProps}
        filteringPlaceholder={t('menus.search')}
        filteringAriaLabel={t('menus.search')}
        countText={`${filteredItemsCount ?? 0}`}
      />
    ),
    empty: options.error ? (
      <StatusIndicator type="error">{t('menus.loadFailed', { message: messageOf(options.error) })}</StatusIndicator>
    ) : (
      line(t('menus.empty'))
    ),
  } satisfies Partial<TableProps<T>>;
}
