import '../../messages/certification-messages.js';
import { useNavigate } from 'react-router-dom';
import { createEnterpriseInfo } from '../../api/certification.js';
import { setCurrentEnterprise } from '@/api/api-user.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { CertificationForm } from '../../components/certification-form.js';
import { emptyValues, enterpriseForm } from '../../components/fields.js';
import { ScreenHeader } from '@/components/screen-layout.js';

/**
 * `/console/create-enterprise-details`: certifies a new enterprise (spec doc 1
 * §2, §5). The creator becomes its administrator; the console switches to it
 * so the home page shows its verification status.
 */
export default function CreateEnterpriseDetailsPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const session = useSession();

  return (
    <CertificationForm
      form={enterpriseForm}
      initial={emptyValues(enterpriseForm)}
      header={
        <ScreenHeader
          title={t('certification.enterprise.createTitle')}
          description={t('certification.enterprise.createDescription')}
        />
      }
      submitKey="certification.form.submit"
      confirmKey="certification.confirm.enterprise"
      conflictMessages={{ name: 'certification.nameTaken' }}
      onCancel={() => void navigate('/console')}
      onSubmit={async (values) => {
        const created = await createEnterpriseInfo(values);
        notify({ type: 'success', content: t('certification.enterprise.submitted', { name: values.name }) });
        const userId = session.data?.me.id;
        if (userId) {
          // The new enterprise becomes the current one; a failure here leaves the old context, which is harmless.
          await setCurrentEnterprise(userId, created.id).catch(() => undefined);
          await session.refetchLogin();
        }
        await navigate('/console');
      }}
    />
  );
}
