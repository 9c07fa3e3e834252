import '../../messages/helpdesk-messages.js';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Button from '@cloudscape-design/components/button';
import Textarea from '@cloudscape-design/components/textarea';
import { fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { submitFeedback } from '../../api/help.js';
import { feedbackFieldError, type FeedbackField, type FeedbackValues } from '../../components/feedback-rules.js';
import { HelpFrame } from '../../components/help-frame.js';

const EMPTY: FeedbackValues = { username: '', email: '', phone: '', content: '' };
const FIELDS: readonly FeedbackField[] = ['username', 'email', 'phone', 'content'];

/**
 * `/common/feedback` and `/feedback`: the feedback card (username, e-mail, phone, content, all required). The
 * result is a toast: "Your feedback has been submitted." or, with the server's reason (a limit of sends an hour
 * from one address, say), "Your feedback fail to submit".
 */
export default function FeedbackPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [values, setValues] = useState<FeedbackValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const [busy, setBusy] = useState(false);

  const errorOf = (field: FeedbackField) => {
    if (serverErrors[field]) return serverErrors[field];
    if (!submitted) return undefined;
    const error = feedbackFieldError(field, values);
    return error ? t(error.key, error.max ? { max: error.max } : undefined) : undefined;
  };
  const set = (field: FeedbackField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (FIELDS.some((field) => feedbackFieldError(field, values))) return;
    setBusy(true);
    try {
      await submitFeedback({
        username: values.username.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        content: values.content.trim(),
      });
      notify({ type: 'success', content: t('helpdesk.feedback.submitted') });
      setValues(EMPTY);
      setSubmitted(false);
    } catch (failure) {
      setServerErrors(fieldErrorsOf(failure) as Partial<Record<FeedbackField, string>>);
      notify({ type: 'error', content: t('helpdesk.feedback.failed', { message: messageOf(failure) }) });
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Exclude<FeedbackField, 'content'>, type: 'text' | 'email' | 'number' = 'text') => (
    <FormField label={t(`helpdesk.feedback.${field}`)} errorText={errorOf(field)}>
      <Input
        type={type === 'number' ? 'text' : type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={values[field]}
        onChange={({ detail }) => set(field, detail.value)}
        data-testid={`feedback-${field}`}
      />
    </FormField>
  );

  return (
    <HelpFrame title={t('helpdesk.feedback.title')} description={t('helpdesk.feedback.description')}>
      <form onSubmit={(event) => void send(event)} noValidate aria-label={t('helpdesk.feedback.title')}>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={() => void navigate(-1)}>
                {t('helpdesk.feedback.cancel')}
              </Button>
              <Button variant="primary" formAction="submit" loading={busy} data-testid="feedback-submit">
                {t('helpdesk.feedback.submit')}
              </Button>
            </SpaceBetween>
          }
        >
          <Container>
            <SpaceBetween size="m">
              {input('username')}
              {input('email', 'email')}
              {input('phone', 'number')}
              <FormField label={t('helpdesk.feedback.content')} errorText={errorOf('content')}>
                <Textarea
                  rows={6}
                  value={values.content}
                  onChange={({ detail }) => set('content', detail.value)}
                  data-testid="feedback-content"
                />
              </FormField>
            </SpaceBetween>
          </Container>
        </Form>
      </form>
    </HelpFrame>
  );
}
