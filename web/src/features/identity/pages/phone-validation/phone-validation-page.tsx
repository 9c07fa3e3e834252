import '../../messages/account-messages.js';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RESEND_AFTER_SECONDS } from '@shared/constants/registration-rules.js';
import { getPhoneInfo, reasonOf, sendLoginCode, validateLoginCode, type PhoneInfo } from '../../api/account.js';
import { ApiError, messageOf } from '@/api/http-client.js';
import { deleteSession } from '@/api/session.js';
import { signOutLocally } from '@/auth/amplify.js';
import { DeferredModal } from '@/components/deferred.js';
import { Loading } from '@/components/loading.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { signInTarget } from '../login/sign-in-target.js';
import { codeError } from '../reset-password/account-form-rules.js';
import { PublicForm } from '../../components/public-form.js';
import { CodeField } from '../reset-password/code-field.js';

/**
 * `/common/phone-validation`: the phone check of a sign-in (spec doc 1 §2,
 * §4, §8). The login page sends users here whose sign-in the server holds
 * back (403 PhoneValidationRequired). Request a code to the phone whose tail
 * is shown, enter it: a wrong code opens the 验证码错误 modal with the
 * server's text; the right one reloads into the console, whose session then
 * loads normally. Cancel signs out and goes to `/`.
 */
export default function PhoneValidationPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [info, setInfo] = useState<PhoneInfo>();
  const [loadError, setLoadError] = useState<string>();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [wrongCode, setWrongCode] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const codeInput = useRef<InputProps.Ref>(null);
  const target = signInTarget(location.search, undefined);

  useEffect(() => {
    let cancelled = false;
    getPhoneInfo()
      .then((loaded) => {
        if (cancelled) return;
        // Nothing to check (any more): straight on.
        if (!loaded.required || loaded.validated) window.location.assign(target);
        else setInfo(loaded);
      })
      .catch((failure: unknown) => {
        if (cancelled) return;
        if (failure instanceof ApiError && failure.status === 401) void navigate('/common/login', { replace: true });
        else setLoadError(t('account.phone.loadFailed', { message: messageOf(failure) }));
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, t, target]);

  const cancel = async () => {
    await deleteSession().catch(() => undefined);
    await signOutLocally();
    await navigate('/', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(undefined);
    if (codeError(code)) return;
    setBusy(true);
    try {
      await validateLoginCode(code.trim());
      // A full load: the session provider then loads the now validated sign-in like any other.
      window.location.assign(target);
    } catch (failure) {
      const reason = reasonOf(failure);
      if (reason) setWrongCode(reason);
      else setFormError(t('account.failed', { message: messageOf(failure) }));
      setBusy(false);
    }
  };

  if (!info && !loadError) return <Loading />;
  const codeClient = submitted ? codeError(code) : undefined;

  return (
    <>
      <PublicForm
        label={t('account.phone.title')}
        maxWidth={480}
        formError={formError}
        cancelText={t('account.phone.cancel')}
        cancelTestId="phone-cancel"
        onCancel={() => void cancel()}
        submitText={t('account.phone.submit')}
        submitTestId="account-submit"
        submitDisabled={!info?.phoneTail}
        busy={busy}
        onSubmit={(event) => void submit(event)}
      >
        <Container
          header={
            <Header variant="h1" description={t('account.phone.description')}>
              {t('account.phone.title')}
            </Header>
          }
        >
          {loadError ? (
            <Alert type="error">{loadError}</Alert>
          ) : info?.phoneTail ? (
            <SpaceBetween size="l">
              <Box variant="p" data-testid="phone-tail">
                {t('account.phone.sendTo', { tail: info.phoneTail })}
              </Box>
              <CodeField
                value={code}
                onChange={setCode}
                errorText={codeClient ? t(codeClient) : undefined}
                canSend
                inputRef={codeInput}
                send={() => sendLoginCode(RESEND_AFTER_SECONDS)}
                onSent={() => codeInput.current?.focus()}
              />
            </SpaceBetween>
          ) : (
            <Alert type="warning">{t('account.phone.noPhone')}</Alert>
          )}
        </Container>
      </PublicForm>
      {wrongCode !== undefined ? (
        <Suspense fallback={null}>
          <DeferredModal
            visible
            header={t('spec.wrongPhoneCode')}
            onDismiss={() => setWrongCode(undefined)}
            footer={
              <Box float="right">
                <Button variant="primary" onClick={() => setWrongCode(undefined)}>
                  {t('account.phone.ok')}
                </Button>
              </Box>
            }
          >
            {wrongCode}
          </DeferredModal>
        </Suspense>
      ) : null}
    </>
  );
}
