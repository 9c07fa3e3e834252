import { Suspense, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError, messageOf } from '@/api/http-client.js';
import {
  checkVerificationCode,
  isOldUser,
  isUnique,
  registerUser,
  restoreOldUser,
  sendVerificationCode,
  type UniqueField,
} from '../../api/registration.js';
import { DeferredModal } from '@/components/deferred.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { RESEND_AFTER_SECONDS } from '@shared/constants/registration-rules.js';
import { PhoneCredentialFields, RegistrationForm } from '../../components/registration-form.js';
import {
  fieldError,
  firstInvalidField,
  formFieldOf,
  validateRegistration,
  type RegisterField,
  type RegisterValues,
} from './register-form-rules.js';
import { useCountdown } from './use-countdown.js';

const EMPTY: RegisterValues = { username: '', email: '', phone: '', code: '', password: '', confirm: '' };
const UNIQUE_FIELDS: readonly UniqueField[] = ['username', 'email', 'phone'];

/** An error the server gave for one field, shown while the field still holds the value it was about. */
interface ServerError {
  value: string;
  message: string;
}

/**
 * `/common/register`: self-registration with phone verification (spec doc 1
 * §2, §4, §5). Client rules show once a field is left or the form is sent;
 * uniqueness is asked of the server when a field is left. Submit: code check,
 * removed-account check (with the restore dialog), then the account. Enter
 * submits; after a failed submit the first invalid field gets the focus.
 */
