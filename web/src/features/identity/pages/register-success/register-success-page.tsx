import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';

/** `/common/register-success`: the account exists; Sign in leads to the login page. */
export default function RegisterSuccessPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Box padding="xxl" textAlign="center" data-testid="register-success">
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h1">{t('registerSuccess.title')}</Box>
        <Box variant="p">{t('registerSuccess.text')}</Box>
        <Button variant="primary" onClick={() => void navigate('/common/login')}>
          {t('registerSuccess.signIn')}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
