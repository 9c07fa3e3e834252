import '../../messages/certification-messages.js';
import '../../messages/review-messages.js';
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import {
  listEnterpriseVerifications,
  listUserVerifications,
  type EnterpriseInfo,
  type UserCertify,
} from '../../api/certification.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { StatusBadge } from '../../components/status-badge.js';
import { statusOf } from '@/api/http-client.js';
import { useLoad } from '@/components/use-load.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

const PAGE_SIZE = 10;
/** The queue's views: '' is the pending queue (status 1 and 2, the server's default), then verified and failed. */
const STATUS_FILTERS = ['', '3', '4'] as const;
type StatusFilter = (typeof STATUS_FILTERS)[number];

type Row = EnterpriseInfo | UserCertify;

/**
 * One review queue (enterprises or personal certifications): a status view,
 * a search by name (enterprises) or username (people), server paging, and a
 * link from each row to its review screen.
 */
export function ReviewQueue({ kind }: { kind: 'enterprise' | 'user' }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const follow = useFollow();
  const [status, setStatus] = useState<StatusFilter>('');
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);

  const query = {
    status,
    ...(kind === 'enterprise' ? { name: search } : { username: search }),
    pageNumber: pageIndex - 1,
    pageSize: PAGE_SIZE,
  };
  const page = useLoad(`${kind}:${JSON.stringify(query)}`, (signal) =>
    kind === 'enterprise'
      ? listEnterpriseVerifications(query, signal)
      : (listUserVerifications(query, signal) as Promise<{ content: Row[]; totalElements: number }>),
  );
  const content: Row[] = page.data?.content ?? [];
  const { items, collectionProps } = useCollection(content, {
    filtering: {
      empty: <TableEmpty text={t('review.queue.empty')} />,
    },
  });
  const total = page.data?.totalElements ?? 0;

  const detailHref = (row: Row) =>
    kind === 'enterprise'
      ? `/console/verify-enterprise-detail?id=${encodeURIComponent((row as EnterpriseInfo).id)}`
      : `/console/verify-user-detail?userId=${encodeURIComponent((row as UserCertify).userId)}`;

  const named: TableProps.ColumnDefinition<Row>[] =
    kind === 'enterprise'
      ? [
          {
            id: 'name',
            header: t('certification.field.name'),
            cell: (row) => (
              <Link href={detailHref(row)} onFollow={follow}>
                {(row as EnterpriseInfo).name}
              </Link>
            ),
          },
          {
            id: 'creditId',
            header: t('certification.field.unifiedCreditId'),
            cell: (row) => (row as EnterpriseInfo).unifiedCreditId,
          },
          {
            id: 'repreName',
            header: t('certification.field.repreName'),
            cell: (row) => (row as EnterpriseInfo).repreName,
          },
        ]
      : [
          {
            id: 'username',
            header: t('review.queue.username'),
            cell: (row) => (
              <Link href={detailHref(row)} onFollow={follow}>
                {(row as UserCertify).username}
              </Link>
            ),
          },
          { id: 'realName', header: t('certification.field.realName'), cell: (row) => (row as UserCertify).realName },
        ];
  const columns: TableProps.ColumnDefinition<Row>[] = [
    ...named,
    { id: 'status', header: t('certification.summary.status'), cell: (row) => <StatusBadge code={row.status} /> },
    { id: 'submitTime', header: t('certification.summary.submitTime'), cell: (row) => dateTime(row.submitTime) },
    {
      id: 'lastAuthTime',
      header: t('certification.summary.lastAuthTime'),
      cell: (row) => dateTime(row.lastAuthTime),
    },
  ];
  // Each queue keeps its own choice: the two list different columns.
  const preferences = useTablePreferences(`review-queue-${kind}`, columnsOf(columns, columns[0]!.id));

  return (
    <Table
      {...collectionProps}
      {...preferences.tableProps}
      preferences={preferences.preferences}
      data-testid={`queue-${kind}`}
      variant="embedded"
      items={items}
      columnDefinitions={columns}
      trackBy={(row) => (kind === 'enterprise' ? (row as EnterpriseInfo).id : (row as UserCertify).userId)}
      loading={page.loading}
      loadingText={t('app.loading')}
      header={
        <Header
          variant="h2"
          counter={page.data ? `(${total})` : undefined}
          actions={
            <SegmentedControl
              selectedId={status || 'pending'}
              label={t('review.queue.statusFilter')}
              options={STATUS_FILTERS.map((code) => ({
                id: code || 'pending',
                text: t(`review.queue.filter.${code || 'pending'}`),
              }))}
              onChange={({ detail }) => {
                setStatus(detail.selectedId === 'pending' ? '' : (detail.selectedId as StatusFilter));
                setPageIndex(1);
              }}
            />
          }
        >
          {t(kind === 'enterprise' ? 'review.queue.enterprises' : 'review.queue.users')}
        </Header>
      }
      filter={
        <SpaceBetween size="xs" direction="horizontal">
          <TextFilter
            filteringText={filterText}
            filteringPlaceholder={t(kind === 'enterprise' ? 'review.queue.searchName' : 'review.queue.searchUsername')}
            filteringAriaLabel={t(kind === 'enterprise' ? 'review.queue.searchName' : 'review.queue.searchUsername')}
            onChange={({ detail }) => setFilterText(detail.filteringText)}
            onDelayedChange={({ detail }) => {
              setSearch(detail.filteringText.trim());
              setPageIndex(1);
            }}
          />
          {page.error ? (
            <StatusIndicator type="error">
              {statusOf(page.error) === 403
                ? t('review.forbidden')
                : t('review.queue.loadFailed', { message: page.error.message })}
            </StatusIndicator>
          ) : null}
        </SpaceBetween>
      }
      pagination={<ServerPagination pageIndex={pageIndex} total={total} pageSize={PAGE_SIZE} onChange={setPageIndex} />}
    />
  );
}
