import '@/features/organisation/messages/organisation-messages.js';
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { RESEND_AFTER_SECONDS } from '@shared/constants/registration-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import { ApiError } from '@/api/http-client.js';
import { getInvitationDetails, registerWithInvitation } from '@/features/organisation/api/organisation.js';
import { checkVerificationCode, isUnique, sendVerificationCode } from '../../api/registration.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useLoad } from '@/components/use-load.js';
import { PhoneCredentialFields, RegistrationForm } from '../../components/registration-form.js';
import { fieldError, type RegisterValues } from '../register/register-form-rules.js';
import { useCountdown } from '../register/use-countdown.js';

type TextField = 'username' | 'phone' | 'code' | 'password' | 'confirm';
type Field = TextField | 'departmentId' | 'positionId';
const FIELDS: readonly Field[] = ['username', 'phone', 'code', 'password', 'confirm', 'departmentId', 'positionId'];
type DeadReason = 'used' | 'disabled' | 'expired' | 'failed' | 'invalid';

/** Why the link cannot be used, from the failed details call; undefined for other failures (network, 5xx). */
function deadReasonOf(error: Error | undefined): DeadReason | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404 || error.status === 400) return 'invalid';
  const reason = (error.body as { reason?: string }).reason;
  return error.status === 409 && ['used', 'disabled', 'expired', 'failed'].includes(reason ?? '')
    ? (reason as DeadReason)
    : undefined;
}

/**
 * `/common/register-with-invitation-code?code=`: registration from an
 * e-mailed invitation (spec doc 1 §5: department and position are required).
 * Shows the inviting enterprise and the invited e-mail (fixed), the
 * registration fields with the same rules, code flow and strength bubble as
 * `/common/register`, and the enterprise's departments and positions. A used,
 * disabled, expired or unknown link gets a page saying so.
 */
export default function RegisterWithInvitationCodePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const details = useLoad(code || undefined, (signal) => getInvitationDetails(code, signal));
  const countdown = useCountdown();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    phone: '',
    code: '',
    password: '',
    confirm: '',
    departmentId: '',
    positionId: '',
  });
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, { value: string; message: string }>>>({});
  const [banner, setBanner] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const inputs: Record<TextField, RefObject<InputProps.Ref>> = {
    username: useRef<InputProps.Ref>(null),
    phone: useRef<InputProps.Ref>(null),
    code: useRef<InputProps.Ref>(null),
    password: useRef<InputProps.Ref>(null),
    confirm: useRef<InputProps.Ref>(null),
  };

  const invitation = details.data;
  const needsJob = invitation ? !invitation.private : false;
  const department = invitation?.departments.find((d) => d.id === values.departmentId);
  const position = department?.positions.find((p) => p.id === values.positionId);
  const registerValues: RegisterValues = { ...values, email: invitation?.email ?? '' };

  const clientError = (field: Field): MessageKey | undefined => {
    if (field === 'departmentId')
      return needsJob && !values.departmentId ? 'organisation.register.departmentRequired' : undefined;
    if (field === 'positionId')
      return needsJob && !values.positionId ? 'organisation.register.positionRequired' : undefined;
    return fieldError(field, registerValues);
  };
  const errorText = (field: Field): string | undefined => {
    const client = touched.has(field) || submitted ? clientError(field) : undefined;
    if (client) return t(client);
    const server = serverErrors[field];
    return server && server.value === values[field] ? server.message : undefined;
  };
  const setServerError = (field: Field, message: string) =>
    setServerErrors((current) => ({ ...current, [field]: { value: values[field], message } }));
  const change = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const blur = (field: Field) => {
    setTouched((current) => new Set(current).add(field));
    if ((field === 'username' || field === 'phone') && !clientError(field)) {
      const value = values[field].trim();
      void isUnique(field, value)
        .then((free) => {
          if (!free)
            setServerErrors((c) => ({ ...c, [field]: { value: values[field], message: t('spec.alreadyRegistered') } }));
        })
        .catch(() => undefined);
    }
  };

  const sendCode = async () => {
    setSending(true);
    try {
      countdown.start(await sendVerificationCode(values.phone.trim(), RESEND_AFTER_SECONDS));
    } catch (failure) {
      setServerError('code', t('register.sendFailed', { message: (failure as Error).message }));
    } finally {
      setSending(false);
    }
  };

  const fail = (fields: Field[]) => {
    setBanner(true);
    const first = FIELDS.find((f) => fields.includes(f));
    if (first && first in inputs) inputs[first as TextField].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !invitation) return;
    setSubmitted(true);
    setFormError(undefined);
    const invalid = FIELDS.filter((field) => clientError(field));
    if (invalid.length > 0) {
      fail(invalid);
      return;
    }
    setBanner(false);
    setBusy(true);
    try {
      const phone = values.phone.trim();
      const reason = await checkVerificationCode(phone, values.code.trim());
      if (reason) {
        setServerError('code', reason);
        fail(['code']);
        return;
      }
      await registerWithInvitation({
        code,
        username: values.username.trim(),
        phone,
        password: values.password,
        ...(needsJob ? { departmentId: values.departmentId, positionId: values.positionId } : {}),
      });
      await navigate('/common/register-success', { replace: true });
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.body.fields ?? []) : [];
      const named = fields.flatMap((entry) => {
        const field = entry.field.replace(/^body\./, '') as Field;
        if (!FIELDS.includes(field)) return [];
        const taken = failure instanceof ApiError && failure.status === 409;
        setServerError(field, taken ? t('spec.alreadyRegistered') : entry.message);
        return [field];
      });
      if (named.length > 0) fail(named);
      else if (deadReasonOf(failure as Error)) details.reload();
      else setFormError(t('register.submitFailed', { message: (failure as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  const input = (name: TextField, type?: InputProps['type'], autoComplete?: string) => (
    <Input
      ref={inputs[name]}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      invalid={Boolean(errorText(name))}
      onChange={({ detail }) => change(name, detail.value)}
      onBlur={() => blur(name)}
    />
  );

  const deadReason = code ? deadReasonOf(details.error) : 'invalid';
  if (deadReason) {
    return (
      <Box padding="xxl" textAlign="center" data-testid="invitation-dead">
        <SpaceBetween size="m" alignItems="center">
          <Box variant="h1">{t('organisation.register.deadTitle')}</Box>
          <Box variant="p">{t(`organisation.register.dead.${deadReason}`)}</Box>
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => void navigate('/')}>{t('organisation.register.goHome')}</Button>
            <Button variant="primary" onClick={() => void navigate('/common/login')}>
              {t('organisation.register.goLogin')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Box>
    );
  }
  if (!invitation) {
    return (
      <Box padding="xxl" textAlign="center">
        {details.error ? (
          <StatusIndicator type="error">
            {t('organisation.common.loadFailed', { message: details.error.message })}
          </StatusIndicator>
        ) : (
          <StatusIndicator type="loading">{t('app.loading')}</StatusIndicator>
        )}
      </Box>
    );
  }

  const option = (value: string, label: string) => ({ value, label });
  return (
    <RegistrationForm
      label={t('organisation.register.title')}
      maxWidth={520}
      header={
        <Header
          variant="h1"
          description={
            invitation.private
              ? t('organisation.register.privateDescription')
              : t('organisation.register.description', { enterprise: invitation.enterpriseName })
          }
        >
          {t('organisation.register.title')}
        </Header>
      }
      formError={formError}
      banner={banner}
      bannerTestId="register-banner"
      submitText={t('register.submit')}
      submitTestId="invitation-register-submit"
      busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      {invitation.private ? null : (
        <FormField label={t('organisation.register.enterprise')}>
          <Input value={invitation.enterpriseName} readOnly data-testid="invitation-enterprise" />
        </FormField>
      )}
      <FormField label={t('organisation.register.email')}>
        <Input value={invitation.email} readOnly data-testid="invitation-email" />
      </FormField>
      <FormField label={t('register.username')} errorText={errorText('username')}>
        {input('username', undefined, 'username')}
      </FormField>
      <PhoneCredentialFields
        input={input}
        errorText={errorText}
        values={values}
        passwordRef={inputs.password}
        remaining={countdown.remaining}
        sending={sending}
        onSend={() => void sendCode()}
        onPasswordChange={(value) => change('password', value)}
        onPasswordBlur={() => blur('password')}
      />
      {needsJob ? (
        <>
          <FormField
            label={t('organisation.register.department')}
            errorText={errorText('departmentId')}
            description={invitation.departments.length === 0 ? t('organisation.register.noDepartments') : undefined}
          >
            <Select
              data-testid="invitation-department"
              placeholder={t('organisation.register.departmentPlaceholder')}
              selectedOption={department ? option(department.id, department.name) : null}
              options={invitation.departments.map((d) => option(d.id, d.name))}
              invalid={Boolean(errorText('departmentId'))}
              onChange={({ detail }) =>
                setValues((v) => ({
                  ...v,
                  departmentId: detail.selectedOption.value ?? '',
                  positionId: '',
                }))
              }
              onBlur={() => blur('departmentId')}
            />
          </FormField>
          <FormField label={t('organisation.register.position')} errorText={errorText('positionId')}>
            <Select
              data-testid="invitation-position"
              disabled={!department}
              placeholder={t('organisation.register.positionPlaceholder')}
              selectedOption={position ? option(position.id, position.name) : null}
              options={(department?.positions ?? []).map((p) => option(p.id, p.name))}
              invalid={Boolean(errorText('positionId'))}
              onChange={({ detail }) => change('positionId', detail.selectedOption.value ?? '')}
              onBlur={() => blur('positionId')}
            />
          </FormField>
        </>
      ) : null}
    </RegistrationForm>
  );
}
