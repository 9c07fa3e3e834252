import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { MAINLAND_PHONE_PATTERN } from '../../../../../shared/constants/registration-rules.js';
import type { MessageKey } from '../../../../../shared/i18n/messages.js';
import { updateUserDetails } from '../../../api/users.js';
import { Loading } from '../../../components/loading.js';
import { useNotifications } from '../../../components/notifications.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { useSession } from '../../../session/session-context.js';
import { serverFieldErrors } from '../user-list-management/field-errors.js';
import { useUserDetails } from '../user-details/use-user-details.js';

type Field = 'email' | 'phone' | 'metadata';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const METADATA_MAX = 2000;

function clientErrors(values: Record<Field, string>): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'users.rule.email';
  if (!MAINLAND_PHONE_PATTERN.test(values.phone.trim())) errors.phone = 'users.rule.phone';
  if (values.metadata.length > METADATA_MAX) errors.metadata = 'users.rule.metadata';
  return errors;
}

/**
 * `/console/edit-user-details`: the own e-mail, phone and metadata (the
 * username is fixed; the avatar has its own upload). A value another account
 * holds comes back as a field error.
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

  useEffect(() => {
    if (details.data && !values) {
      setValues({
        email: details.data.user.email ?? '',
        phone: details.data.user.phone ?? '',
        metadata: details.data.info.metadata,
      });
    }
  }, [details.data, values]);

  const header = <Header variant="h1">{t('users.edit.title')}</Header>;
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
  const errors = clientErrors(values);
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
      await updateUserDetails(userId, {
        email: values.email.trim(),
        phone: values.phone.trim(),
        metadata: values.metadata,
      });
      notify({ type: 'success', content: t('users.edit.success') });
      await navigate('/console/user-details');
    } catch (failure) {
      setServer(serverFieldErrors(failure));
      notify({ type: 'error', content: t('users.edit.failed', { message: (failure as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ContentLayout header={header}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="link" formAction="none" onClick={() => void navigate('/console/user-details')}>
                {t('users.action.cancel')}
              </Button>
              <Button variant="primary" loading={busy} data-testid="save-details">
                {t('users.action.save')}
              </Button>
            </SpaceBetween>
          }
        >
          <Container>
            <SpaceBetween size="m">
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
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </ContentLayout>
  );
}
