import '../../messages/account-messages.js';
import { useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MessageKey } from '@/i18n/messages.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';

const REASONS: Record<string, MessageKey> = {
  invalid: 'account.verifyFail.invalid',
  expired: 'account.verifyFail.expired',
  used: 'account.verifyFail.used',
};

/**
 * `/common/verify-fail?reason=`: why an e-mailed link did not verify, with
 * the way on: sign in (used), send a new link (expired) or register again.
 */
export default function VerifyFailPage() {
  const { t } = useI18n();
  const follow = useFollow();
  const [search] = useSearchParams();
  const reason = search.get('reason') ?? '';
  return (
    <Box padding={{ vertical: 'xxl', horizontal: 'l' }}>
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <Container header={<Header variant="h1">{t('account.verifyFail.title')}</Header>}>
          <SpaceBetween size="l">
            <Alert type={reason === 'used' ? 'info' : 'error'} data-testid="verify-fail-reason">
              {t(REASONS[reason] ?? 'account.verifyFail.other')}
            </Alert>
            <SpaceBetween direction="horizontal" size="m">
              <Link href="/common/login" onFollow={follow}>
                {t('account.backToLogin')}
              </Link>
              {reason !== 'used' ? (
                <Link href="/common/register-verify" onFollow={follow}>
                  {t('account.verifyFail.resend')}
                </Link>
              ) : null}
              {reason !== 'used' ? (
                <Link href="/common/register-private" onFollow={follow}>
                  {t('account.verifyFail.register')}
                </Link>
              ) : null}
            </SpaceBetween>
          </SpaceBetween>
        </Container>
      </div>
    </Box>
  );
}
