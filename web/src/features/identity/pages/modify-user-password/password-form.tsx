import '../../messages/users-messages.js';
import { useState, type ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { passwordStrength } from '@shared/constants/registration-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { serverFieldErrors } from '../user-list-management/field-errors.js';
import { ContainerForm } from '@/components/container-form.js';
import { ConfirmModal } from '@/components/confirm-modal.js';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
type Field = keyof PasswordValues;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A confirmation asked after the checks pass and before the call (resetting someone else's password). */
export interface PasswordConfirmation {
  header: string;
  text: ReactNode;
  confirmText: string;
}

/**
 * New password and confirmation (plus the current password when `withCurrent`),
 * checked with the registration rules (spec doc 1 §5) before the call; the
 * server's field errors show next to their fields. The form empties after a success.
 * With `confirmation`, valid values first ask (what will happen, the action on the button), then call.
 */
export function PasswordForm({
  withCurrent,
  context,
  submitLabel,
  onSubmit,
  onCancel,
  confirmation,
}: {
  withCurrent: boolean;
  context: { username?: string; phone?: string };
  submitLabel: MessageKey;
  onSubmit: (values: PasswordValues) => Promise<void>;
  onCancel?: () => void;
  confirmation?: PasswordConfirmation;
}) {
  const { t } = useI18n();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const errors: Partial<Record<Field, MessageKey>> = {};
  if (withCurrent && !values.currentPassword) errors.currentPassword = 'users.rule.currentPassword';
  if (passwordStrength(values.newPassword, context).score < 4) errors.newPassword = 'users.rule.password';
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'users.rule.confirm';
  const errorOf = (field: Field) =>
    server[field] || (submitted && errors[field] ? t(errors[field] as MessageKey) : undefined);

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    if (confirmation) setConfirming(true);
    else void call();
  };

  const call = async () => {
    setBusy(true);
    try {
      await onSubmit(values);
      setValues(EMPTY);
      setSubmitted(false);
      setServer({});
    } catch (failure) {
      const fromServer = serverFieldErrors(failure);
      // The client already requires the current password, so the server's error on it can only mean it is wrong.
      if (fromServer.currentPassword) fromServer.currentPassword = t('users.password.wrongCurrent');
      setServer(fromServer);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const field = (name: Field, label: MessageKey, constraint?: MessageKey) => (
    <FormField label={t(label)} errorText={errorOf(name)} constraintText={constraint ? t(constraint) : undefined}>
      <Input
        type="password"
        value={values[name]}
        ariaLabel={t(label)}
        data-testid={`password-${name}`}
        onChange={({ detail }) => {
          setValues((current) => ({ ...current, [name]: detail.value }));
          setServer((current) => ({ ...current, [name]: '' }));
        }}
      />
    </FormField>
  );

  return (
    <>
      <ContainerForm
        submitText={t(submitLabel)}
        submitTestId="password-submit"
        busy={busy}
        onSubmit={submit}
        cancelText={t('users.action.cancel')}
        onCancel={onCancel}
      >
        {withCurrent ? field('currentPassword', 'users.password.current') : null}
        {field('newPassword', 'users.password.new', 'users.rule.password')}
        {field('confirmPassword', 'users.password.confirm')}
      </ContainerForm>
      {confirming && confirmation ? (
        <ConfirmModal
          header={confirmation.header}
          confirmText={confirmation.confirmText}
          onConfirm={call}
          onDismiss={() => setConfirming(false)}
        >
          {confirmation.text}
        </ConfirmModal>
      ) : null}
    </>
  );
}
