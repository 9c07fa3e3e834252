import '../messages/grants-messages.js';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { GRANT_PAGE_SIZES, type ApplicationScope } from '@shared/constants/grant-rules.js';
import { NIL_ID } from '@shared/constants/ids.js';
import { getUserRoles, listUsersWithRoles, setUserRoles, type UserWithRoles } from '../api/grants.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { fieldErrorsOf, statusOf } from '@/api/http-client.js';
import { roleLabel } from './apply-roles-view.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { UntilFirstPage } from '@/components/until-first-page.js';
import { LoadFailedAlert } from './load-failed-alert.js';
import { GrantsTable } from './grants-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * Assigning roles by user: the members of the current enterprise (or the
 * platform's staff) with the roles they hold; choose one and change every
 * role they hold with a multiselect, saved in one transaction. The server
 * refuses to take the administrator role from the last administrator (409).
 * `?username=` opens the list searched for that user (the next step after adding a platform user).
 */
export function AssignRolesView({ scope }: { scope: ApplicationScope }) {
  const { t } = useI18n();
  const session = useSession();
  const enterpriseId = scope === 'platform' ? NIL_ID : session.data?.currentEnterprise?.id;
  const [params] = useSearchParams();
  const [username, setUsername] = useState(() => params.get('username') ?? '');
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<UserWithRoles>();
  const pageSize = GRANT_PAGE_SIZES[0];
  const page = useLoad(enterpriseId && `${enterpriseId}|${username.trim()}|${pageIndex}`, (signal) =>
    listUsersWithRoles(
      enterpriseId!,
      { ...(username.trim() ? { username: username.trim() } : {}), pageNumber: pageIndex - 1, pageSize },
      signal,
    ),
  );
  const total = page.data?.totalElements ?? 0;
  const title = t(scope === 'platform' ? 'grants.assign.platformTitle' : 'grants.assign.enterpriseTitle');

  return (
    <ScreenLayout title={title}>
      <SpaceBetween size="m">
        <LoadFailedAlert error={page.error} />
        {/* The table appears with its first page: laid out empty, it sized its columns again when the rows arrived
            (a layout shift of 0.112 on a phone). A search or another page loads inside the table. */}
        <UntilFirstPage waiting={page.loading && !page.data} header={<Header>{title}</Header>}>
          <GrantsTable
            data-testid="users-with-roles"
            items={page.data?.content ?? []}
            trackBy="id"
            loading={page.loading}
            columnDefinitions={[
              { id: 'username', header: t('grants.field.username'), cell: (u) => u.username },
              { id: 'email', header: t('grants.field.email'), cell: (u) => u.email ?? '-' },
              {
                id: 'roles',
                header: t('grants.field.roles'),
                cell: (u) => (u.roles.length ? u.roles.map((r) => r.name).join('、') : t('grants.assign.noRoles')),
              },
              {
                id: 'actions',
                header: '',
                cell: (u) => (
                  <Button variant="inline-link" data-testid={`edit-roles-${u.username}`} onClick={() => setEditing(u)}>
                    {t('grants.action.editRoles')}
                  </Button>
                ),
              },
            ]}
            filter={
              <TextFilter
                filteringText={username}
                filteringPlaceholder={t('grants.list.search')}
                onChange={({ detail }) => {
                  setUsername(detail.filteringText);
                  setPageIndex(1);
                }}
              />
            }
            header={<Header counter={`(${total})`}>{title}</Header>}
            pagination={
              <ServerPagination pageIndex={pageIndex} total={total} pageSize={pageSize} onChange={setPageIndex} />
            }
          />
        </UntilFirstPage>
      </SpaceBetween>
      {editing && enterpriseId ? (
        <UserRolesModal
          enterpriseId={enterpriseId}
          user={editing}
          onClose={(saved) => {
            setEditing(undefined);
            if (saved) page.reload();
          }}
        />
      ) : null}
    </ScreenLayout>
  );
}

/** The multiselect of one user's roles; Save replaces them in one call. */
function UserRolesModal(props: { enterpriseId: string; user: UserWithRoles; onClose: (saved: boolean) => void }) {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const detail = useLoad(`${props.enterpriseId}|${props.user.id}`, (signal) =>
    getUserRoles(props.enterpriseId, props.user.id, signal),
  );
  const [chosen, setChosen] = useState<readonly MultiselectProps.Option[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const options = (detail.data?.available ?? []).map((role) => ({ value: role.id, label: roleLabel(role, locale) }));
  const selected =
    chosen ?? options.filter((option) => detail.data?.user.roles.some((role) => role.id === option.value));

  const save = async () => {
    setBusy(true);
    try {
      await setUserRoles(
        props.enterpriseId,
        props.user.id,
        selected.map((option) => option.value!),
      );
      notify({ type: 'success', content: t('grants.toast.rolesSaved', { user: props.user.username }) });
      props.onClose(true);
    } catch (failure) {
      const status = statusOf(failure);
      const content =
        status === 409
          ? t('grants.toast.lastAdmin')
          : status === 403
            ? t('grants.toast.foreignRole')
            : `${t('grants.toast.rolesSaveFailed')}: ${(failure as Error).message}`;
      notify({ type: 'error', content });
      setError(fieldErrorsOf(failure).roleIds ?? content);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      data-testid="user-roles-modal"
      header={t('grants.assign.editTitle', { user: props.user.username })}
      onDismiss={() => props.onClose(false)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={() => props.onClose(false)}>
              {t('grants.action.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              disabled={!detail.data}
              data-testid="user-roles-save"
              onClick={() => void save()}
            >
              {t('grants.action.save')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label={t('grants.field.roles')} errorText={error ?? detail.error?.message}>
        <Multiselect
          data-testid="user-roles-select"
          selectedOptions={selected}
          options={options}
          statusType={detail.loading ? 'loading' : 'finished'}
          loadingText={t('app.loading')}
          placeholder={t('grants.assign.rolesPlaceholder')}
          onChange={({ detail: change }) => {
            setChosen(change.selectedOptions);
            setError(undefined);
          }}
        />
      </FormField>
    </Modal>
  );
}
