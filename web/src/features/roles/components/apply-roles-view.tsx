import '../messages/grants-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { GRANT_PAGE_SIZES, type ApplicationScope } from '@shared/constants/grant-rules.js';
import { NIL_ID } from '@shared/constants/ids.js';
import {
  applyForRoles,
  listApplicableRoles,
  listMyApplications,
  withdrawApplication,
  type ApplicableRole,
  type RoleApplication,
} from '../api/grants.js';
import { useNotifications } from '@/components/notifications.js';
import { recordNames } from '@/components/record-names.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { useSession } from '@/session/session-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { statusOf } from '@/api/http-client.js';
import { ReasonModal } from './reason-modal.js';
import { StateBadge } from './state-badge.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { LoadFailedAlert } from './load-failed-alert.js';
import { GrantsTable } from './grants-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { localText } from '@/i18n/local-text.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

/** A role's name in the console's language. */
export const roleLabel = (role: { name: string; nameEn?: string }, locale: string) =>
  locale === 'en' && role.nameEn ? role.nameEn : role.name;

/**
 * Applying for roles (our design, docs/privilege-applications.md): the roles
 * of the scope (the current enterprise's, or the platform's) with what the
 * user already holds or applied for; choose roles, give a reason, apply.
 * Below, the user's own applications of the scope with their states; a
 * pending one can be withdrawn after a confirmation.
 */
