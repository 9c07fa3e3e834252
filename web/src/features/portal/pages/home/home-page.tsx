import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { ENTERPRISE_ADMIN_ROLE_CODE, NIL_ID } from '@shared/constants/ids.js';
import type { PersonInfo } from '@shared/schemas/session.js';
import { deregisterUser } from '@/api/api-user.js';
import { DeferredModal } from '@/components/deferred.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { Loading } from '@/components/loading.js';
import { WhenNearView } from '@/components/when-near-view.js';
import { useImageUrl } from '@/components/use-image-url.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { personInfo, settledPersonInfo } from './person-info.js';
import { verificationLabelKey, verificationLinks, verificationState, type VerificationState } from './verification.js';
import { ScreenHeader } from '@/components/screen-layout.js';
import { localText } from '@/i18n/local-text.js';
import { BOARD_PLACEHOLDER_HEIGHT } from '@/features/dashboard/components/board-placeholder.js';

// The enterprise row needs the certification client and texts: a chunk of its own keeps them out of the first download.
const EnterpriseCertificationStatus = lazy(() => import('./enterprise-certification-status.js'));
// The dashboard's board (board-components, the tiles' texts) is a chunk of its own, loaded after the personal card.
const HomeDashboard = lazy(() => import('@/features/dashboard/components/home-dashboard.js'));

const STATUS_TYPES: Record<VerificationState, StatusIndicatorProps.Type> = {
  verifying: 'pending',
  verified: 'success',
  failed: 'error',
  notCertified: 'stopped',
};

/**
 * `/console`: the personal info card (spec doc 1 §2) for the current enterprise, and below it the dashboard's tiles
 * (docs/dashboard.md).
 */
