import '../../messages/certification-messages.js';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { getEnterpriseInfo, updateEnterpriseInfo } from '../../api/certification.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { CertificationForm } from '../../components/certification-form.js';
import { enterpriseForm, valuesOf } from '../../components/fields.js';
import { statusOf } from '@/api/http-client.js';
import { useLoad } from '@/components/use-load.js';
import { VerificationSummary } from '../../components/verification-summary.js';
import { ScreenHeader } from '@/components/screen-layout.js';
import { menuTrail } from '@/components/navigation-items.js';
import { CertificationDetails } from '../../components/certification-details.js';

/**
 * `/console/edit-enterprise-details?id=`: edits an enterprise's details (the
 * current enterprise when no id is given). Shows where verification stands
 * and why it failed; saving restarts verification (status 2). A caller whose
 * menu does not hold this screen (a member without the privilege, such as an
 * applicant whose role grants nothing yet, who follows the home card's link)
 * reads the submission instead, as the auditor sees it.
 */
export default function EditEnterpriseDetailsPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const { notify } = useNotifications();
  const session = useSession();
  const [params] = useSearchParams();
  const id = params.get('id') ?? session.data?.currentEnterprise?.id;
  const info = useLoad(id, (signal) => getEnterpriseInfo(id!, signal));

  const header = <ScreenHeader title={t('certification.enterprise.editTitle')} />;
  if (!id || info.error) {
    const status = statusOf(info.error);
    return (
      <SpaceBetween size="l">
        {header}
        <Container>
          <SpaceBetween size="s">
            <StatusIndicator type={status === 404 || !id ? 'info' : 'error'}>
              {status === 404 || !id
                ? t('certification.enterprise.notFound')
                : status === 403
                  ? t('certification.enterprise.forbidden')
                  : t('certification.loadFailed', { message: info.error?.message ?? '' })}
            </StatusIndicator>
            <Link href="/console/create-enterprise-details" onFollow={follow}>
              {t('certification.enterprise.createLink')}
            </Link>
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    );
  }
  if (!info.data) return <Loading />;
  const record = info.data;
  if (menuTrail(session.data?.menu ?? [], '/console/edit-enterprise-details').length === 0) {
    return (
      <ContentLayout
        header={
          <ScreenHeader
            title={t('certification.enterprise.viewTitle')}
            description={t('certification.enterprise.viewDescription')}
          />
        }
      >
        <SpaceBetween size="l">
          <VerificationSummary record={record} />
          <CertificationDetails form={enterpriseForm} record={record as unknown as Record<string, unknown>} />
        </SpaceBetween>
      </ContentLayout>
    );
  }
  return (
    <CertificationForm
      summary={<VerificationSummary record={record} />}
      key={`${record.id}:${record.submitTime ?? ''}`}
      form={enterpriseForm}
      initial={valuesOf(enterpriseForm, record)}
      header={
        <ScreenHeader
          title={t('certification.enterprise.editTitle')}
          description={t('certification.enterprise.editDescription')}
        />
      }
      submitKey="certification.form.resubmit"
      confirmKey="certification.confirm.enterpriseEdit"
      conflictMessages={{ name: 'certification.nameTaken' }}
      onCancel={() => void navigate('/console')}
      onSubmit={async (values) => {
        await updateEnterpriseInfo(record.id, { ...values, version: record.version });
        notify({ type: 'success', content: t('certification.enterprise.submitted', { name: values.name }) });
        await navigate('/console');
      }}
    />
  );
}
