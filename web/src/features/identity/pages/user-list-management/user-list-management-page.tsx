import '../../messages/users-messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { PlatformUserTable } from './platform-user-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/** `/console/user-list-management`: the platform's own users; add a platform user, reset a password. */
export default function UserListManagementPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('users.list.platformPage')} description={t('users.list.platformDescription')}>
      <PlatformUserTable type="platform" />
    </ScreenLayout>
  );
}
