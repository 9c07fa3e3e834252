import '../../messages/account-messages.js';
import { useState, type Ref } from 'react';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { useI18n } from '@/i18n/i18n-context.js';
import { VerificationCodeField } from '../../components/registration-form.js';
import { useCountdown } from '../register/use-countdown.js';
import { messageOf } from '@/api/http-client.js';

/**
 * The 5-character code input with its send button (spec doc 1 §4): the
 * button is disabled until `canSend`, and after a send (or a 429) counts the
 * server's seconds down before it may be pressed again. Used by the password
 * reset, username recovery and sign-in phone check screens.
 */
export function CodeField({
  value,
  onChange,
  errorText,
  canSend,
  send,
  inputRef,
  onSent,
}: {
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
  canSend: boolean;
  /** Requests a code; resolves to the seconds before the next request. */
  send: () => Promise<number>;
  inputRef?: Ref<InputProps.Ref>;
  onSent?: () => void;
}) {
  const { t } = useI18n();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();

  const sendCode = async () => {
    setSending(true);
    setSendError(undefined);
    try {
      countdown.start(await send());
      onSent?.();
    } catch (failure) {
      setSendError(t('account.codeSendFailed', { message: messageOf(failure) }));
    } finally {
      setSending(false);
    }
  };

  return (
    <VerificationCodeField
      input={
        <Input
          ref={inputRef}
          name="code"
          value={value}
          autoComplete="one-time-code"
          invalid={Boolean(errorText)}
          onChange={({ detail }) => onChange(detail.value)}
        />
      }
      errorText={errorText ?? sendError}
      phoneReady={canSend}
      remaining={countdown.remaining}
      sending={sending}
      onSend={() => void sendCode()}
    />
  );
}
