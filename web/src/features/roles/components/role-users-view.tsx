import '../messages/roles-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { ROLE_PAGE_SIZES } from '@shared/constants/role-rules.js';
import { listRoleHolders, removeRoleUser, type UserListItem } from '../api/roles.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { statusOf } from '@/api/http-client.js';
import { chosenRole, roleRoutes, type RoleScope } from './scope.js';
import { useLoad } from '@/components/use-load.js';
import { TableEmpty } from '@/components/table-empty.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * The users holding the role chosen on the role list (`roleWithUsers`):
 * filter and paging in the browser (the call answers every holder), remove
 * one with a confirmation, and a button to the add screen.
 */
export function RoleUsersView({ scope }: { scope: RoleScope }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const role = chosenRole();
  const [removing, setRemoving] = useState<UserListItem>();
  const holders = useLoad(role?.id, (signal) => listRoleHolders(role!.id, signal));
  const { items, collectionProps, filterProps, paginationProps } = useCollection(holders.data ?? [], {
    filtering: {
      filteringFunction: (item, text) => item.username.toLowerCase().includes(text.trim().toLowerCase()),
      empty: <TableEmpty text={t('roles.users.empty')} />,
    },
    pagination: { pageSize: ROLE_PAGE_SIZES[0] },
  });

  if (!role) {
    return (
      <ScreenLayout title={t('roles.users.heading')}>
        <SpaceBetween size="m">
          <Alert type="info">{t('roles.users.noRole')}</Alert>
          <Button onClick={() => navigate(roleRoutes[scope].list)}>{t('roles.action.back')}</Button>
        </SpaceBetween>
      </ScreenLayout>
    );
  }

  const remove = async (user: UserListItem) => {
    try {
      await removeRoleUser(role.id, user.id);
      notify({ type: 'success', content: t('roles.toast.userRemoved', { role: role.name, user: user.username }) });
      setRemoving(undefined);
      holders.reload();
    } catch (failure) {
      notify({
        type: 'error',
        content:
          statusOf(failure) === 409
            ? t('roles.toast.lastAdmin')
            : `${t('roles.toast.userRemoveFailed')}: ${(failure as Error).message}`,
      });
    }
  };

  return (
    <ScreenLayout title={t('roles.users.title', { name: role.name })}>
      <SpaceBetween size="m">
        {holders.error ? <Alert type="error">{holders.error.message}</Alert> : null}
        <Table
          wrapLines
          {...collectionProps}
          data-testid="role-holder-table"
          items={items}
          trackBy="id"
          loading={holders.loading}
          loadingText={t('app.loading')}
          columnDefinitions={[
            { id: 'username', header: t('roles.field.username'), cell: (u) => u.username },
            { id: 'email', header: t('roles.field.email'), cell: (u) => u.email ?? '-' },
            { id: 'phone', header: t('roles.field.phone'), cell: (u) => u.phone ?? '-' },
            {
              id: 'actions',
              header: '',
              cell: (u) => (
                <Button variant="inline-link" data-testid={`remove-${u.username}`} onClick={() => setRemoving(u)}>
                  {t('roles.action.remove')}
                </Button>
              ),
            },
          ]}
          filter={<TextFilter {...filterProps} filteringPlaceholder={t('roles.users.search')} />}
          pagination={<Pagination {...paginationProps} />}
          header={
            <Header
              counter={`(${holders.data?.length ?? 0})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => navigate(roleRoutes[scope].list)}>{t('roles.action.back')}</Button>
                  <Button
                    variant="primary"
                    data-testid="role-add-users"
                    onClick={() => navigate(roleRoutes[scope].addUsers)}
                  >
                    {t('roles.action.addUsers')}
                  </Button>
                </SpaceBetween>
              }
            >
              {role.name}
            </Header>
          }
        />
      </SpaceBetween>
      {removing ? (
        <ConfirmModal
          header={t('roles.users.removeTitle')}
          confirmText={t('roles.action.remove')}
          onConfirm={() => remove(removing)}
          onDismiss={() => setRemoving(undefined)}
        >
          {t('roles.users.removeText', { role: role.name, user: removing.username })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
