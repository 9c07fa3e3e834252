import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';

export type ExceptionCode = '403' | '404' | '415' | '500';

/** `/exception/403|404|415|500` (404 is also the catch-all). 403 offers Sign in. */
export default function ExceptionPage({ code }: { code: ExceptionCode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Box padding="xxl" textAlign="center" data-testid={`exception-${code}`}>
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h1" fontSize="display-l">
          {t(`exception.${code}.title`)}
        </Box>
        <Box variant="p">{t(`exception.${code}.text`)}</Box>
        <SpaceBetween size="s" direction="horizontal">
          <Button onClick={() => void navigate('/')}>{t('exception.backHome')}</Button>
          {code === '403' ? (
            <Button variant="primary" onClick={() => void navigate('/common/login')}>
              {t('exception.signIn')}
            </Button>
          ) : null}
        </SpaceBetween>
      </SpaceBetween>
    </Box>
  );
}
