import '../../messages/account-messages.js';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MessageKey } from '@/i18n/messages.js';
import { getPhoneInfo } from '../../api/account.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { loginErrorKey, LOGIN_ERROR_CODES, type LoginErrorCode } from '@/session/errors.js';
import { useSession } from '@/session/session-context.js';
import { PublicForm } from '../../components/public-form.js';
import { signInTarget } from './sign-in-target.js';

function isLoginErrorCode(value: string): value is LoginErrorCode {
  return (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * `/common/login`: username and password. Enter submits (a real <form>);
 * every failure is shown in place: empty fields on the field, a wrong
 * password or a failed context load on the form.
 */
export default function LoginPage() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollow();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();

  const target = signInTarget(location.search, (location.state as { from?: string } | null)?.from);
  if (session.status === 'authenticated' && !busy) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (!username.trim() || !password) return;
    setBusy(true);
    try {
      const outcome = await session.signIn(username.trim(), password);
      if (outcome === 'signedIn') {
        await navigate(target, { replace: true });
        return;
      }
      // The server holds back sign-ins that still need the phone check (403 PhoneValidationRequired): go check it.
      if (outcome !== 'badCredentials' && outcome !== 'passwordChangeRequired') {
        const phone = await getPhoneInfo().catch(() => undefined);
        if (phone?.required && !phone.validated) {
          await navigate(`/common/phone-validation?service=${encodeURIComponent(target)}`, { replace: true });
          return;
        }
      }
      const key: MessageKey =
        outcome === 'badCredentials'
          ? 'login.badCredentials'
          : outcome === 'passwordChangeRequired'
            ? 'login.passwordChangeRequired'
            : isLoginErrorCode(outcome)
              ? loginErrorKey(outcome)
              : 'login.error.bad_request';
      setFormError(
        outcome === 'badCredentials' || outcome === 'passwordChangeRequired'
          ? t(key)
          : t('login.contextFailed', { reason: t(key) }),
      );
    } catch (failure) {
      setFormError(t('login.failed', { message: (failure as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicForm
      label={t('login.title')}
      maxWidth={440}
      formError={formError}
      errorIconAriaLabel={t('login.failed', { message: '' })}
      cancelText={t('login.cancel')}
      onCancel={() => void navigate('/')}
      submitText={t('login.submit')}
      busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <Container
        header={
          <Header variant="h1" description={t('login.description')}>
            {t('login.title')}
          </Header>
        }
        footer={
          <SpaceBetween direction="horizontal" size="m">
            <Link href="/common/register" onFollow={follow}>
              {t('login.register')}
            </Link>
            <Link href="/common/register-private" onFollow={follow}>
              {t('account.login.registerPrivate')}
            </Link>
            <Link href="/common/reset-password" onFollow={follow}>
              {t('account.login.forgotPassword')}
            </Link>
            <Link href="/common/find-back-username" onFollow={follow}>
              {t('account.login.findUsername')}
            </Link>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          <FormField
            label={t('login.username')}
            errorText={submitted && !username.trim() ? t('login.usernameRequired') : undefined}
          >
            <Input
              value={username}
              name="username"
              autoComplete="username"
              autoFocus
              onChange={({ detail }) => setUsername(detail.value)}
            />
          </FormField>
          <FormField
            label={t('login.password')}
            errorText={submitted && !password ? t('login.passwordRequired') : undefined}
          >
            <Input
              value={password}
              name="password"
              type="password"
              autoComplete="current-password"
              onChange={({ detail }) => setPassword(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Container>
    </PublicForm>
  );
}
