import '../messages/roles-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { ROLE_PAGE_SIZES, ROLE_USERS_MAX } from '@shared/constants/role-rules.js';
import { addRoleUsers, listMembers, listPlatformStaff, listRoleHolders, type UserListItem } from '../api/roles.js';
import { useNotifications } from '@/components/notifications.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { recordNames } from '@/components/record-names.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { chosenRole, roleRoutes, type RoleScope } from './scope.js';
import { useLoad } from '@/components/use-load.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { ScreenLayout } from '@/components/screen-layout.js';

const PAGE_SIZE = ROLE_PAGE_SIZES[0];

/**
 * Members of the role's enterprise (platform roles: the platform's staff)
 * with username search and paging on the server; members who already hold
 * the role cannot be selected; "add selected" gives the role to the rest
 * after a confirmation naming them (they gain the role's privileges).
 */
export function RoleUsersAddView({ scope }: { scope: RoleScope }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const role = chosenRole();
  const [filterText, setFilterText] = useState('');
  const [search, setSearch] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const [selected, setSelected] = useState<UserListItem[]>([]);
  const [confirming, setConfirming] = useState(false);
  const query = { username: search || undefined, pageNumber: pageIndex - 1, pageSize: PAGE_SIZE };
  const page = useLoad(role && `${role.id}|${search}|${pageIndex}`, (signal) =>
    scope === 'platform'
      ? listPlatformStaff(query, signal)
      : listMembers({ enterpriseId: role!.enterpriseId, ...query }, signal),
  );
  const holders = useLoad(role?.id, (signal) => listRoleHolders(role!.id, signal));
  const held = new Set((holders.data ?? []).map((u) => u.id));
  const total = page.data?.totalElements ?? 0;
  const { items, collectionProps } = useCollection<UserListItem>(page.data?.content ?? [], {
    filtering: {
      empty: <TableEmpty text={t('roles.users.membersEmpty')} />,
    },
  });

  if (!role) {
    return (
      <ScreenLayout title={t('roles.users.addHeading')}>
        <SpaceBetween size="m">
          <Alert type="info">{t('roles.users.noRole')}</Alert>
          <Button onClick={() => navigate(roleRoutes[scope].list)}>{t('roles.action.back')}</Button>
        </SpaceBetween>
      </ScreenLayout>
    );
  }

  const selectedNames = () =>
    recordNames(
      selected.map((u) => u.username),
      t,
    );

  const add = async () => {
    try {
      await addRoleUsers(
        role.id,
        selected.map((u) => u.id),
      );
      notify({
        type: 'success',
        content: t('roles.toast.usersAdded', {
          role: role.name,
          users: selectedNames(),
        }),
      });
      navigate(roleRoutes[scope].users);
    } catch (failure) {
      notify({ type: 'error', content: `${t('roles.toast.usersAddFailed')}: ${(failure as Error).message}` });
      setConfirming(false);
    }
  };

  return (
    <ScreenLayout title={t('roles.users.addTitle', { name: role.name })}>
      <SpaceBetween size="m">
        {page.error ? <Alert type="error">{page.error.message}</Alert> : null}
        <Table
          wrapLines
          {...collectionProps}
          data-testid="role-member-table"
          items={items}
          trackBy="id"
          selectionType="multi"
          selectedItems={selected}
          isItemDisabled={(u) => held.has(u.id)}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems.slice(0, ROLE_USERS_MAX))}
          ariaLabels={{
            selectionGroupLabel: t('roles.action.addUsers'),
            itemSelectionLabel: (_, u) => u.username,
            allItemsSelectionLabel: () => t('roles.action.addUsers'),
          }}
          loading={page.loading}
          loadingText={t('app.loading')}
          columnDefinitions={[
            { id: 'username', header: t('roles.field.username'), cell: (u) => u.username },
            { id: 'email', header: t('roles.field.email'), cell: (u) => u.email ?? '-' },
            { id: 'phone', header: t('roles.field.phone'), cell: (u) => u.phone ?? '-' },
            { id: 'held', header: '', cell: (u) => (held.has(u.id) ? t('roles.users.holds') : '') },
          ]}
          filter={
            <TextFilter
              filteringText={filterText}
              filteringPlaceholder={t('roles.users.search')}
              onChange={({ detail }) => setFilterText(detail.filteringText)}
              onDelayedChange={({ detail }) => {
                setSearch(detail.filteringText.trim());
                setPageIndex(1);
              }}
            />
          }
          pagination={
            <ServerPagination pageIndex={pageIndex} total={total} pageSize={PAGE_SIZE} onChange={setPageIndex} />
          }
          header={
            <Header
              counter={selected.length > 0 ? `(${selected.length}/${total})` : `(${total})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => navigate(roleRoutes[scope].users)}>{t('roles.action.cancel')}</Button>
                  <Button
                    variant="primary"
                    data-testid="role-add-selected"
                    disabled={selected.length === 0}
                    onClick={() => setConfirming(true)}
                  >
                    {t('roles.action.addSelected')}
                  </Button>
                </SpaceBetween>
              }
            >
              {role.name}
            </Header>
          }
        />
      </SpaceBetween>
      {confirming ? (
        <ConfirmModal
          header={t('roles.users.addConfirmTitle')}
          confirmText={t('roles.action.addSelected')}
          onConfirm={add}
          onDismiss={() => setConfirming(false)}
        >
          {t('roles.users.addConfirmText', { role: role.name, users: selectedNames() })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
