import '../messages/roles-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { ENTERPRISE_ADMIN_ROLE_CODE } from '@shared/constants/ids.js';
import type { MessageKey } from '@/i18n/messages.js';
import { DISABLED_USER_ROLE_NAME, ROLE_PAGE_SIZES } from '@shared/constants/role-rules.js';
import {
  createRole,
  deleteRole,
  getRole,
  listEnterpriseRoles,
  updateRole,
  type EnterpriseRole,
  type RoleDetail,
  type RoleInput,
} from '../api/roles.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { RoleModal } from './role-modal.js';
import { rememberRole, roleRoutes, scopeEnterpriseId, type RoleScope } from './scope.js';
import { useLoad } from '@/components/use-load.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { localText } from '@/i18n/local-text.js';

/** The operations of the role dialogs (spec doc 1 §4: anything else is an unknown operation). */
type Operation = 'create' | 'modify' | 'delete';
type Dialog = { operation: Operation; role?: RoleDetail; holderCount?: number };

/**
 * The role list of an enterprise (or of the platform): one row selected by
 * radio (clicking the selected row clears it; a role named Disabled User
 * cannot be selected), Add / Modify / Delete dialogs and the buttons to the
 * user and privilege screens, which remember the chosen role first.
 */
export function RoleListView({ scope }: { scope: RoleScope }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const session = useSession();
  const enterpriseId = scopeEnterpriseId(scope, session.data?.currentEnterprise?.id);
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ROLE_PAGE_SIZES[0]);
  const [selected, setSelected] = useState<EnterpriseRole[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const page = useLoad(enterpriseId && `${enterpriseId}|${pageIndex}|${pageSize}`, (signal) =>
    listEnterpriseRoles({ enterpriseId: enterpriseId!, page: pageIndex - 1, size: pageSize }, signal),
  );
  const { items, collectionProps } = useCollection(page.data?.content ?? [], {
    filtering: {
      empty: <TableEmpty text={t('roles.list.empty')} />,
    },
  });
  const role = selected[0];
  const total = page.data?.totalElements ?? 0;

  const goToPage = (index: number) => {
    setPageIndex(index);
    setSelected([]);
  };

  const toastKeys: Record<Operation, { ok: MessageKey; failed: MessageKey }> = {
    create: { ok: 'roles.toast.created', failed: 'roles.toast.createFailed' },
    modify: { ok: 'roles.toast.modified', failed: 'roles.toast.modifyFailed' },
    delete: { ok: 'roles.toast.deleted', failed: 'roles.toast.deleteFailed' },
  };

  /** Remembers a role for the user and privilege screens and opens one of them. */
  const openScreenOf = (chosen: { id: string; name: string; enterpriseId: string }, target: 'users' | 'privileges') => {
    rememberRole({ id: chosen.id, name: chosen.name, enterpriseId: chosen.enterpriseId });
    navigate(roleRoutes[scope][target]);
  };

  /**
   * Runs a dialog's operation; a failure toasts and is rethrown so the dialog shows field errors. The result names
   * the role; a new role, which grants nothing yet, offers its privileges as the next step.
   */
  const run = async (operation: string, values?: RoleInput) => {
    const keys = toastKeys[operation as Operation];
    if (!keys || !enterpriseId) {
      notify({ type: 'error', content: t('roles.toast.unknownOperation') });
      return;
    }
    let created: RoleDetail | undefined;
    try {
      if (operation === 'create') created = await createRole(enterpriseId, values!);
      else if (operation === 'modify') await updateRole(dialog!.role!.id, values!);
      else await deleteRole(enterpriseId, dialog!.role!.id, (dialog!.holderCount ?? 0) > 0);
    } catch (failure) {
      notify({ type: 'error', content: `${t(keys.failed)}: ${(failure as Error).message}` });
      throw failure;
    }
    const name = values?.name ?? dialog?.role?.name ?? '';
    notify({
      type: 'success',
      content: t(keys.ok, { name }),
      ...(created
        ? {
            action: { text: t('roles.action.configurePrivileges'), onClick: () => openScreenOf(created, 'privileges') },
          }
        : {}),
    });
    setDialog(undefined);
    setSelected([]);
    if (operation === 'delete' && pageIndex !== 1) setPageIndex(1);
    else page.reload();
  };

  const openDelete = async () => {
    try {
      const detail = await getRole(role!.id);
      setDialog({ operation: 'delete', role: role, holderCount: detail.holderCount });
    } catch (failure) {
      notify({ type: 'error', content: `${t('roles.toast.fetchFailed')}: ${(failure as Error).message}` });
    }
  };

  const openScreen = (target: 'users' | 'privileges') => openScreenOf(role!, target);

  return (
    <ScreenLayout
      title={t(scope === 'platform' ? 'roles.list.platformTitle' : 'roles.list.title')}
      description={t('roles.list.description')}
    >
      <SpaceBetween size="m">
        {page.error ? (
          <Alert type="error" data-testid="roles-load-error">
            {t('roles.toast.fetchFailed')}: {page.error.message}
          </Alert>
        ) : null}
        <Table
          wrapLines
          {...collectionProps}
          data-testid="role-table"
          items={items}
          trackBy="id"
          selectionType="single"
          selectedItems={selected}
          isItemDisabled={(item) => item.name === DISABLED_USER_ROLE_NAME}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          onRowClick={({ detail }) => {
            if (detail.item.name === DISABLED_USER_ROLE_NAME) return;
            setSelected(role?.id === detail.item.id ? [] : [detail.item]);
          }}
          ariaLabels={{
            selectionGroupLabel: t('roles.list.title'),
            itemSelectionLabel: (_, item) => item.name,
          }}
          loading={page.loading}
          loadingText={t('app.loading')}
          columnDefinitions={[
            { id: 'name', header: t('roles.field.name'), cell: (r) => localText(r.name, r.nameEn, locale) },
            {
              id: 'description',
              header: t('roles.field.description'),
              cell: (r) => (
                <span style={{ whiteSpace: 'pre-line' }}>
                  {r.description ? localText(r.description, r.descriptionEn, locale) : '-'}
                </span>
              ),
            },
            { id: 'code', header: t('roles.field.code'), cell: (r) => r.code ?? '-' },
          ]}
          header={
            <Header
              counter={`(${total})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button data-testid="role-add" onClick={() => setDialog({ operation: 'create' })}>
                    {t('roles.action.add')}
                  </Button>
                  <Button
                    data-testid="role-modify"
                    disabled={!role}
                    onClick={() => setDialog({ operation: 'modify', role })}
                  >
                    {t('roles.action.modify')}
                  </Button>
                  <Button data-testid="role-delete" disabled={!role} onClick={() => void openDelete()}>
                    {t('roles.action.delete')}
                  </Button>
                  <Button data-testid="role-users" disabled={!role} onClick={() => openScreen('users')}>
                    {t('roles.action.configureUsers')}
                  </Button>
                  <Button data-testid="role-privileges" disabled={!role} onClick={() => openScreen('privileges')}>
                    {t('roles.action.configurePrivileges')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t(scope === 'platform' ? 'roles.list.platformTitle' : 'roles.list.title')}
            </Header>
          }
          pagination={<ServerPagination pageIndex={pageIndex} total={total} pageSize={pageSize} onChange={goToPage} />}
          preferences={
            <CollectionPreferences
              title={t('roles.pagination.pageSize')}
              confirmLabel={t('roles.action.confirm')}
              cancelLabel={t('roles.action.cancel')}
              preferences={{ pageSize }}
              pageSizePreference={{
                title: t('roles.pagination.pageSize'),
                options: ROLE_PAGE_SIZES.map((size) => ({
                  value: size,
                  label: t('roles.pagination.rows', { count: size }),
                })),
              }}
              onConfirm={({ detail }) => {
                setPageSize(detail.pageSize ?? ROLE_PAGE_SIZES[0]);
                goToPage(1);
              }}
            />
          }
        />
      </SpaceBetween>
      {dialog?.operation === 'create' || dialog?.operation === 'modify' ? (
        <RoleModal
          header={t(dialog.operation === 'create' ? 'roles.dialog.addTitle' : 'roles.dialog.modifyTitle')}
          initial={dialog.role ? { name: dialog.role.name, description: dialog.role.description ?? '' } : undefined}
          onSubmit={(values) => run(dialog.operation, values)}
          onDismiss={() => setDialog(undefined)}
        />
      ) : null}
      {dialog?.operation === 'delete' && dialog.role ? (
        <ConfirmModal
          header={t('roles.dialog.deleteTitle')}
          confirmText={t('roles.action.delete')}
          onConfirm={() => run('delete').catch(() => undefined)}
          confirmDisabled={dialog.role.code === ENTERPRISE_ADMIN_ROLE_CODE}
          onDismiss={() => setDialog(undefined)}
        >
          <SpaceBetween size="s">
            <Box>{t('roles.dialog.deleteText', { name: dialog.role.name })}</Box>
            <Box variant="strong" data-testid="delete-role-name">
              {dialog.role.name}
            </Box>
            <Box>
              <span style={{ whiteSpace: 'pre-line' }}>
                {dialog.role.description ? localText(dialog.role.description, dialog.role.descriptionEn, locale) : '-'}
              </span>
            </Box>
            {dialog.role.code === ENTERPRISE_ADMIN_ROLE_CODE ? (
              <Alert type="warning">{t('roles.dialog.adminRole')}</Alert>
            ) : (dialog.holderCount ?? 0) > 0 ? (
              <Alert type="warning" data-testid="delete-holders-warning">
                {t('roles.dialog.holdersWarning', { count: dialog.holderCount! })}
              </Alert>
            ) : (
              <Box>{t('roles.dialog.noHolders')}</Box>
            )}
          </SpaceBetween>
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
