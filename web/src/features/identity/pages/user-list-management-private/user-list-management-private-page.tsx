import '../../messages/users-messages.js';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useI18n } from '@/i18n/i18n-context.js';
import { PlatformUserTable } from '../user-list-management/platform-user-table.js';

/** `/console/user-list-management-private`: every account outside the platform staff; reset a password. */
export default function UserListManagementPrivatePage() {
  const { t } = useI18n();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('users.list.privateDescription')}>
          {t('users.list.privatePage')}
        </Header>
      }
    >
      <PlatformUserTable type="private" />
    </ContentLayout>
  );
}
