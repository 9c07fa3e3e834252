import '../../messages/applications-messages.js';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getApplication } from '../../api/applications.js';
import { ResourceForm } from '../../components/resource-form.js';
import { scopeOf } from '../../components/scope.js';
import { useRequiredRecord } from '../../components/use-required-record.js';

/** `/console/resource-edit?id=<planId>&app=<applicationId>&flag` (doc 2 §2): a stored plan, read with its application. */
export default function ResourceEditPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const app = useRequiredRecord(params.get('app'), getApplication);
  const plan = app.data?.resources.find((r) => r.id === params.get('id'));
  useEffect(() => {
    if (app.data && !plan) navigate('/exception/415', { replace: true });
  }, [app.data, plan, navigate]);
  return (
    <ScreenLayout title={t('apps.resource.editTitle')} description={app.data?.name}>
      {app.data && plan ? (
        <ResourceForm applicationId={app.data.id} scope={scopeOf(params.get('flag'))} plan={plan} />
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
