import '../../messages/users-messages.js';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { resetUserPassword } from '../../api/users.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { PasswordForm } from '../modify-user-password/password-form.js';
import { PlatformUserTable } from '../user-list-management/platform-user-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * `/console/admin-edit-user?userId=&username=`: a platform administrator sets
 * a user's new password (new and confirmation, spec doc 1 §3). Without a user
 * in the address, the user lists let the administrator pick one.
 */
export default function AdminEditUserPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? undefined;
  const username = params.get('username') ?? undefined;
  const [listType, setListType] = useState<'platform' | 'private'>('platform');

  if (!userId) {
    return (
      <ScreenLayout title={t('users.reset.title')} description={t('users.reset.pick')}>
        <SpaceBetween size="m">
          <SegmentedControl
            label={t('users.reset.listType')}
            selectedId={listType}
            options={[
              { id: 'platform', text: t('users.list.platformTitle') },
              { id: 'private', text: t('users.list.privateTitle') },
            ]}
            onChange={({ detail }) => setListType(detail.selectedId as 'platform' | 'private')}
          />
          <PlatformUserTable key={listType} type={listType} />
        </SpaceBetween>
      </ScreenLayout>
    );
  }

  return (
    <ScreenLayout
      title={t('users.reset.title')}
      description={t('users.reset.description', { name: username ?? userId })}
    >
      <PasswordForm
        withCurrent={false}
        context={{ username }}
        submitLabel="users.reset.submit"
        confirmation={{
          header: t('users.reset.confirmTitle'),
          text: t('users.reset.confirmText', { name: username ?? userId }),
          confirmText: t('users.reset.submit'),
        }}
        onCancel={() => void navigate(-1)}
        onSubmit={async (values) => {
          try {
            await resetUserPassword(userId, {
              newPassword: values.newPassword,
              confirmPassword: values.confirmPassword,
            });
            notify({ type: 'success', content: t('users.reset.success', { name: username ?? userId }) });
          } catch (failure) {
            notify({ type: 'error', content: t('users.reset.failed', { message: (failure as Error).message }) });
            throw failure;
          }
        }}
      />
    </ScreenLayout>
  );
}