export function ApplyRolesView({ scope }: { scope: ApplicationScope }) {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const session = useSession();
  const enterpriseId = session.data?.currentEnterprise?.id;
  const blocked = scope === 'enterprise' && (!enterpriseId || enterpriseId === NIL_ID);
  const context = session.data ? `${scope}|${enterpriseId ?? ''}` : undefined;
  const [selected, setSelected] = useState<ApplicableRole[]>([]);
  const [applying, setApplying] = useState(false);
  const [withdrawing, setWithdrawing] = useState<RoleApplication>();
  const [pageIndex, setPageIndex] = useState(1);
  const pageSize = GRANT_PAGE_SIZES[0];
  const roles = useLoad(blocked ? undefined : context, (signal) => listApplicableRoles(scope, signal));
  const mine = useLoad(blocked ? undefined : `${context}|${pageIndex}`, (signal) =>
    listMyApplications({ scope, page: pageIndex - 1, size: pageSize }, signal),
  );
  const { items, collectionProps } = useCollection(roles.data ?? [], {
    filtering: {
      empty: <TableEmpty text={t('grants.list.empty')} />,
    },
  });

  const reload = () => {
    setSelected([]);
    roles.reload();
    mine.reload();
  };

  const apply = async (reason: string) => {
    try {
      await applyForRoles({ scope, roleIds: selected.map((r) => r.id), reason });
      notify({
        type: 'success',
        content: t('grants.toast.applied', {
          roles: recordNames(
            selected.map((r) => roleLabel(r, locale)),
            t,
          ),
        }),
      });
      setApplying(false);
      reload();
    } catch (failure) {
      notify({ type: 'error', content: `${t('grants.toast.applyFailed')}: ${(failure as Error).message}` });
      throw failure;
    }
  };

  const withdraw = async (application: RoleApplication) => {
    try {
      await withdrawApplication(application.id);
      notify({
        type: 'success',
        content: t('grants.toast.withdrawn', {
          role: roleLabel({ name: application.roleName, nameEn: application.roleNameEn }, locale),
        }),
      });
      reload();
    } catch (failure) {
      notify({
        type: 'error',
        content: statusOf(failure) === 409 ? t('grants.toast.notPending') : t('grants.toast.withdrawFailed'),
      });
    } finally {
      setWithdrawing(undefined);
    }
  };

  const columns: TableProps.ColumnDefinition<NonNullable<typeof mine.data>['content'][number]>[] = [
    {
      id: 'role',
      header: t('grants.field.role'),
      cell: (a) => roleLabel({ name: a.roleName, nameEn: a.roleNameEn }, locale),
    },
    { id: 'reason', header: t('grants.field.reason'), cell: (a) => a.reason },
    { id: 'state', header: t('grants.field.state'), cell: (a) => <StateBadge state={a.state} /> },
    { id: 'createdAt', header: t('grants.field.createdAt'), cell: (a) => dateTime(a.createdAt) },
    { id: 'decisionReason', header: t('grants.field.decisionReason'), cell: (a) => a.decisionReason ?? '-' },
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (a) =>
        a.state === 'PENDING' ? (
          <Button variant="inline-link" data-testid={`withdraw-${a.roleName}`} onClick={() => setWithdrawing(a)}>
            {t('grants.action.withdraw')}
          </Button>
        ) : null,
    },
  ];
  const preferences = useTablePreferences('role-applications-mine', columnsOf(columns, 'role'));
  const title = t(scope === 'platform' ? 'grants.apply.platformTitle' : 'grants.apply.enterpriseTitle');
  if (blocked) {
    return (
      <ScreenLayout title={title}>
        <Alert type="info">{t('grants.apply.noEnterprise')}</Alert>
      </ScreenLayout>
    );
  }

  const total = mine.data?.totalElements ?? 0;
  return (
    <ScreenLayout title={title}>
      <SpaceBetween size="l">
        <LoadFailedAlert error={roles.error} />
        <Table
          wrapLines
          {...collectionProps}
          data-testid="applicable-roles"
          items={items}
          trackBy="id"
          selectionType="multi"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          isItemDisabled={(role) => role.held || role.pending}
          ariaLabels={{
            selectionGroupLabel: t('grants.apply.rolesHeader'),
            itemSelectionLabel: (_, role) => role.name,
            allItemsSelectionLabel: () => t('grants.apply.rolesHeader'),
          }}
          loading={roles.loading}
          loadingText={t('app.loading')}
          columnDefinitions={[
            { id: 'name', header: t('grants.field.role'), cell: (role) => roleLabel(role, locale) },
            {
              id: 'description',
              header: t('grants.field.description'),
              cell: (role) => (role.description ? localText(role.description, role.descriptionEn, locale) : '-'),
            },
            {
              id: 'state',
              header: t('grants.field.state'),
              cell: (role) =>
                role.held ? (
                  <StatusIndicator type="success">{t('grants.apply.held')}</StatusIndicator>
                ) : role.pending ? (
                  <StatusIndicator type="pending">{t('grants.apply.pending')}</StatusIndicator>
                ) : (
                  t('grants.apply.available')
                ),
            },
          ]}
          header={
            <Header
              counter={`(${roles.data?.length ?? 0})`}
              actions={
                <Button
                  variant="primary"
                  data-testid="apply-roles"
                  disabled={selected.length === 0}
                  onClick={() => setApplying(true)}
                >
                  {t('grants.action.apply')}
                </Button>
              }
            >
              {t('grants.apply.rolesHeader')}
            </Header>
          }
        />
        <GrantsTable
          {...preferences.tableProps}
          preferences={preferences.preferences}
          data-testid="my-applications"
          items={mine.data?.content ?? []}
          trackBy="id"
          loading={mine.loading}
          columnDefinitions={columns}
          header={
            <Header
              counter={`(${total})`}
              actions={<Button iconName="refresh" ariaLabel={t('grants.action.refresh')} onClick={reload} />}
            >
              {t('grants.apply.mineHeader')}
            </Header>
          }
          pagination={
            <ServerPagination pageIndex={pageIndex} total={total} pageSize={pageSize} onChange={setPageIndex} />
          }
        />
      </SpaceBetween>
      {applying ? (
        <ReasonModal
          header={t('grants.apply.dialogTitle')}
          label={t('grants.field.reason')}
          placeholder={t('grants.apply.reasonPlaceholder')}
          submitText={t('grants.action.submit')}
          onSubmit={apply}
          onDismiss={() => setApplying(false)}
        >
          {t('grants.apply.chosen', { roles: selected.map((r) => roleLabel(r, locale)).join('、') })}
        </ReasonModal>
      ) : null}
      {withdrawing ? (
        <ConfirmModal
          header={t('grants.apply.withdrawTitle')}
          confirmText={t('grants.action.withdraw')}
          onConfirm={() => withdraw(withdrawing)}
          onDismiss={() => setWithdrawing(undefined)}
        >
          {t('grants.apply.withdrawText', {
            role: roleLabel({ name: withdrawing.roleName, nameEn: withdrawing.roleNameEn }, locale),
          })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
