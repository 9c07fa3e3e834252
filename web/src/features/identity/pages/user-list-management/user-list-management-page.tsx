import '../../messages/users-messages.js';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useI18n } from '@/i18n/i18n-context.js';
import { PlatformUserTable } from './platform-user-table.js';

/** `/console/user-list-management`: the platform's own users; add a platform user, reset a password. */
export default function UserListManagementPage() {
  const { t } = useI18n();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('users.list.platformDescription')}>
          {t('users.list.platformPage')}
        </Header>
      }
    >
      <PlatformUserTable type="platform" />
    </ContentLayout>
  );
}
