import type { ReactNode } from 'react';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { LoadMoreFooter, type MoreToLoad } from './load-more.js';
import { TableEmpty } from './table-empty.js';

/** What {@link CatalogueTable} lists and how its rows are chosen. */
export interface CatalogueTableProps<T extends { id: string; name: string }> {
  /** The table's `data-testid`. */
  testId: string;
  /** The table's header text, also the label of its selection controls. */
  title: string;
  /** The whole list (paged, sorted and filtered here); undefined until loaded. */
  records: readonly T[] | undefined;
  loading: boolean;
  loadingText: string;
  /** Shown, bold, when the list is empty. */
  emptyText: string;
  pageSize: number;
  columns: TableProps.ColumnDefinition<T>[];
  selectionType: 'single' | 'multi';
  selected: T[];
  onSelectionChange: (selected: T[]) => void;
  onRowClick?: (record: T) => void;
  /** Above the rows (a category filter, say). */
  filter?: ReactNode;
  /** The header's buttons. */
  actions: ReactNode;
  /**
   * For a list read from the server a page at a time (`useCursorList`): "load more" under the table while pages wait
   * there (test id `{testId}-load-more`), and a `+` on the count.
   */
  more?: MoreToLoad;
  /** Column preferences (`useTablePreferences`) for a catalogue of more than five columns. */
  preferences?: { tableProps: Pick<TableProps, 'columnDisplay' | 'wrapLines'>; preferences: ReactNode };
}

/**
 * The console's table of a catalogue (categories, types, groups): the whole
 * list held in the browser (or what of it was read, with `more`) and paged,
 * sorted and emptied by Cloudscape's `useCollection`, rows chosen by
 * selection, a header with the count and the actions. Dialogs and requests
 * stay with the caller.
 */
export function CatalogueTable<T extends { id: string; name: string }>(props: CatalogueTableProps<T>) {
  const { items, collectionProps, paginationProps } = useCollection(props.records ?? [], {
    pagination: { pageSize: props.pageSize },
    sorting: {},
    filtering: {
      empty: <TableEmpty text={props.emptyText} />,
    },
  });
  const { title } = props;
  return (
    <Table
      {...collectionProps}
      {...props.preferences?.tableProps}
      preferences={props.preferences?.preferences}
      data-testid={props.testId}
      items={items}
      trackBy="id"
      selectionType={props.selectionType}
      selectedItems={props.selected}
      onSelectionChange={({ detail }) => props.onSelectionChange(detail.selectedItems)}
      onRowClick={props.onRowClick && (({ detail }) => props.onRowClick!(detail.item))}
      ariaLabels={
        props.selectionType === 'multi'
          ? {
              selectionGroupLabel: title,
              itemSelectionLabel: (_, record) => record.name,
              allItemsSelectionLabel: () => title,
            }
          : { selectionGroupLabel: title, itemSelectionLabel: (_, record) => record.name }
      }
      loading={props.loading}
      loadingText={props.loadingText}
      filter={props.filter}
      columnDefinitions={props.columns}
      pagination={<Pagination {...paginationProps} />}
      footer={props.more ? <LoadMoreFooter list={props.more} testId={`${props.testId}-load-more`} /> : undefined}
      header={
        <Header counter={`(${props.records?.length ?? 0}${props.more?.hasMore ? '+' : ''})`} actions={props.actions}>
          {title}
        </Header>
      }
    />
  );
}
