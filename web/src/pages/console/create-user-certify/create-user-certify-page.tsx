import { useNavigate } from 'react-router-dom';
import Header from '@cloudscape-design/components/header';
import { createUserCertify } from '../../../api/certification.js';
import { useNotifications } from '../../../components/notifications.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { CertificationForm } from '../certification-shared/certification-form.js';
import { emptyValues, userCertifyForm } from '../certification-shared/fields.js';

/** `/console/create-user-certify`: submits the caller's personal (real-name) certification (spec doc 1 §2, §5). */
export default function CreateUserCertifyPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();

  return (
    <CertificationForm
      form={userCertifyForm}
      initial={emptyValues(userCertifyForm)}
      header={
        <Header variant="h1" description={t('certification.user.createDescription')}>
          {t('certification.user.createTitle')}
        </Header>
      }
      submitKey="certification.form.submit"
      confirmKey="certification.confirm.user"
      onCancel={() => void navigate('/console')}
      onSubmit={async (values) => {
        await createUserCertify(values);
        notify({ type: 'success', content: t('certification.user.submitted') });
        await navigate('/console');
      }}
    />
  );
}
