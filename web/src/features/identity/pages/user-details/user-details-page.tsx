import '../../messages/users-messages.js';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { deregister } from '../../api/users.js';
import { DeferredModal } from '@/components/deferred.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { VerifyStatus } from '../user-list-management/verify-status.js';
import { useUserDetails } from './use-user-details.js';

/**
 * `/console/user-details`: the own profile, read-only, with the enterprises
 * and roles; links to edit, change the password and deregister (spec doc 1
 * §8: confirm 注销后将无法登录平台, then 信息注销成功 and sign-out, or 信息注销失败).
 */
export default function UserDetailsPage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const userId = session.data?.me.id;
  const details = useUserDetails(userId);
  const [confirming, setConfirming] = useState(false);
  const [deregistering, setDeregistering] = useState(false);

  const runDeregister = async () => {
    if (!userId) return;
    setDeregistering(true);
    try {
      await deregister(userId);
      notify({ type: 'success', content: t('users.deregister.success', { name: details.data?.user.username ?? '' }) });
      setConfirming(false);
      await navigate('/common/logout');
    } catch {
      notify({ type: 'error', content: t('users.deregister.failed') });
    } finally {
      setDeregistering(false);
    }
  };

  const header = (
    <Header
      variant="h1"
      actions={
        <SpaceBetween size="xs" direction="horizontal">
          <Button href="/console/edit-user-details" onFollow={followTo(navigate)} data-testid="edit-details">
            {t('users.details.edit')}
          </Button>
          <Button href="/console/modify-user-password" onFollow={followTo(navigate)} data-testid="modify-password">
            {t('users.details.modifyPassword')}
          </Button>
          <Button onClick={() => setConfirming(true)} data-testid="deregister">
            {t('users.deregister.action')}
          </Button>
        </SpaceBetween>
      }
    >
      {t('users.details.title')}
    </Header>
  );

  if (details.error) {
    return (
      <ContentLayout header={header}>
        <Container>
          <StatusIndicator type="error">
            {t('users.details.loadFailed', { message: details.error.message })}
          </StatusIndicator>
        </Container>
      </ContentLayout>
    );
  }
  if (!details.data) return <Loading />;
  const { user, info, projections } = details.data;
  const none = '-';

  return (
    <ContentLayout header={header}>
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('users.details.profile')}</Header>} data-testid="user-profile">
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('users.field.username'), value: user.username },
              { label: t('users.field.email'), value: user.email ?? none },
              { label: t('users.field.phone'), value: user.phone ?? none },
              { label: t('users.field.verifyStatus'), value: <VerifyStatus code={user.verifyStatus.code} /> },
              { label: t('users.field.workNum'), value: user.workNum ?? none },
              { label: t('users.field.position'), value: user.position?.name ?? none },
              { label: t('users.field.department'), value: user.department?.name ?? none },
              { label: t('users.field.metadata'), value: info.metadata || none },
            ]}
          />
        </Container>
        <Table
          wrapLines
          data-testid="user-enterprises"
          header={<Header variant="h2">{t('users.details.enterprises')}</Header>}
          items={projections}
          trackBy="enterpriseId"
          columnDefinitions={[
            { id: 'name', header: t('users.enterprises.name'), cell: (p) => p.enterpriseName },
            {
              id: 'roles',
              header: t('users.field.roles'),
              cell: (p) => p.roles.map((r) => (locale === 'en' ? (r.nameEn ?? r.name) : r.name)).join(', ') || none,
            },
          ]}
          empty={
            <Box textAlign="center" color="inherit">
              {t('users.details.noEnterprises')}
            </Box>
          }
        />
      </SpaceBetween>
      {confirming ? (
        <Suspense fallback={null}>
          <DeferredModal
            visible={confirming}
            header={t('users.deregister.title')}
            onDismiss={() => setConfirming(false)}
            data-testid="deregister-confirm"
            footer={
              <Box float="right">
                <SpaceBetween size="xs" direction="horizontal">
                  <Button variant="link" onClick={() => setConfirming(false)}>
                    {t('users.action.cancel')}
                  </Button>
                  <Button
                    variant="primary"
                    loading={deregistering}
                    onClick={() => void runDeregister()}
                    data-testid="deregister-ok"
                  >
                    {t('users.deregister.action')}
                  </Button>
                </SpaceBetween>
              </Box>
            }
          >
            {t('users.deregister.confirm', { name: details.data?.user.username ?? '' })}
          </DeferredModal>
        </Suspense>
      ) : null}
    </ContentLayout>
  );
}

/** A Cloudscape button's follow event as an in-app navigation. */
function followTo(navigate: ReturnType<typeof useNavigate>) {
  return (event: CustomEvent<{ href?: string }>) => {
    if (!event.detail.href) return;
    event.preventDefault();
    void navigate(event.detail.href);
  };
}
