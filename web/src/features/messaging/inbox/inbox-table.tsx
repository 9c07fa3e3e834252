import '../messages/inbox-messages.js';
import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useI18n } from '@/i18n/i18n-context.js';
import { messageText, pagesCount, type LocalisedMessage } from './inbox-rules.js';

/**
 * One server page of a message centre's messages in an embedded table: rows
 * chosen by check box, a header with the total, a refresh button before the
 * screen's own actions, and paging over `total` messages (the page index is
 * 1-based, as Cloudscape's).
 */
export function InboxTable<T extends LocalisedMessage>(props: {
  testId: string;
  trackBy: TableProps<T>['trackBy'];
  /** The screen's title, read out for the selection check boxes. */
  selectionLabel: string;
  messages: readonly T[] | undefined;
  loading: boolean;
  /** Shown when the page holds no message. */
  empty: ReactNode;
  columns: TableProps<T>['columnDefinitions'];
  selected: T[];
  onSelectionChange: (selected: T[]) => void;
  title: string;
  total: number;
  onRefresh: () => void;
  /** The buttons after refresh, each with its key. */
  actions: ReactNode[];
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
}) {
  const { t, locale } = useI18n();
  const { items, collectionProps } = useCollection(props.messages ?? [], { filtering: { empty: props.empty } });
  return (
    <Table
      wrapLines
      {...collectionProps}
      data-testid={props.testId}
      variant="embedded"
      items={items}
      trackBy={props.trackBy}
      selectionType="multi"
      selectedItems={props.selected}
      onSelectionChange={({ detail }) => props.onSelectionChange(detail.selectedItems)}
      ariaLabels={{
        selectionGroupLabel: props.selectionLabel,
        allItemsSelectionLabel: () => t('inbox.action.selectAll'),
        itemSelectionLabel: (_, item) => t('inbox.action.selectRow', { title: messageText(item, locale).title }),
      }}
      loading={props.loading}
      loadingText={t('app.loading')}
      columnDefinitions={props.columns}
      header={
        <Header
          counter={t('inbox.center.totalCount', { count: props.total })}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="refresh" ariaLabel={t('inbox.action.refresh')} onClick={props.onRefresh} />
              {props.actions}
            </SpaceBetween>
          }
        >
          {props.title}
        </Header>
      }
      pagination={
        <Pagination
          currentPageIndex={props.pageIndex}
          pagesCount={pagesCount(props.total, props.pageSize)}
          ariaLabels={{ paginationLabel: t('inbox.pagination.label') }}
          onChange={({ detail }) => props.onPageChange(detail.currentPageIndex)}
        />
      }
    />
  );
}
