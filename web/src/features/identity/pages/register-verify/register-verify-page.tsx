import '../../messages/account-messages.js';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RESEND_AFTER_SECONDS } from '@shared/constants/registration-rules.js';
import { resendVerificationEmail } from '../../api/account.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useCountdown } from '../register/use-countdown.js';

/**
 * `/common/register-verify?email=`: "check your mail" after a private
 * registration, with a resend button that waits 120 s between sends (started
 * at once when arriving from the registration, which just sent one). Without
 * `email` (from an expired link) the address is asked for.
 */
export default function RegisterVerifyPage() {
  const { t } = useI18n();
  const follow = useFollow();
  const { notify } = useNotifications();
  const [search] = useSearchParams();
  const sentTo = search.get('email')?.trim() ?? '';
  const [typed, setTyped] = useState('');
  const email = sentTo || typed.trim();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const { start } = countdown;

  useEffect(() => {
    if (sentTo) start(RESEND_AFTER_SECONDS);
  }, [sentTo, start]);

  const resend = async () => {
    setSending(true);
    try {
      countdown.start(await resendVerificationEmail(email, RESEND_AFTER_SECONDS));
      notify({ type: 'success', content: t('account.verify.resent') });
    } catch (failure) {
      notify({
        type: 'error',
        content: t('account.verify.resendFailed', { message: failure instanceof Error ? failure.message : '' }),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box padding={{ vertical: 'xxl', horizontal: 'l' }}>
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <Container
          header={<Header variant="h1">{t('account.verify.title')}</Header>}
          footer={
            <Link href="/common/login" onFollow={follow}>
              {t('account.backToLogin')}
            </Link>
          }
        >
          <SpaceBetween size="l">
            <Box variant="p" data-testid="verify-text">
              {sentTo ? t('account.verify.text', { email: sentTo }) : t('account.verify.noEmail')}
            </Box>
            {sentTo ? null : (
              <FormField label={t('register.email')}>
                <Input
                  name="email"
                  type="email"
                  value={typed}
                  autoComplete="email"
                  onChange={({ detail }) => setTyped(detail.value)}
                />
              </FormField>
            )}
            <Button
              data-testid="resend-email"
              loading={sending}
              disabled={!email || countdown.remaining > 0}
              onClick={() => void resend()}
            >
              {countdown.remaining > 0
                ? t('register.resendIn', { seconds: countdown.remaining })
                : t('account.verify.resend')}
            </Button>
          </SpaceBetween>
        </Container>
      </div>
    </Box>
  );
}
