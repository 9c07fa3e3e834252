import '../../messages/users-messages.js';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { USER_LIST_PAGE_SIZE } from '@shared/constants/user-lists.js';
import { type UserListItem } from '../../api/users.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { usePlatformUsers } from './use-platform-users.js';
import { VerifyStatus } from './verify-status.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { UntilFirstPage } from '@/components/until-first-page.js';
import { ListEmpty } from '../../components/list-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

const AddPlatformUserModal = lazy(() =>
  import('./add-platform-user-modal.js').then((m) => ({ default: m.AddPlatformUserModal })),
);

/**
 * The platform user list (`platform`: staff of the platform, with "add";
 * `private`: every other account): username search and paging on the server,
 * one selected row for the password reset.
 */
export function PlatformUserTable({ type }: { type: 'platform' | 'private' }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const navigate = useNavigate();
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<UserListItem[]>([]);
  const page = usePlatformUsers({ type, username: search, pageNumber: pageIndex - 1, pageSize: USER_LIST_PAGE_SIZE });
  const total = page.data?.totalElements ?? 0;
  const { items, collectionProps } = useCollection(page.data?.content ?? [], {
    filtering: {
      empty: <TableEmpty text={t(search ? 'users.list.noMatch' : 'users.list.empty')} />,
    },
  });

  const runSearch = (text: string) => {
    setSearch(text.trim());
    setPageIndex(1);
    setSelected([]);
  };

  const columns: TableProps.ColumnDefinition<UserListItem>[] = [
    { id: 'username', header: t('users.field.username'), cell: (u) => u.username },
    { id: 'email', header: t('users.field.email'), cell: (u) => u.email ?? '-' },
    { id: 'phone', header: t('users.field.phone'), cell: (u) => u.phone ?? '-' },
    {
      id: 'verify',
      header: t('users.field.verifyStatus'),
      cell: (u) => <VerifyStatus code={u.verifyStatus.code} />,
    },
    {
      id: 'account',
      header: t('users.field.account'),
      cell: (u) =>
        u.removed ? (
          <StatusIndicator type="stopped">{t('users.account.removed')}</StatusIndicator>
        ) : (
          <StatusIndicator type="success">{t('users.account.active')}</StatusIndicator>
        ),
    },
    { id: 'createdAt', header: t('users.field.createdAt'), cell: (u) => dateTime(u.createdAt) },
  ];
  const preferences = useTablePreferences('user-table', columnsOf(columns, 'username'));
  const title = t(type === 'platform' ? 'users.list.platformTitle' : 'users.list.privateTitle');
  return (
    <>
      <UntilFirstPage waiting={page.loading && !page.data} header={<Header>{title}</Header>}>
        <Table
          // Usernames and e-mail addresses run long: they wrap (the preferences' default) rather than push the table
          // past its container.
          {...preferences.tableProps}
          preferences={preferences.preferences}
          {...collectionProps}
          data-testid="user-table"
          items={items}
          trackBy="id"
          selectionType="single"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          ariaLabels={{
            selectionGroupLabel: t('users.list.selection'),
            itemSelectionLabel: (_, item) => item.username,
          }}
          loading={page.loading}
          loadingText={t('app.loading')}
          columnDefinitions={columns}
          header={
            <Header
              counter={page.data ? `(${total})` : undefined}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    disabled={selected.length === 0}
                    data-testid="reset-password"
                    onClick={() =>
                      void navigate(
                        `/console/admin-edit-user?userId=${encodeURIComponent(selected[0].id)}&username=${encodeURIComponent(selected[0].username)}`,
                      )
                    }
                  >
                    {t('users.action.resetPassword')}
                  </Button>
                  {type === 'platform' ? (
                    <Button variant="primary" data-testid="add-platform-user-open" onClick={() => setAdding(true)}>
                      {t('users.action.addPlatformUser')}
                    </Button>
                  ) : null}
                </SpaceBetween>
              }
            >
              {title}
            </Header>
          }
          filter={
            <TextFilter
              filteringText={filterText}
              filteringPlaceholder={t('users.list.searchUsername')}
              filteringAriaLabel={t('users.list.searchUsername')}
              onChange={({ detail }) => setFilterText(detail.filteringText)}
              onDelayedChange={({ detail }) => runSearch(detail.filteringText)}
            />
          }
          pagination={
            <ServerPagination
              pageIndex={pageIndex}
              total={total}
              pageSize={USER_LIST_PAGE_SIZE}
              onChange={(index) => {
                setPageIndex(index);
                setSelected([]);
              }}
            />
          }
          empty={<ListEmpty error={page.error} empty={collectionProps.empty} />}
        />
      </UntilFirstPage>
      {adding ? (
        <Suspense fallback={null}>
          <AddPlatformUserModal
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              page.reload();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
