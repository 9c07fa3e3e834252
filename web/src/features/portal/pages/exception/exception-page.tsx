import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';

export type ExceptionCode = '403' | '404' | '415' | '500';

/**
 * `/exception/403|404|415|500` (404 is also the catch-all). 403 offers Sign in, which returns to the
 * page the console sent the visitor from (`state.from`). Inside the console (`inConsole`) the page
 * renders in the console shell and its button leads to the console home instead of the landing page.
 */
export default function ExceptionPage({ code, inConsole = false }: { code: ExceptionCode; inConsole?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Box padding="xxl" textAlign="center" data-testid={`exception-${code}`}>
      <SpaceBetween size="m" alignItems="center">
        <Box variant="h1" fontSize="display-l">
          {t(`exception.${code}.title`)}
        </Box>
        <Box variant="p">{t(`exception.${code}.text`)}</Box>
        <SpaceBetween size="s" direction="horizontal">
          {inConsole ? (
            <Button onClick={() => void navigate('/console')}>{t('exception.backConsole')}</Button>
          ) : (
            <Button onClick={() => void navigate('/')}>{t('exception.backHome')}</Button>
          )}
          {code === '403' ? (
            <Button variant="primary" onClick={() => void navigate('/common/login', { state: { from } })}>
              {t('exception.signIn')}
            </Button>
          ) : null}
        </SpaceBetween>
      </SpaceBetween>
    </Box>
  );
}
