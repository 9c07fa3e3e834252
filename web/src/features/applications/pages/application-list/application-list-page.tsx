import '../../messages/applications-messages.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { StatusCatalogue } from '../../components/status-catalogue.js';

/**
 * `/console/application-list` (doc 2 §2 names it without content; our design): every application of the platform
 * by status, for auditors and platform administrators.
 */
export default function ApplicationListPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('apps.catalogue.title')} description={t('apps.catalogue.description')}>
      <StatusCatalogue />
    </ScreenLayout>
  );
}
