import '../../messages/certification-messages.js';
import { Navigate, useNavigate } from 'react-router-dom';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { getUserCertify, updateUserCertify } from '../../api/certification.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { CertificationForm } from '../../components/certification-form.js';
import { userCertifyForm, valuesOf } from '../../components/fields.js';
import { useLoad } from '@/components/use-load.js';
import { VerificationSummary } from '../../components/verification-summary.js';
import { ScreenHeader } from '@/components/screen-layout.js';

/**
 * `/console/edit-user-certify`: the caller's personal certification with its
 * status and reject reason; saving sends it for verification again. Without
 * a certification yet it leads to the create screen.
 */
export default function EditUserCertifyPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const userId = useSession().data?.me.id;
  const certify = useLoad(userId, (signal) => getUserCertify(userId!, signal));

  if (certify.data === null) return <Navigate to="/console/create-user-certify" replace />;
  if (certify.error) {
    return (
      <SpaceBetween size="l">
        <ScreenHeader title={t('certification.user.editTitle')} />
        <Container>
          <StatusIndicator type="error">
            {t('certification.loadFailed', { message: certify.error.message })}
          </StatusIndicator>
        </Container>
      </SpaceBetween>
    );
  }
  if (!certify.data || !userId) return <Loading />;
  const record = certify.data;
  return (
    <CertificationForm
      summary={<VerificationSummary record={record} />}
      key={record.submitTime ?? ''}
      form={userCertifyForm}
      initial={valuesOf(userCertifyForm, record)}
      header={
        <ScreenHeader title={t('certification.user.editTitle')} description={t('certification.user.editDescription')} />
      }
      submitKey="certification.form.resubmit"
      confirmKey="certification.confirm.userEdit"
      onCancel={() => void navigate('/console')}
      onSubmit={async (values) => {
        await updateUserCertify(userId, { ...values, version: record.version });
        notify({ type: 'success', content: t('certification.user.submitted', { name: values.realName }) });
        await navigate('/console');
      }}
    />
  );
}
