import '../messages/statistics-messages.js';
import type { ReactNode } from 'react';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { TableEmpty } from '@/components/table-empty.js';
import { UntilFirstPage } from '@/components/until-first-page.js';
import type { CursorListState } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';

/**
 * The statistics screens' list: a cursor-paged list (`useCursorList`) as a table with its column preferences, its
 * failure above it and "load more" below while pages wait on the server.
 */
export function CursorTable<T>(
  props: {
    testId: string;
    list: CursorListState<T>;
    preferences: { tableProps: Pick<TableProps, 'columnDisplay' | 'wrapLines'>; preferences: ReactNode };
    emptyText: string;
  } & Pick<TableProps<T>, 'header' | 'filter' | 'columnDefinitions' | 'trackBy'>,
) {
  const { t } = useI18n();
  const { list } = props;
  return (
    <SpaceBetween size="m">
      {list.error ? (
        <StatusIndicator type="error">{t('statistics.loadFailed', { message: messageOf(list.error) })}</StatusIndicator>
      ) : null}
      <UntilFirstPage waiting={list.loading && list.items.length === 0} header={props.header}>
        <Table
          data-testid={props.testId}
          wrapLines
          {...props.preferences.tableProps}
          preferences={props.preferences.preferences}
          header={props.header}
          filter={props.filter}
          items={[...list.items]}
          trackBy={props.trackBy}
          empty={<TableEmpty text={props.emptyText} />}
          footer={<LoadMoreFooter list={list} testId={`${props.testId}-more`} />}
          columnDefinitions={props.columnDefinitions}
        />
      </UntilFirstPage>
    </SpaceBetween>
  );
}
