import '../../messages/applications-messages.js';
import { useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getVersion } from '../../api/applications.js';
import { scopeOf } from '../../components/scope.js';
import { useRequiredRecord } from '../../components/use-required-record.js';
import { VersionForm } from '../../components/version-form.js';

/** `/console/version-edit?id=<versionId>&flag` (doc 2 §2): a stored version; missing or unknown goes to 415. */
export default function VersionEditPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const version = useRequiredRecord(params.get('id'), getVersion);
  return (
    <ScreenLayout title={t('apps.version.editTitle')} description={version.data?.majorVersion.application.name}>
      {version.data ? (
        <VersionForm
          applicationId={version.data.applicationId}
          scope={scopeOf(params.get('flag'))}
          version={version.data}
        />
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
