import '../../messages/users-messages.js';
import { useNavigate } from 'react-router-dom';
import { changePassword } from '../../api/users.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { PasswordForm } from './password-form.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/** `/console/modify-user-password`: a new own password; the current one is required. */
export default function ModifyUserPasswordPage() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const me = session.data?.me;

  return (
    <ScreenLayout title={t('users.password.title')} description={t('users.password.description')}>
      <PasswordForm
        withCurrent
        context={{ username: me?.userName, phone: me?.phone }}
        submitLabel="users.password.submit"
        onCancel={() => void navigate('/console/user-details')}
        onSubmit={async (values) => {
          if (!me) return;
          try {
            await changePassword(me.id, values);
            notify({ type: 'success', content: t('users.password.success', { name: me.userName }) });
          } catch (failure) {
            notify({ type: 'error', content: t('users.password.failed', { message: (failure as Error).message }) });
            throw failure;
          }
        }}
      />
    </ScreenLayout>
  );
}
