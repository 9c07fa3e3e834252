import '../../messages/users-messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { PlatformUserTable } from '../user-list-management/platform-user-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/** `/console/user-list-management-private`: every account outside the platform staff; reset a password. */
export default function UserListManagementPrivatePage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('users.list.privatePage')} description={t('users.list.privateDescription')}>
      <PlatformUserTable type="private" />
    </ScreenLayout>
  );
}
