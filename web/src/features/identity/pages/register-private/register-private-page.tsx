import '../../messages/account-messages.js';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { passwordStrength } from '@shared/constants/registration-rules.js';
import { registerPrivate } from '../../api/account.js';
import { ApiError, messageOf } from '@/api/http-client.js';
import { isUnique } from '../../api/registration.js';
import { useFollow } from '@/components/router-link.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { RegistrationForm } from '../../components/registration-form.js';
import { PasswordStrength } from '../register/password-strength.js';
import { fieldError, formFieldOf, type RegisterField } from '../register/register-form-rules.js';

type PrivateField = 'username' | 'email' | 'password' | 'confirm';
const FIELDS: readonly PrivateField[] = ['username', 'email', 'password', 'confirm'];

/**
 * `/common/register-private`: a personal account with username, e-mail and
 * password (no phone), under the registration rules. The account is
 * activated by the link e-mailed on success; the user goes on to
 * `/common/register-verify`. Uniqueness is asked of the server when a field
 * is left; server field errors go on their fields.
 */
export default function RegisterPrivatePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const [values, setValues] = useState({ username: '', email: '', password: '', confirm: '' });
  const [touched, setTouched] = useState<ReadonlySet<PrivateField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PrivateField, { value: string; message: string }>>>(
    {},
  );
  const [banner, setBanner] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const all = { ...values, phone: '', code: '' };
  const clientError = (field: PrivateField) => fieldError(field as RegisterField, all);
  const errorText = (field: PrivateField): string | undefined => {
    const client = touched.has(field) || submitted ? clientError(field) : undefined;
    if (client) return t(client);
    const server = serverErrors[field];
    return server && server.value === values[field] ? server.message : undefined;
  };
  const setServerError = (field: PrivateField, message: string) =>
    setServerErrors((current) => ({ ...current, [field]: { value: values[field], message } }));

  const blur = (field: PrivateField) => {
    setTouched((current) => new Set(current).add(field));
    if ((field === 'username' || field === 'email') && !clientError(field)) {
      isUnique(field, values[field].trim())
        .then((free) => {
          if (!free) setServerError(field, t('spec.alreadyRegistered'));
        })
        .catch(() => undefined);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(undefined);
    if (FIELDS.some((field) => clientError(field))) {
      setBanner(true);
      return;
    }
    setBanner(false);
    setBusy(true);
    try {
      const email = values.email.trim();
      await registerPrivate({ username: values.username.trim(), email, password: values.password });
      await navigate(`/common/register-verify?email=${encodeURIComponent(email)}`, { replace: true });
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.body.fields ?? []) : [];
      const named = fields.flatMap((entry) => {
        const field = formFieldOf(entry.field) as PrivateField | undefined;
        if (!field || !FIELDS.includes(field)) return [];
        const taken = failure instanceof ApiError && failure.status === 409;
        setServerError(field, taken ? t('spec.alreadyRegistered') : entry.message);
        return [field];
      });
      if (named.length > 0) setBanner(true);
      else setFormError(t('register.submitFailed', { message: messageOf(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const input = (name: PrivateField, control: { type?: InputProps['type']; autoComplete?: string }) => (
    <Input
      name={name}
      value={values[name]}
      type={control.type}
      autoComplete={control.autoComplete}
      invalid={Boolean(errorText(name))}
      onChange={({ detail }) => setValues((current) => ({ ...current, [name]: detail.value }))}
      onBlur={() => blur(name)}
    />
  );

  return (
    <RegistrationForm
      label={t('account.private.title')}
      maxWidth={480}
      header={
        <Header variant="h1" description={t('account.private.description')}>
          {t('account.private.title')}
        </Header>
      }
      footer={
        <SpaceBetween direction="horizontal" size="m">
          <Link href="/common/login" onFollow={follow}>
            {t('register.haveAccount')}
          </Link>
          <Link href="/common/register" onFollow={follow}>
            {t('account.private.withPhone')}
          </Link>
        </SpaceBetween>
      }
      formError={formError}
      banner={banner}
      submitText={t('account.private.submit')}
      submitTestId="account-submit"
      busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <FormField label={t('register.username')} errorText={errorText('username')}>
        {input('username', { autoComplete: 'username' })}
      </FormField>
      <FormField label={t('register.email')} errorText={errorText('email')}>
        {input('email', { type: 'email', autoComplete: 'email' })}
      </FormField>
      <FormField label={t('register.password')} errorText={errorText('password')}>
        <SpaceBetween size="xs">
          {input('password', { type: 'password', autoComplete: 'new-password' })}
          {values.password ? (
            <PasswordStrength strength={passwordStrength(values.password, { username: values.username })} />
          ) : null}
        </SpaceBetween>
      </FormField>
      <FormField label={t('register.confirm')} errorText={errorText('confirm')}>
        {input('confirm', { type: 'password', autoComplete: 'new-password' })}
      </FormField>
    </RegistrationForm>
  );
}
