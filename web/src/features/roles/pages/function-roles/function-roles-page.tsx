import '../../messages/grants-messages.js';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  grantFunctionRole,
  listFunctionRoles,
  revokeFunctionRole,
  type FunctionRoleHolder,
  type FunctionRoleWithHolders,
} from '../../api/grants.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { statusOf } from '@/api/http-client.js';
import { roleLabel } from '../../components/apply-roles-view.js';
import { LoadFailedAlert } from '../../components/load-failed-alert.js';
import { GrantsTable } from '../../components/grants-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

type Revoking = { role: FunctionRoleWithHolders; holder: FunctionRoleHolder };

/**
 * `/console/function-roles` (our design, docs/privilege-applications.md):
 * the platform-wide function roles (platform-admin, auditor) with their
 * holders; a platform administrator grants one by username and revokes one
 * after a confirmation. The own platform-admin cannot be revoked (no button;
 * the server also refuses, 409), nor the last platform administrator's.
 */
export default function FunctionRolesPage() {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const session = useSession();
  const me = session.data?.me.id;
  const roles = useLoad('function-roles', (signal) => listFunctionRoles(signal));
  const [revoking, setRevoking] = useState<Revoking>();

  const revoke = async ({ role, holder }: Revoking) => {
    try {
      await revokeFunctionRole(role.code, holder.id);
      notify({
        type: 'success',
        content: t('grants.toast.revoked', { user: holder.username, role: roleLabel(role, locale) }),
      });
      roles.reload();
    } catch (failure) {
      notify({ type: 'error', content: `${t('grants.toast.revokeFailed')}: ${(failure as Error).message}` });
    } finally {
      setRevoking(undefined);
    }
  };

  return (
    <ScreenLayout title={t('grants.functionRoles.title')}>
      <SpaceBetween size="l">
        <LoadFailedAlert error={roles.error} />
        {(roles.data ?? []).map((role) => (
          <SpaceBetween size="s" key={role.code}>
            <GrantsTable
              data-testid={`function-role-${role.code}`}
              items={role.holders}
              trackBy="id"
              loading={roles.loading}
              columnDefinitions={[
                {
                  id: 'username',
                  header: t('grants.field.username'),
                  cell: (h) => (h.id === me ? `${h.username} ${t('grants.functionRoles.self')}` : h.username),
                },
                { id: 'email', header: t('grants.field.email'), cell: (h) => h.email ?? '-' },
                {
                  id: 'actions',
                  header: '',
                  cell: (h) =>
                    role.code === 'platform-admin' && (h.id === me || role.holders.length <= 1) ? null : (
                      <Button
                        variant="inline-link"
                        data-testid={`revoke-${role.code}-${h.username}`}
                        onClick={() => setRevoking({ role, holder: h })}
                      >
                        {t('grants.action.revoke')}
                      </Button>
                    ),
                },
              ]}
              header={
                <Header counter={`(${role.holders.length})`} description={role.code}>
                  {roleLabel(role, locale)}
                </Header>
              }
            />
            <GrantForm role={role} onGranted={roles.reload} />
          </SpaceBetween>
        ))}
      </SpaceBetween>
      {revoking ? (
        <ConfirmModal
          header={t('grants.functionRoles.revokeTitle')}
          confirmText={t('grants.action.revoke')}
          onConfirm={() => revoke(revoking)}
          onDismiss={() => setRevoking(undefined)}
        >
          {t('grants.functionRoles.revokeText', {
            user: revoking.holder.username,
            role: roleLabel(revoking.role, locale),
          })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}

/** Grants the role to a user named by username after a confirmation; the server's answer shows on the field. */
function GrantForm({ role, onGranted }: { role: FunctionRoleWithHolders; onGranted: () => void }) {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const grant = async () => {
    try {
      await grantFunctionRole(role.code, username.trim());
      notify({
        type: 'success',
        content: t('grants.toast.granted', { user: username.trim(), role: roleLabel(role, locale) }),
      });
      setUsername('');
      onGranted();
    } catch (failure) {
      const status = statusOf(failure);
      const message =
        status === 404
          ? t('grants.toast.noSuchUser')
          : status === 409
            ? t('grants.toast.alreadyHeld')
            : `${t('grants.toast.grantFailed')}: ${(failure as Error).message}`;
      setError(message);
      notify({ type: 'error', content: message });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <Container
      header={<Header variant="h3">{t('grants.functionRoles.grantTitle', { role: roleLabel(role, locale) })}</Header>}
    >
      <SpaceBetween direction="horizontal" size="xs" alignItems="end">
        <FormField label={t('grants.field.username')} errorText={error}>
          <Input
            data-testid={`grant-${role.code}-username`}
            value={username}
            onChange={({ detail }) => {
              setUsername(detail.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Button data-testid={`grant-${role.code}`} disabled={!username.trim()} onClick={() => setConfirming(true)}>
          {t('grants.action.grant')}
        </Button>
      </SpaceBetween>
      {confirming ? (
        <ConfirmModal
          header={t('grants.functionRoles.grantTitle', { role: roleLabel(role, locale) })}
          confirmText={t('grants.action.grant')}
          onConfirm={grant}
          onDismiss={() => setConfirming(false)}
        >
          {t('grants.functionRoles.grantText', { user: username.trim(), role: roleLabel(role, locale) })}
        </ConfirmModal>
      ) : null}
    </Container>
  );
}
