import '../../messages/account-messages.js';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { passwordStrength, RESEND_AFTER_SECONDS } from '@shared/constants/registration-rules.js';
import { checkPasswordResetCode, reasonOf, resetPassword, sendPasswordResetCode } from '../../api/account.js';
import { ApiError, messageOf } from '@/api/http-client.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { PasswordStrength } from '../register/password-strength.js';
import { fieldError } from '../register/register-form-rules.js';
import { accountError, codeError, identifierOf, personalDataOf } from './account-form-rules.js';
import { PublicForm } from '../../components/public-form.js';
import { CodeField } from './code-field.js';

/**
 * `/common/reset-password`: step 1, username or phone and the SMS code sent to
 * the account's phone (checked by the server); step 2, the new password with
 * confirmation and the strength bubble (registration rules). Success signs
 * every session out and opens the sign-in page. Server field errors go on
 * their fields; a code the server no longer accepts sends the user back to step 1.
 */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const { notify } = useNotifications();
  const [step, setStep] = useState<'verify' | 'password'>('verify');
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [codeServerError, setCodeServerError] = useState<string>();
  const [passwordServerError, setPasswordServerError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const codeInput = useRef<InputProps.Ref>(null);

  const identifier = identifierOf(account);
  const personal = personalDataOf(identifier);
  const values = { username: personal.username ?? '', phone: personal.phone ?? '', email: '', code, password, confirm };
  const accountText = submitted && accountError(account) ? t(accountError(account)!) : undefined;
  const codeClient = submitted && step === 'verify' ? codeError(code) : undefined;
  const codeText = codeClient ? t(codeClient) : codeServerError;
  const passwordClient = submitted && step === 'password' ? fieldError('password', values) : undefined;
  const confirmClient = submitted && step === 'password' ? fieldError('confirm', values) : undefined;

  const verify = async () => {
    if (accountError(account) || codeError(code)) return;
    setBusy(true);
    try {
      await checkPasswordResetCode(identifier, code.trim());
      setSubmitted(false);
      setStep('password');
    } catch (failure) {
      const reason = reasonOf(failure);
      if (reason) setCodeServerError(reason);
      else setFormError(t('account.failed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const reset = async () => {
    if (fieldError('password', values) || fieldError('confirm', values)) return;
    setBusy(true);
    try {
      await resetPassword(identifier, code.trim(), password);
      notify({ type: 'success', content: `${t('account.reset.success')} ${t('account.reset.signedOut')}` });
      await navigate('/common/login', { replace: true });
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.body.fields ?? []) : [];
      const passwordField = fields.find((f) => f.field === 'body.password');
      const codeField = fields.find((f) => f.field === 'body.code');
      if (passwordField) setPasswordServerError(passwordField.message);
      else if (codeField) {
        setCodeServerError(reasonOf(failure) ?? codeField.message);
        setStep('verify');
      } else setFormError(t('account.failed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(undefined);
    await (step === 'verify' ? verify() : reset());
  };

  return (
    <PublicForm
      label={t('account.reset.title')}
      maxWidth={480}
      formError={formError}
      cancelText={t('account.backToLogin')}
      onCancel={() => void navigate('/common/login')}
      submitText={step === 'verify' ? t('account.next') : t('account.reset.submit')}
      submitTestId="account-submit"
      busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <Container
        header={
          <Header
            variant="h1"
            description={step === 'verify' ? t('account.reset.stepVerify') : t('account.reset.stepPassword')}
          >
            {t('account.reset.title')}
          </Header>
        }
        footer={
          <Link href="/common/find-back-username" onFollow={follow}>
            {t('account.login.findUsername')}
          </Link>
        }
      >
        {step === 'verify' ? (
          <SpaceBetween size="l">
            <Box variant="p" color="text-body-secondary">
              {t('account.reset.description')}
            </Box>
            <FormField label={t('account.account')} errorText={accountText}>
              <Input
                name="account"
                value={account}
                autoComplete="username"
                autoFocus
                invalid={Boolean(accountText)}
                onChange={({ detail }) => setAccount(detail.value)}
              />
            </FormField>
            <CodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                setCodeServerError(undefined);
              }}
              errorText={codeText}
              canSend={!accountError(account)}
              inputRef={codeInput}
              send={() => sendPasswordResetCode(identifier, RESEND_AFTER_SECONDS)}
              onSent={() => {
                setSent(true);
                codeInput.current?.focus();
              }}
            />
            {sent ? (
              <Box variant="p" color="text-status-info" data-testid="code-sent">
                {t('account.codeSentTo')}
              </Box>
            ) : null}
          </SpaceBetween>
        ) : (
          <SpaceBetween size="l">
            <FormField
              label={t('account.reset.newPassword')}
              errorText={passwordClient ? t(passwordClient) : passwordServerError}
            >
              <SpaceBetween size="xs">
                <Input
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  autoFocus
                  value={password}
                  invalid={Boolean(passwordClient ?? passwordServerError)}
                  onChange={({ detail }) => {
                    setPassword(detail.value);
                    setPasswordServerError(undefined);
                  }}
                />
                {password ? <PasswordStrength strength={passwordStrength(password, personal)} /> : null}
              </SpaceBetween>
            </FormField>
            <FormField label={t('account.reset.confirm')} errorText={confirmClient ? t(confirmClient) : undefined}>
              <Input
                name="confirm"
                type="password"
                autoComplete="new-password"
                value={confirm}
                invalid={Boolean(confirmClient)}
                onChange={({ detail }) => setConfirm(detail.value)}
              />
            </FormField>
          </SpaceBetween>
        )}
      </Container>
    </PublicForm>
  );
}
