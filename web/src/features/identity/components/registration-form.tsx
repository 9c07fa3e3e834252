import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { passwordStrength } from '@shared/constants/registration-rules.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { PasswordStrength } from '../pages/register/password-strength.js';
import { isPhoneValid } from '../pages/register/register-form-rules.js';
import { PublicForm } from './public-form.js';

/**
 * The frame of the registration pages (`/common/register`, `-private`,
 * `-with-invitation-code`): a centred form whose Enter submits, the
 * "registration failed" banner, the fields in a container, and Cancel (to
 * the landing page) / submit buttons. The fields and the submit stay with the page.
 */
export function RegistrationForm(props: {
  /** The form's accessible name (the page title). */
  label: string;
  maxWidth: number;
  header: ReactNode;
  footer?: ReactNode;
  /** Shown by the form under the fields (a failure not about one field). */
  formError?: string;
  errorIconAriaLabel?: string;
  banner: boolean;
  bannerTestId?: string;
  submitText: string;
  submitTestId: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <PublicForm
      label={props.label}
      maxWidth={props.maxWidth}
      formError={props.formError}
      errorIconAriaLabel={props.errorIconAriaLabel}
      cancelText={t('login.cancel')}
      onCancel={() => void navigate('/')}
      submitText={props.submitText}
      submitTestId={props.submitTestId}
      busy={props.busy}
      onSubmit={props.onSubmit}
    >
      <SpaceBetween size="l">
        {props.banner ? (
          <Alert type="error" data-testid={props.bannerTestId}>
            {t('spec.registerFailed')}
          </Alert>
        ) : null}
        <Container header={props.header} footer={props.footer}>
          <SpaceBetween size="l">{props.children}</SpaceBetween>
        </Container>
      </SpaceBetween>
    </PublicForm>
  );
}

/** The texted-code field: its input, and the send button that counts down before a resend. */
export function VerificationCodeField(props: {
  input: ReactNode;
  errorText?: string;
  /** A code can be sent (the phone number or account is valid). */
  phoneReady: boolean;
  /** Seconds until a resend is allowed (0: now). */
  remaining: number;
  sending: boolean;
  onSend: () => void;
}) {
  const { t } = useI18n();
  return (
    <FormField label={t('register.code')} errorText={props.errorText}>
      <div style={{ display: 'flex', gap: 8 }}>
        <div style={{ flex: 1 }}>{props.input}</div>
        <Button
          formAction="none"
          data-testid="send-code"
          disabled={!props.phoneReady || props.remaining > 0}
          loading={props.sending}
          onClick={props.onSend}
        >
          {props.remaining > 0 ? t('register.resendIn', { seconds: props.remaining }) : t('register.sendCode')}
        </Button>
      </div>
    </FormField>
  );
}

/** The new-password field with its strength bubble, shown while the field has the focus or a value. */
export function NewPasswordField(props: {
  inputRef: RefObject<InputProps.Ref>;
  value: string;
  /** The other fields the strength compares the password with (username, phone, e-mail). */
  others: Parameters<typeof passwordStrength>[1];
  errorText?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useI18n();
  const [focused, setFocused] = useState(false);
  return (
    <FormField label={t('register.password')} errorText={props.errorText}>
      <SpaceBetween size="xs">
        <Input
          ref={props.inputRef}
          name="password"
          type="password"
          autoComplete="new-password"
          value={props.value}
          invalid={Boolean(props.errorText)}
          onChange={({ detail }) => props.onChange(detail.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            props.onBlur();
          }}
        />
        {focused || props.value.length > 0 ? (
          <PasswordStrength strength={passwordStrength(props.value, props.others)} />
        ) : null}
      </SpaceBetween>
    </FormField>
  );
}

/** The fields of a phone-verified account both register pages share, in their order: phone, code, password, confirm. */
export function PhoneCredentialFields(props: {
  /** The page's input for a text field, with the type and autocomplete hint this component asks for. */
  input: (name: 'phone' | 'code' | 'confirm', type: InputProps['type'] | undefined, autoComplete: string) => ReactNode;
  errorText: (name: 'phone' | 'code' | 'password' | 'confirm') => string | undefined;
  values: { phone: string; password: string } & Parameters<typeof passwordStrength>[1];
  passwordRef: RefObject<InputProps.Ref>;
  /** Seconds until a code may be sent again (0: now). */
  remaining: number;
  sending: boolean;
  onSend: () => void;
  onPasswordChange: (value: string) => void;
  onPasswordBlur: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <FormField label={t('register.phone')} errorText={props.errorText('phone')}>
        {props.input('phone', undefined, 'tel-national')}
      </FormField>
      <VerificationCodeField
        input={props.input('code', undefined, 'one-time-code')}
        errorText={props.errorText('code')}
        phoneReady={isPhoneValid(props.values.phone.trim())}
        remaining={props.remaining}
        sending={props.sending}
        onSend={props.onSend}
      />
      <NewPasswordField
        inputRef={props.passwordRef}
        value={props.values.password}
        others={props.values}
        errorText={props.errorText('password')}
        onChange={props.onPasswordChange}
        onBlur={props.onPasswordBlur}
      />
      <FormField label={t('register.confirm')} errorText={props.errorText('confirm')}>
        {props.input('confirm', 'password', 'new-password')}
      </FormField>
    </>
  );
}
