import '../../messages/account-messages.js';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { verifyEmailToken } from '../../api/account.js';
import { Loading } from '@/components/loading.js';
import { useI18n } from '@/i18n/i18n-context.js';

/**
 * `/common/verify-success?token=`: the page the e-mailed link opens. It
 * presents the token to the server once; success shows the activated
 * username and a sign-in button, any failure goes to `/common/verify-fail`
 * with the reason (invalid, expired, used).
 */
export default function VerifySuccessPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [username, setUsername] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    void verifyEmailToken(token).then((result) => {
      if (cancelled) return;
      if ('username' in result) setUsername(result.username);
      else void navigate(`/common/verify-fail?reason=${result.failure}`, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [token, navigate]);

  if (username === undefined) return <Loading textKey="account.verifySuccess.checking" />;
  return (
    <Box padding={{ vertical: 'xxl', horizontal: 'l' }}>
      <div style={{ maxWidth: 560, margin: '0 auto' }}>
        <Container header={<Header variant="h1">{t('account.verifySuccess.title')}</Header>}>
          <SpaceBetween size="l">
            <Alert type="success" data-testid="verify-success">
              {t('account.verifySuccess.text', { username })}
            </Alert>
            <Button variant="primary" onClick={() => void navigate('/common/login')}>
              {t('login.submit')}
            </Button>
          </SpaceBetween>
        </Container>
      </div>
    </Box>
  );
}
