import '../../messages/certification-messages.js';
import { Navigate, useNavigate } from 'react-router-dom';
import { createUserCertify, getUserCertify } from '../../api/certification.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { CertificationForm } from '../../components/certification-form.js';
import { emptyValues, userCertifyForm } from '../../components/fields.js';
import { useLoad } from '@/components/use-load.js';
import { ScreenHeader } from '@/components/screen-layout.js';

/**
 * `/console/create-user-certify`: submits the caller's personal (real-name)
 * certification (spec doc 1 §2, §5). Someone who already submitted one is
 * taken to the edit screen (a person has one certification).
 */
export default function CreateUserCertifyPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const userId = useSession().data?.me.id;
  const existing = useLoad(userId, (signal) => getUserCertify(userId!, signal));

  if (existing.data) return <Navigate to="/console/edit-user-certify" replace />;
  // The form shows once the check answered: none yet, or a failure, which the submit then reports.
  if (existing.loading) return <Loading />;

  return (
    <CertificationForm
      form={userCertifyForm}
      initial={emptyValues(userCertifyForm)}
      header={
        <ScreenHeader
          title={t('certification.user.createTitle')}
          description={t('certification.user.createDescription')}
        />
      }
      submitKey="certification.form.submit"
      confirmKey="certification.confirm.user"
      onCancel={() => void navigate('/console')}
      onSubmit={async (values) => {
        await createUserCertify(values);
        notify({ type: 'success', content: t('certification.user.submitted', { name: values.realName }) });
        await navigate('/console');
      }}
    />
  );
}
