import '../../messages/applications-messages.js';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getApplication } from '../../api/applications.js';
import { ResourceForm } from '../../components/resource-form.js';
import { scopeOf } from '../../components/scope.js';
import { useRequiredRecord } from '../../components/use-required-record.js';

/** `/console/resource-add?id=<applicationId>&flag` (doc 2 §2): a new plan; a missing application goes to 415. */
export default function ResourceAddPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const app = useRequiredRecord(params.get('id'), getApplication);
  return (
    <ScreenLayout title={t('apps.resource.addTitle')} description={app.data?.name}>
      {app.data ? <ResourceForm applicationId={app.data.id} scope={scopeOf(params.get('flag'))} /> : <Loading />}
    </ScreenLayout>
  );
}
