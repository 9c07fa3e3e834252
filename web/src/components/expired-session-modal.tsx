import { startTransition, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getCasUrl } from '@/api/session.js';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { DeferredModal } from './deferred.js';

/**
 * The expired-session modal (spec doc 1 §8): title 登录信息已失效 and the
 * reason. OK re-fetches the login information; without a valid sign-in the
 * user goes to the central sign-in (`GET /cas-url`, /common/login) with the
 * current address as the `service` parameter, and returns there afterwards.
 */
export function ExpiredSessionModal() {
  const { expiredReason, refetchLogin, endSession } = useSession();
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState(expiredReason);
  if (expiredReason && expiredReason !== reason) setReason(expiredReason);

  const confirm = async () => {
    setBusy(true);
    const stillSignedIn = await refetchLogin();
    if (!stillSignedIn) {
      const casUrl = await getCasUrl().catch(() => '/common/login');
      const service = `${location.pathname}${location.search}`;
      // The router applies navigation as a transition; ending the session in the same transition renders both
      // at once, so the console's "not signed in → /exception/403" guard never sees the old route.
      startTransition(() => {
        endSession();
        void navigate(`${casUrl}?service=${encodeURIComponent(service)}`, { replace: true });
      });
    }
    setBusy(false);
  };

  if (!reason) return null;
  return (
    <Suspense fallback={null}>
      <DeferredModal
        visible={Boolean(expiredReason)}
        header={t('session.expired.title')}
        closeAriaLabel={t('session.close')}
        onDismiss={() => void confirm()}
        footer={
          <Box float="right">
            <Button variant="primary" loading={busy} onClick={() => void confirm()}>
              {t('session.ok')}
            </Button>
          </Box>
        }
      >
        {t(reason)}
      </DeferredModal>
    </Suspense>
  );
}