export default function HomePage() {
  const { t, locale } = useI18n();
  const session = useSession();
  const { notify } = useNotifications();
  const follow = useFollow();
  const navigate = useNavigate();
  const userId = session.data?.me.id;
  const enterpriseId = session.data?.currentEnterprise?.id;
  const roleId = session.data?.currentRole?.id;
  const [info, setInfo] = useState<PersonInfo | undefined>(() => settledPersonInfo(userId, enterpriseId));
  const [loadError, setLoadError] = useState<string>();
  const [confirmDeregister, setConfirmDeregister] = useState(false);
  const [deregistering, setDeregistering] = useState(false);
  const avatarUrl = useImageUrl(info?.avatar).url;

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    setLoadError(undefined);
    personInfo(userId, enterpriseId)
      .then((loaded) => {
        if (!cancelled) setInfo(loaded);
      })
      .catch((failure: Error) => {
        if (!cancelled) setLoadError(failure.message);
      });
    return () => {
      cancelled = true;
    };
  }, [userId, enterpriseId, roleId]);

  const deregister = async () => {
    if (!userId) return;
    setDeregistering(true);
    try {
      await deregisterUser(userId);
      notify({ type: 'success', content: t('home.deregisterSuccess', { name: info?.username ?? '' }) });
      setConfirmDeregister(false);
      await navigate('/common/logout');
    } catch {
      notify({ type: 'error', content: t('home.deregisterFailed') });
    } finally {
      setDeregistering(false);
    }
  };

  const header = <ScreenHeader title={t('home.title')} />;
  if (loadError) {
    return (
      <ContentLayout header={header}>
        <Container>
          <StatusIndicator type="error">{t('home.loadFailed', { message: loadError })}</StatusIndicator>
        </Container>
      </ContentLayout>
    );
  }
  if (!info) return <Loading />;

  const state = verificationState(info.code);
  // Only the enterprise's administrators (and platform administrators) may edit its details.
  const mayEditEnterprise =
    session.data?.roles.some((role) => role.code === ENTERPRISE_ADMIN_ROLE_CODE) ||
    session.data?.functionRoles.some((role) => role.code === 'platform-admin');
  const none = t('home.none');
  // roleNames comes in the platform's language (Chinese); the English console names the same roles from the context.
  const englishRoleNames = session.data?.roles
    .filter((role) => role.id !== NIL_ID)
    .map((role) => role.nameEn ?? role.name)
    .join(', ');
  const roleNames = locale === 'en' && englishRoleNames ? englishRoleNames : info.roleNames;
  // companyName comes in the stored name; the English console names the current enterprise from the context.
  const current = session.data?.currentEnterprise;
  const companyName =
    current && current.name === info.companyName ? localText(current.name, current.nameEn, locale) : info.companyName;
  return (
    <ContentLayout header={header}>
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <Button variant="inline-link" onClick={() => setConfirmDeregister(true)}>
                {t('home.deregister')}
              </Button>
            }
          >
            {t('home.personalInfo')}
          </Header>
        }
        data-testid="personal-info"
      >
        <SpaceBetween size="l" direction="horizontal">
          <div style={{ width: 96, height: 96, borderRadius: '50%', overflow: 'hidden', background: '#e9ebed' }}>
            {avatarUrl ? (
              <img
                src={avatarUrl}
                alt={t('home.avatarAlt', { name: info.username })}
                width={96}
                height={96}
                // The home's largest picture on a phone (its LCP): fetched ahead of the board's and the tiles' requests.
                fetchPriority="high"
              />
            ) : null}
          </div>
          <SpaceBetween size="m">
            <Box variant="h2" data-testid="welcome">
              {t('home.welcome', { name: info.username })}
            </Box>
            <KeyValuePairs
              columns={2}
              items={[
                { label: t('home.phone'), value: info.phone || none },
                { label: t('home.roles'), value: roleNames || none },
                { label: t('home.company'), value: companyName || none },
                {
                  label: t('home.verification'),
                  value: (
                    <SpaceBetween size="xs" direction="horizontal">
                      <StatusIndicator type={STATUS_TYPES[state]}>{t(verificationLabelKey(state))}</StatusIndicator>
                      {verificationLinks(info.code).map((link) => (
                        <Link key={link.href} href={link.href} onFollow={follow}>
                          {t(link.labelKey)}
                        </Link>
                      ))}
                    </SpaceBetween>
                  ),
                },
                {
                  label: t('home.enterpriseVerification'),
                  value: (
                    <Suspense fallback={<StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>}>
                      <EnterpriseCertificationStatus enterpriseId={enterpriseId} mayEdit={Boolean(mayEditEnterprise)} />
                    </Suspense>
                  ),
                },
              ]}
            />
          </SpaceBetween>
        </SpaceBetween>
      </Container>
      <Box margin={{ top: 'l' }}>
        {/* Below the fold of a phone, the board (its code, its two requests, its first render) waits until scrolled
            near: Lighthouse's phone run spent most of /console's blocking time on it. */}
        <WhenNearView minHeight={BOARD_PLACEHOLDER_HEIGHT}>
          <Suspense fallback={<div style={{ minHeight: BOARD_PLACEHOLDER_HEIGHT }} />}>
            <HomeDashboard />
          </Suspense>
        </WhenNearView>
      </Box>
      {confirmDeregister ? (
        <Suspense fallback={null}>
          <DeferredModal
            visible={confirmDeregister}
            header={t('home.deregister')}
            onDismiss={() => setConfirmDeregister(false)}
            footer={
              <Box float="right">
                <SpaceBetween size="xs" direction="horizontal">
                  <Button variant="link" onClick={() => setConfirmDeregister(false)}>
                    {t('home.cancel')}
                  </Button>
                  <Button variant="primary" loading={deregistering} onClick={() => void deregister()}>
                    {t('home.deregister')}
                  </Button>
                </SpaceBetween>
              </Box>
            }
          >
            {t('home.deregisterConfirm', { name: info.username })}
          </DeferredModal>
        </Suspense>
      ) : null}
    </ContentLayout>
  );
}
