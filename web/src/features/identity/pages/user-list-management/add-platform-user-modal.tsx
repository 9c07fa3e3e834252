import '../../messages/users-messages.js';
import { Suspense, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MAINLAND_PHONE_PATTERN, passwordStrength, USERNAME_MAX_LENGTH } from '@shared/constants/registration-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import { addPlatformUser } from '../../api/users.js';
import { DeferredModal } from '@/components/deferred.js';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { serverFieldErrors } from './field-errors.js';

type Field = 'username' | 'email' | 'phone' | 'password' | 'confirm';
const EMPTY: Record<Field, string> = { username: '', email: '', phone: '', password: '', confirm: '' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The registration rules (spec doc 1 §5) on the platform user form; the server checks them again. */
function clientErrors(values: Record<Field, string>): Partial<Record<Field, MessageKey>> {
  const errors: Partial<Record<Field, MessageKey>> = {};
  const username = values.username.trim();
  if (!username || username.length > USERNAME_MAX_LENGTH || username.includes('#')) {
    errors.username = 'users.rule.username';
  }
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'users.rule.email';
  if (!MAINLAND_PHONE_PATTERN.test(values.phone.trim())) errors.phone = 'users.rule.phone';
  if (passwordStrength(values.password, { username, phone: values.phone.trim() }).score < 4) {
    errors.password = 'users.rule.password';
  }
  if (values.confirm !== values.password) errors.confirm = 'users.rule.confirm';
  return errors;
}

/** Adds a platform user (spec doc 1 §3 Platform user: username, password, e-mail, phone). */
export function AddPlatformUserModal({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errors = clientErrors(values);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServer((current) => ({ ...current, [field]: '' }));
  };
  const errorOf = (field: Field) =>
    server[field] || (submitted && errors[field] ? t(errors[field] as MessageKey) : undefined);

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    setBusy(true);
    try {
      await addPlatformUser({
        username: values.username.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
      });
      const username = values.username.trim();
      // A platform user without a role sees nothing of the platform's screens: giving roles is the next step.
      notify({
        type: 'success',
        content: t('users.add.success', { name: username }),
        action: {
          text: t('users.add.assignRoles'),
          onClick: () => void navigate(`/console/assign-platform-user-role?username=${encodeURIComponent(username)}`),
        },
      });
      onAdded();
    } catch (failure) {
      setServer(serverFieldErrors(failure));
      notify({ type: 'error', content: t('users.add.failed', { message: (failure as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: MessageKey, type: 'text' | 'email' | 'password' = 'text') => (
    <FormField label={t(label)} errorText={errorOf(name)}>
      <Input
        value={values[name]}
        type={type}
        ariaLabel={t(label)}
        data-testid={`add-user-${name}`}
        onChange={({ detail }) => set(name)(detail.value)}
      />
    </FormField>
  );

  return (
    <Suspense fallback={null}>
      <DeferredModal
        visible
        header={t('users.add.title')}
        onDismiss={onClose}
        data-testid="add-platform-user"
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="link" onClick={onClose}>
                {t('users.action.cancel')}
              </Button>
              <Button variant="primary" loading={busy} onClick={() => void submit()} data-testid="add-user-submit">
                {t('users.add.submit')}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Form>
            <SpaceBetween size="m">
              {field('username', 'users.field.username')}
              {field('email', 'users.field.email', 'email')}
              {field('phone', 'users.field.phone')}
              {field('password', 'users.field.password', 'password')}
              {field('confirm', 'users.field.confirmPassword', 'password')}
            </SpaceBetween>
          </Form>
        </form>
      </DeferredModal>
    </Suspense>
  );
}
