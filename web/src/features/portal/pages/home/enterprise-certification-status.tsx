import '@/features/certification/messages/certification-messages.js';
import { useEffect, useState } from 'react';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { getEnterpriseInfo, type EnterpriseInfo } from '@/features/certification/api/certification.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { StatusBadge } from '@/features/certification/components/status-badge.js';

type Loaded = { id: string; value: EnterpriseInfo | null | 'unreadable' };

/**
 * The current enterprise's certification: undefined while loading, `null`
 * when the caller has no enterprise or it has no details yet, `unreadable`
 * when the caller may not read them.
 */
function useEnterpriseCertification(enterpriseId: string | undefined): Loaded['value'] | undefined {
  const [info, setInfo] = useState<Loaded>();
  useEffect(() => {
    if (!enterpriseId) return;
    const controller = new AbortController();
    getEnterpriseInfo(enterpriseId, controller.signal)
      .then((value) => setInfo({ id: enterpriseId, value }))
      .catch((failure: { status?: number }) => {
        if (controller.signal.aborted) return;
        setInfo({ id: enterpriseId, value: failure.status === 404 ? null : 'unreadable' });
      });
    return () => controller.abort();
  }, [enterpriseId]);
  // No enterprise yet (a newly registered user): nothing is certified, the create link shows.
  if (!enterpriseId) return null;
  return info && info.id === enterpriseId ? info.value : undefined;
}

/**
 * The enterprise row of the personal info card: the current enterprise's
 * verify status, the edit link for its administrators once reviewed, the link
 * to what was submitted while it waits for review, and the create link when
 * there is nothing to review yet.
 */
export default function EnterpriseCertificationStatus({
  enterpriseId,
  mayEdit,
}: {
  enterpriseId: string | undefined;
  mayEdit: boolean;
}) {
  const { t } = useI18n();
  const follow = useFollow();
  const enterprise = useEnterpriseCertification(enterpriseId);
  if (enterprise === undefined) return <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>;
  if (enterprise === 'unreadable') return <>{t('home.none')}</>;
  return (
    <SpaceBetween size="xs" direction="horizontal">
      <StatusBadge code={enterprise?.status ?? '0'} testId="enterprise-verification" />
      {enterprise && mayEdit && (enterprise.status === '3' || enterprise.status === '4') ? (
        <Link href={`/console/edit-enterprise-details?id=${encodeURIComponent(enterprise.id)}`} onFollow={follow}>
          {t('certification.home.editEnterprise')}
        </Link>
      ) : null}
      {enterprise && (enterprise.status === '1' || enterprise.status === '2') ? (
        // While it waits for review, whoever submitted it (an applicant without a role's privileges too) can read it.
        <Link
          href={`/console/edit-enterprise-details?id=${encodeURIComponent(enterprise.id)}`}
          onFollow={follow}
          data-testid="view-enterprise-submission"
        >
          {t('certification.home.viewEnterprise')}
        </Link>
      ) : null}
      {!enterprise || enterprise.status === '0' ? (
        <Link href="/console/create-enterprise-details" onFollow={follow}>
          {t('home.link.createEnterpriseDetails')}
        </Link>
      ) : null}
    </SpaceBetween>
  );
}
