import '../../messages/users-messages.js';
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { USER_LIST_PAGE_SIZE } from '@shared/constants/user-lists.js';
import { ApiError } from '@/api/http-client.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { VerifyStatus } from '../user-list-management/verify-status.js';
import { useEmployees, type EmployeeType } from './use-employees.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

const TYPES: readonly EmployeeType[] = ['all', 'verified', 'unverified'];

/** A cell text without spaces (an e-mail, a generated username) that may still break to keep the table narrow. */
function Breakable({ text }: { text: string }) {
  return <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;
}

/**
 * The employees of the current enterprise (`userWithEnterprises`): username
 * search, verification filter and paging on the server; the roles each holds.
 */
export function EmployeeTable({ variant }: { variant: 'enterprise' | 'private' }) {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const session = useSession();
  const enterprise = session.data?.currentEnterprise;
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<EmployeeType>('all');
  const [pageIndex, setPageIndex] = useState(1);
  const page = useEmployees({
    enterpriseId: enterprise?.id,
    username: search,
    type,
    pageNumber: pageIndex - 1,
    pageSize: USER_LIST_PAGE_SIZE,
  });
  const total = page.data?.totalElements ?? 0;
  const { items, collectionProps } = useCollection(page.data?.content ?? [], {
    filtering: {
      empty: <TableEmpty text={t(search || type !== 'all' ? 'users.list.noMatch' : 'users.employees.empty')} />,
    },
  });
  const forbidden = page.error instanceof ApiError && page.error.status === 403;
  const columns: TableProps.ColumnDefinition<(typeof items)[number]>[] = [
    { id: 'username', header: t('users.field.username'), cell: (u) => <Breakable text={u.username} /> },
    { id: 'email', header: t('users.field.email'), cell: (u) => <Breakable text={u.email ?? '-'} /> },
    { id: 'phone', header: t('users.field.phone'), cell: (u) => u.phone ?? '-' },
    {
      id: 'roles',
      header: t('users.field.roles'),
      cell: (u) => u.roles.map((r) => (locale === 'en' ? (r.nameEn ?? r.name) : r.name)).join(', ') || '-',
    },
    { id: 'position', header: t('users.field.position'), cell: (u) => u.position?.name ?? '-' },
    { id: 'department', header: t('users.field.department'), cell: (u) => u.department?.name ?? '-' },
    {
      id: 'verify',
      header: t('users.field.verifyStatus'),
      cell: (u) => <VerifyStatus code={u.verifyStatus.code} />,
    },
    { id: 'joinedAt', header: t('users.field.joinedAt'), cell: (u) => dateTime(u.joinedAt) },
  ];
  // Eight columns: position and department start hidden, so the joining time stays in view at 1,280 px.
  const preferences = useTablePreferences('employee-table', columnsOf(columns, 'username'), ['position', 'department']);

  return (
    <Table
      {...collectionProps}
      data-testid="employee-table"
      items={items}
      trackBy="id"
      loading={page.loading && !!enterprise}
      loadingText={t('app.loading')}
      columnDefinitions={columns}
      {...preferences.tableProps}
      preferences={preferences.preferences}
      header={
        <Header
          counter={page.data ? `(${total})` : undefined}
          description={enterprise?.name}
          actions={
            <SegmentedControl
              label={t('users.employees.typeFilter')}
              selectedId={type}
              options={TYPES.map((id) => ({ id, text: t(`users.employees.type.${id}`) }))}
              onChange={({ detail }) => {
                setType(detail.selectedId as EmployeeType);
                setPageIndex(1);
              }}
            />
          }
        >
          {t(variant === 'enterprise' ? 'users.employees.title' : 'users.employees.privateTitle')}
        </Header>
      }
      filter={
        <SpaceBetween size="xs" direction="horizontal">
          <TextFilter
            filteringText={filterText}
            filteringPlaceholder={t('users.list.searchUsername')}
            filteringAriaLabel={t('users.list.searchUsername')}
            onChange={({ detail }) => setFilterText(detail.filteringText)}
            onDelayedChange={({ detail }) => {
              setSearch(detail.filteringText.trim());
              setPageIndex(1);
            }}
          />
        </SpaceBetween>
      }
      pagination={
        <ServerPagination pageIndex={pageIndex} total={total} pageSize={USER_LIST_PAGE_SIZE} onChange={setPageIndex} />
      }
      empty={
        page.error ? (
          <StatusIndicator type="error">
            {forbidden ? t('users.employees.forbidden') : t('users.list.loadFailed', { message: page.error.message })}
          </StatusIndicator>
        ) : (
          collectionProps.empty
        )
      }
    />
  );
}
