import '../../messages/statistics-messages.js';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { CopyableId } from '@/components/copyable-id.js';
import { orDash, useFormatting } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useTablePreferences } from '@/components/table-preferences.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { CursorTable } from '../../components/cursor-table.js';
import { getCurrentUsers, signOutUserSession, type CurrentUser } from '../../api/statistics.js';
import { useStatisticsScope } from '../../components/enterprise-scope.js';

/**
 * `/console/current-users`: the sessions active within the access token's lifetime, most recently active first; an
 * enterprise administrator sees their enterprise's, a platform administrator the platform's or one enterprise's, and
 * may sign a session's user out (every session of the user ends: Cognito's global sign-out).
 */
export default function CurrentUsersPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const scope = useStatisticsScope();
  const [signingOut, setSigningOut] = useState<CurrentUser>();
  const list = useCursorList(scope.key, (cursor, signal) => getCurrentUsers(scope.enterpriseId, cursor, signal));
  const columns = [
    { id: 'user', label: t('statistics.column.user'), alwaysVisible: true },
    { id: 'enterprise', label: t('statistics.column.enterprise') },
    { id: 'startedAt', label: t('statistics.current.startedAt') },
    { id: 'lastSeenAt', label: t('statistics.current.lastSeenAt') },
    { id: 'address', label: t('statistics.column.address') },
    { id: 'client', label: t('statistics.column.client') },
    ...(scope.platformAdmin ? [{ id: 'actions', label: t('app.rowActions') }] : []),
  ];
  const preferences = useTablePreferences('current-users-table', columns, ['startedAt']);
  const header = (id: string) => columns.find((column) => column.id === id)?.label;

  const signOut = async () => {
    const session = signingOut!;
    try {
      await signOutUserSession(session.userId, session.sessionId);
      notify({ type: 'success', content: t('statistics.current.signedOut', { name: session.username }) });
      list.reload();
    } catch (error) {
      notify({
        type: 'error',
        content: t('statistics.current.signOutFailed', { name: session.username, message: messageOf(error) }),
      });
    } finally {
      setSigningOut(undefined);
    }
  };

  return (
    <ScreenLayout title={t('statistics.current.title')} description={t('statistics.current.description')}>
      <CursorTable
        testId="current-users-table"
        list={list}
        preferences={preferences}
        trackBy={(session) => `${session.userId}/${session.sessionId}`}
        emptyText={t('statistics.current.empty')}
        header={
          <Header
            counter={`(${list.items.length}${list.hasMore ? '+' : ''})`}
            actions={
              <Button iconName="refresh" data-testid="current-users-reload" onClick={list.reload}>
                {t('statistics.current.reload')}
              </Button>
            }
          >
            {t('statistics.current.title')}
          </Header>
        }
        filter={scope.filter}
        columnDefinitions={[
          {
            id: 'user',
            header: header('user'),
            isRowHeader: true,
            cell: (session) => (
              <SpaceBetween size="xxxs">
                <span>{session.username}</span>
                <CopyableId id={session.userId} label={t('statistics.column.user')} />
              </SpaceBetween>
            ),
          },
          { id: 'enterprise', header: header('enterprise'), cell: (session) => orDash(session.enterpriseName) },
          { id: 'startedAt', header: header('startedAt'), cell: (session) => dateTime(session.startedAt) },
          { id: 'lastSeenAt', header: header('lastSeenAt'), cell: (session) => dateTime(session.lastSeenAt) },
          { id: 'address', header: header('address'), cell: (session) => session.sourceIp },
          { id: 'client', header: header('client'), cell: (session) => session.client },
          ...(scope.platformAdmin
            ? [
                {
                  id: 'actions',
                  header: header('actions'),
                  cell: (session: CurrentUser) => (
                    <Button
                      data-testid={`sign-out-${session.username}`}
                      ariaLabel={t('statistics.current.signOutOf', { name: session.username })}
                      onClick={() => setSigningOut(session)}
                    >
                      {t('statistics.current.signOut')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {signingOut ? (
        <ConfirmModal
          header={t('statistics.current.signOutTitle')}
          confirmText={t('statistics.current.signOut')}
          onConfirm={signOut}
          onDismiss={() => setSigningOut(undefined)}
        >
          {t('statistics.current.signOutText', { name: signingOut.username })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