export default function RegisterPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const { notify } = useNotifications();
  const countdown = useCountdown();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<RegisterField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegisterField, ServerError>>>({});
  const [banner, setBanner] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [restoreOpen, setRestoreOpen] = useState(false);
  const [restoring, setRestoring] = useState(false);
  /** Values the server already confirmed unique, so a second blur or the submit does not ask again. */
  const confirmedUnique = useRef<Partial<Record<UniqueField, string>>>({});
  const inputs: Record<RegisterField, RefObject<InputProps.Ref>> = {
    username: useRef<InputProps.Ref>(null),
    email: useRef<InputProps.Ref>(null),
    phone: useRef<InputProps.Ref>(null),
    code: useRef<InputProps.Ref>(null),
    password: useRef<InputProps.Ref>(null),
    confirm: useRef<InputProps.Ref>(null),
  };

  const setServerError = (field: RegisterField, value: string, message: string) =>
    setServerErrors((current) => ({ ...current, [field]: { value, message } }));

  const activeServerError = (field: RegisterField): string | undefined => {
    const error = serverErrors[field];
    return error && error.value === values[field] ? error.message : undefined;
  };

  const errorText = (field: RegisterField): string | undefined => {
    const client = touched.has(field) || submitted ? fieldError(field, values) : undefined;
    return client ? t(client) : activeServerError(field);
  };

  const focus = (field: RegisterField | undefined) => {
    if (field) inputs[field].current?.focus();
  };

  /** Asks the server whether the field's value is free; a failed call counts as free (the submit re-checks). */
  const checkUnique = async (field: UniqueField, current: RegisterValues): Promise<boolean> => {
    const value = current[field];
    if (fieldError(field, current) || confirmedUnique.current[field] === value) return true;
    try {
      if (await isUnique(field, value.trim())) {
        confirmedUnique.current[field] = value;
        return true;
      }
      setServerError(field, value, t('spec.alreadyRegistered'));
      return false;
    } catch {
      return true;
    }
  };

  const change = (field: RegisterField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const blur = (field: RegisterField) => {
    setTouched((current) => new Set(current).add(field));
    if ((UNIQUE_FIELDS as readonly string[]).includes(field)) void checkUnique(field as UniqueField, values);
  };

  const sendCode = async () => {
    setSending(true);
    try {
      countdown.start(await sendVerificationCode(values.phone.trim(), RESEND_AFTER_SECONDS));
    } catch (failure) {
      setServerError('code', values.code, t('register.sendFailed', { message: messageOf(failure) }));
    } finally {
      setSending(false);
    }
  };

  const fail = (fields: Iterable<RegisterField>) => {
    setBanner(true);
    focus(firstInvalidField(fields));
  };

  /** Creates the account and opens the success page; field errors from the server go on their fields. */
  const createAccount = async () => {
    try {
      await registerUser({
        username: values.username.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
      });
      await navigate('/common/register-success', { replace: true });
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.body.fields ?? []) : [];
      const named = fields.flatMap((entry) => {
        const field = formFieldOf(entry.field);
        if (!field) return [];
        const taken = failure instanceof ApiError && failure.status === 409 && field !== 'password';
        setServerError(field, values[field], taken ? t('spec.alreadyRegistered') : entry.message);
        return [field];
      });
      if (named.length > 0) fail(named);
      else setFormError(t('register.submitFailed', { message: messageOf(failure) }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(undefined);
    const invalid = Object.keys(validateRegistration(values)) as RegisterField[];
    if (invalid.length > 0) {
      fail(invalid);
      return;
    }
    setBanner(false);
    setBusy(true);
    try {
      const unique = await Promise.all(UNIQUE_FIELDS.map((field) => checkUnique(field, values)));
      const taken = UNIQUE_FIELDS.filter((_, index) => !unique[index]);
      // A removed account still holds its phone and email: only those two taken may still lead to the restore dialog.
      if (taken.includes('username') && taken.length === 1) {
        fail(taken);
        return;
      }
      const phone = values.phone.trim();
      const reason = await checkVerificationCode(phone, values.code.trim());
      if (reason) {
        setServerError('code', values.code, reason);
        fail(['code', ...taken]);
        return;
      }
      if (await isOldUser(phone, values.email.trim())) {
        setRestoreOpen(true);
        return;
      }
      if (taken.length > 0) {
        fail(taken);
        return;
      }
      await createAccount();
    } catch (failure) {
      setFormError(t('register.submitFailed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const restore = async () => {
    setRestoring(true);
    try {
      await restoreOldUser(values.phone.trim(), values.email.trim());
      notify({ type: 'success', content: t('spec.restoreSuccess', { email: values.email.trim() }) });
      await navigate('/common/login');
    } catch {
      notify({ type: 'error', content: t('spec.restoreFailed') });
      setRestoreOpen(false);
    } finally {
      setRestoring(false);
    }
  };

  const registerAnyway = async () => {
    setRestoreOpen(false);
    setBusy(true);
    try {
      await createAccount();
    } finally {
      setBusy(false);
    }
  };

  const field = (name: RegisterField, type?: InputProps['type'], autoComplete?: string) => (
    <Input
      ref={inputs[name]}
      name={name}
      value={values[name]}
      type={type}
      autoComplete={autoComplete}
      invalid={Boolean(errorText(name))}
      onChange={({ detail }) => change(name, detail.value)}
      onBlur={() => blur(name)}
    />
  );

  return (
    <>
      <RegistrationForm
        label={t('register.title')}
        maxWidth={480}
        header={
          <Header variant="h1" description={t('register.description')}>
            {t('register.title')}
          </Header>
        }
        footer={
          <Link href="/common/login" onFollow={follow}>
            {t('register.haveAccount')}
          </Link>
        }
        formError={formError}
        errorIconAriaLabel={t('register.submitFailed', { message: '' })}
        banner={banner}
        bannerTestId="register-banner"
        submitText={t('register.submit')}
        submitTestId="register-submit"
        busy={busy}
        onSubmit={(event) => void submit(event)}
      >
        <FormField label={t('register.username')} errorText={errorText('username')}>
          {field('username', undefined, 'username')}
        </FormField>
        <FormField label={t('register.email')} errorText={errorText('email')}>
          {field('email', 'email', 'email')}
        </FormField>
        <PhoneCredentialFields
          input={field}
          errorText={errorText}
          values={values}
          passwordRef={inputs.password}
          remaining={countdown.remaining}
          sending={sending}
          onSend={() => void sendCode()}
          onPasswordChange={(value) => change('password', value)}
          onPasswordBlur={() => blur('password')}
        />
      </RegistrationForm>
      {restoreOpen ? (
        <Suspense fallback={null}>
          <DeferredModal
            visible
            header={t('register.restore.title')}
            onDismiss={() => setRestoreOpen(false)}
            footer={
              <Box float="right">
                <SpaceBetween size="xs" direction="horizontal">
                  <Button variant="link" disabled={restoring} onClick={() => void registerAnyway()}>
                    {t('register.restore.cancel')}
                  </Button>
                  <Button variant="primary" loading={restoring} onClick={() => void restore()}>
                    {t('register.restore.ok')}
                  </Button>
                </SpaceBetween>
              </Box>
            }
          >
            {t('register.restore.text')}
          </DeferredModal>
        </Suspense>
      ) : null}
    </>
  );
}
