import '../../messages/users-messages.js';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import {
  MAINLAND_PHONE_PATTERN,
  RESEND_AFTER_SECONDS,
  VERIFICATION_CODE_LENGTH,
} from '@shared/constants/registration-rules.js';
import { checkVerificationCode, sendVerificationCode } from '../../api/registration.js';
import type { MessageKey } from '@/i18n/messages.js';
import { updateUserDetails } from '../../api/users.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { serverFieldErrors } from '../user-list-management/field-errors.js';
import { useUserDetails } from '../user-details/use-user-details.js';
import { useCountdown } from '../register/use-countdown.js';
import { ScreenHeader } from '@/components/screen-layout.js';
import { ContainerForm } from '@/components/container-form.js';

type Field = 'email' | 'phone' | 'code' | 'metadata';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const METADATA_MAX = 2000;

function clientErrors(values: Record<Field, string>, phoneChanged: boolean): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'users.rule.email';
  if (!MAINLAND_PHONE_PATTERN.test(values.phone.trim())) errors.phone = 'users.rule.phone';
  if (phoneChanged && values.code.trim().length !== VERIFICATION_CODE_LENGTH) errors.code = 'users.rule.code';
  if (values.metadata.length > METADATA_MAX) errors.metadata = 'users.rule.metadata';
  return errors;
}

/**
 * `/console/edit-user-details`: the own e-mail, phone and metadata (the
 * username is fixed; the avatar has its own upload). A new phone is verified
 * by a texted code first (send button with the 120 s countdown). A value
 * another account holds comes back as a field error.
 */
export default function EditUserDetailsPage() {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const userId = session.data?.me.id;
  const details = useUserDetails(userId);
  const [values, setValues] = useState<Record<Field, string>>();
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  useEffect(() => {
    if (details.data && !values) {
      setValues({
        email: details.data.user.email ?? '',
        phone: details.data.user.phone ?? '',
        code: '',
        metadata: details.data.info.metadata,
      });
    }
  }, [details.data, values]);

  const header = <ScreenHeader title={t('users.edit.title')} />;
  if (details.error) {
    return (
      <ContentLayout header={header}>
        <StatusIndicator type="error">
          {t('users.details.loadFailed', { message: details.error.message })}
        </StatusIndicator>
      </ContentLayout>
    );
  }
  if (!values || !userId) return <Loading />;
  const phoneChanged = values.phone.trim() !== (details.data?.user.phone ?? '');
  const errors = clientErrors(values, phoneChanged);
  const errorOf = (field: Field) =>
    server[field] || (submitted && errors[field] ? t(errors[field] as MessageKey) : undefined);
  const set = (field: Field, value: string) => {
    setValues({ ...values, [field]: value });
    setServer((current) => ({ ...current, [field]: '' }));
  };

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      if (phoneChanged) {
        const reason = await checkVerificationCode(values.phone.trim(), values.code.trim());
        if (reason) {
          setServer({ code: reason });
          return;
        }
      }
      await updateUserDetails(userId, {
        email: values.email.trim(),
        phone: values.phone.trim(),
        metadata: values.metadata,
      });
      notify({ type: 'success', content: t('users.edit.success', { name: details.data?.user.username ?? '' }) });
      await navigate('/console/user-details');
    } catch (failure) {
      setServer(serverFieldErrors(failure));
      notify({ type: 'error', content: t('users.edit.failed', { message: (failure as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    setSending(true);
    try {
      countdown.start(await sendVerificationCode(values.phone.trim(), RESEND_AFTER_SECONDS));
      notify({ type: 'success', content: t('users.edit.codeSent') });
    } catch (failure) {
      notify({ type: 'error', content: t('users.edit.codeFailed', { message: (failure as Error).message }) });
    } finally {
      setSending(false);
    }
  };

  return (
    <ContentLayout header={header}>
      <ContainerForm
        submitText={t('users.action.save')}
        submitTestId="save-details"
        busy={busy}
        onSubmit={() => void submit()}
        cancelText={t('users.action.cancel')}
        onCancel={() => void navigate('/console/user-details')}
      >
        <FormField label={t('users.field.username')} description={t('users.edit.usernameFixed')}>
          <Input value={details.data?.user.username ?? ''} disabled ariaLabel={t('users.field.username')} />
        </FormField>
        <FormField label={t('users.field.email')} errorText={errorOf('email')}>
          <Input
            value={values.email}
            type="email"
            ariaLabel={t('users.field.email')}
            onChange={({ detail }) => set('email', detail.value)}
          />
        </FormField>
        <FormField label={t('users.field.phone')} errorText={errorOf('phone')}>
          <Input
            value={values.phone}
            ariaLabel={t('users.field.phone')}
            onChange={({ detail }) => set('phone', detail.value)}
          />
        </FormField>
        {phoneChanged ? (
          <FormField
            label={t('users.field.code')}
            description={t('users.edit.codeHint')}
            errorText={errorOf('code')}
            secondaryControl={
              <Button
                formAction="none"
                data-testid="send-code"
                loading={sending}
                disabled={countdown.remaining > 0 || !MAINLAND_PHONE_PATTERN.test(values.phone.trim())}
                onClick={() => void sendCode()}
              >
                {countdown.remaining > 0
                  ? t('users.edit.resendIn', { seconds: countdown.remaining })
                  : t('users.edit.sendCode')}
              </Button>
            }
          >
            <Input
              value={values.code}
              ariaLabel={t('users.field.code')}
              onChange={({ detail }) => set('code', detail.value)}
            />
          </FormField>
        ) : null}
        <FormField
          label={t('users.field.metadata')}
          constraintText={t('users.edit.metadataLimit', { count: values.metadata.length, max: METADATA_MAX })}
          errorText={errorOf('metadata')}
        >
          <Textarea
            value={values.metadata}
            ariaLabel={t('users.field.metadata')}
            onChange={({ detail }) => set('metadata', detail.value)}
          />
        </FormField>
      </ContainerForm>
    </ContentLayout>
  );
}
