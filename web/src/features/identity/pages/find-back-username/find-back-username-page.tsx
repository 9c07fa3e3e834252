import '../../messages/account-messages.js';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RESEND_AFTER_SECONDS } from '@shared/constants/registration-rules.js';
import { reasonOf, recoverUsername, sendUsernameRecoveryCode } from '../../api/account.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { fieldError, isPhoneValid } from '../register/register-form-rules.js';
import { PublicForm, PublicPage } from '../../components/public-form.js';
import { codeError } from '../reset-password/account-form-rules.js';
import { CodeField } from '../reset-password/code-field.js';
import { messageOf } from '@/api/http-client.js';

/**
 * `/common/find-back-username`: phone and the SMS code sent to it; the server
 * answers the account's username, shown in full (the code proved the phone)
 * with a link to sign in.
 */
export default function FindBackUsernamePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [codeServerError, setCodeServerError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [username, setUsername] = useState<string>();
  const codeInput = useRef<InputProps.Ref>(null);

  const values = { username: '', email: '', phone, code, password: '', confirm: '' };
  const phoneClient = submitted ? fieldError('phone', values) : undefined;
  const codeClient = submitted ? codeError(code) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(undefined);
    if (fieldError('phone', values) || codeError(code)) return;
    setBusy(true);
    try {
      setUsername(await recoverUsername(phone.trim(), code.trim()));
    } catch (failure) {
      const reason = reasonOf(failure);
      if (reason) setCodeServerError(reason);
      else setFormError(t('account.failed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {username !== undefined ? (
        <PublicPage maxWidth={480}>
          <Container header={<Header variant="h1">{t('account.findUsername.title')}</Header>}>
            <SpaceBetween size="l">
              <Alert type="success">
                {t('account.findUsername.result')}{' '}
                <Box variant="strong" display="inline" data-testid="recovered-username">
                  {username}
                </Box>
              </Alert>
              <SpaceBetween direction="horizontal" size="m">
                <Link href="/common/login" onFollow={follow}>
                  {t('account.findUsername.signIn')}
                </Link>
                <Link href="/common/reset-password" onFollow={follow}>
                  {t('account.login.forgotPassword')}
                </Link>
              </SpaceBetween>
            </SpaceBetween>
          </Container>
        </PublicPage>
      ) : (
        <PublicForm
          label={t('account.findUsername.title')}
          maxWidth={480}
          formError={formError}
          cancelText={t('account.backToLogin')}
          onCancel={() => void navigate('/common/login')}
          submitText={t('account.findUsername.submit')}
          submitTestId="account-submit"
          busy={busy}
          onSubmit={(event) => void submit(event)}
        >
          <Container
            header={
              <Header variant="h1" description={t('account.findUsername.description')}>
                {t('account.findUsername.title')}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <FormField label={t('register.phone')} errorText={phoneClient ? t(phoneClient) : undefined}>
                <Input
                  name="phone"
                  value={phone}
                  autoComplete="tel-national"
                  autoFocus
                  invalid={Boolean(phoneClient)}
                  onChange={({ detail }) => setPhone(detail.value)}
                />
              </FormField>
              <CodeField
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setCodeServerError(undefined);
                }}
                errorText={codeClient ? t(codeClient) : codeServerError}
                canSend={isPhoneValid(phone.trim())}
                inputRef={codeInput}
                send={() => sendUsernameRecoveryCode(phone.trim(), RESEND_AFTER_SECONDS)}
                onSent={() => codeInput.current?.focus()}
              />
            </SpaceBetween>
          </Container>
        </PublicForm>
      )}
    </>
  );
}
