import '../messages/equipment-messages.js';
import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import {
  borderRadiusInput,
  colorBackgroundContainerHeader,
  colorBorderDividerDefault,
  spaceScaledS,
} from '@cloudscape-design/design-tokens';
import { fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getEquipmentCommand, sendEquipmentCommand, type EquipmentCommand } from '../api/equipment.js';
import { COMMAND_MAX, commandProblem, paramsOf } from './command-rules.js';
import { formatDateTime } from '@/components/formatting.js';

/** How often, and how long, a sent command is read back for the gateway's answer. */
const COMMAND_POLL_MS = 1_000;
const COMMAND_WAIT_MS = 30_000;

/** Where a sent command stands, as the dialog shows it (`data-status` of `equipment-command-status`). */
type Progress = 'waiting' | 'ok' | 'error' | 'timeout' | 'undelivered';

const progressOf = (command: EquipmentCommand, timedOut: boolean): Progress => {
  if (command.status === 'undelivered') return 'undelivered';
  if (command.status === 'answered') return command.reply?.status === 'error' ? 'error' : 'ok';
  return timedOut ? 'timeout' : 'waiting';
};

/**
 * Reads the sent command back every second until the gateway answered, for at most 30 s (then `timedOut`); stops
 * when the dialog closes (unmounts) or another command is sent.
 */
function useCommandProgress(sent: EquipmentCommand | undefined) {
  // What the last read answered, and whether the wait ran out, for the command whose id it carries.
  const [read, setRead] = useState<{ commandId: string; command?: EquipmentCommand; timedOut: boolean }>();
  useEffect(() => {
    if (!sent || sent.status !== 'sent') return undefined;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const command = await getEquipmentCommand(sent.equipmentId, sent.commandId, controller.signal);
        if (controller.signal.aborted) return;
        setRead({ commandId: sent.commandId, command, timedOut: false });
        if (command.status !== 'sent') return;
      } catch {
        // A failed read is tried again at the next tick, within the 30 s.
        if (controller.signal.aborted) return;
      }
      if (Date.now() - started >= COMMAND_WAIT_MS) {
        setRead((last) => ({
          commandId: sent.commandId,
          command: last?.commandId === sent.commandId ? last.command : undefined,
          timedOut: true,
        }));
      } else timer = setTimeout(() => void poll(), COMMAND_POLL_MS);
    };
    timer = setTimeout(() => void poll(), COMMAND_POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sent]);
  const current = sent && read?.commandId === sent.commandId ? read : undefined;
  return { command: current?.command ?? sent, timedOut: current?.timedOut ?? false };
}

/**
 * The "issue command" dialog of a gateway (`equipment-command-modal`; doc 3 §2.2 下发命令): the command's name and
 * its parameters as a JSON object, checked before sending; then the command's progress until the gateway answers
 * (its reply and result), 30 s pass, or it could not be delivered. Send another starts over; Close stops waiting.
 */
export function CommandModal(props: { gateway: { id: string; equipmentId: string }; onClose: () => void }) {
  const { t, locale } = useI18n();
  const [name, setName] = useState('');
  const [paramsText, setParamsText] = useState('{}');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<EquipmentCommand>();
  const { command, timedOut } = useCommandProgress(sent);

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const problem = commandProblem(name);
    if (problem) {
      found.command = {
        required: t('equipment.required'),
        tooLong: t('equipment.tooLong', { max: COMMAND_MAX }),
        pattern: t('equipment.command.commandRule'),
      }[problem];
    }
    if (!paramsOf(paramsText)) found.params = t('equipment.command.paramsRule');
    return found;
  };

  const send = async () => {
    const found = check();
    setErrors(found);
    setFailure(undefined);
    const params = paramsOf(paramsText);
    if (Object.keys(found).length > 0 || !params) return;
    setSending(true);
    try {
      setSent(await sendEquipmentCommand({ equipmentId: props.gateway.id, command: name.trim(), params }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const onFields = { command: fields.command, params: fields.params };
      if (onFields.command || onFields.params) {
        setErrors(
          Object.fromEntries(Object.entries(onFields).filter(([, message]) => message)) as Record<string, string>,
        );
      } else setFailure(t('equipment.command.failed', { message: messageOf(error) }));
    } finally {
      setSending(false);
    }
  };

  const composing = !sent;
  const footer = (
    <Box float="right">
      <SpaceBetween size="xs" direction="horizontal">
        <Button data-testid="equipment-command-close" onClick={props.onClose}>
          {t('equipment.action.close')}
        </Button>
        {composing ? (
          <Button variant="primary" loading={sending} data-testid="equipment-command-send" onClick={() => void send()}>
            {t('equipment.command.send')}
          </Button>
        ) : (
          <Button
            variant="primary"
            data-testid="equipment-command-again"
            onClick={() => {
              setErrors({});
              setFailure(undefined);
              setSent(undefined);
            }}
          >
            {t('equipment.command.again')}
          </Button>
        )}
      </SpaceBetween>
    </Box>
  );

  return (
    <Modal
      visible
      data-testid="equipment-command-modal"
      header={t('equipment.command.title')}
      onDismiss={props.onClose}
      footer={footer}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('equipment.command.gateway', { name: props.gateway.equipmentId })}</Box>
        {composing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <SpaceBetween size="m">
              {failure ? (
                <Alert type="error" data-testid="equipment-command-error">
                  {failure}
                </Alert>
              ) : null}
              <FormField
                label={t('equipment.command.command')}
                constraintText={t('equipment.command.commandHint', { max: COMMAND_MAX })}
                errorText={errors.command}
              >
                <Input
                  data-testid="equipment-command-field-command"
                  value={name}
                  onChange={({ detail }) => setName(detail.value)}
                />
              </FormField>
              <FormField
                label={t('equipment.command.params')}
                constraintText={t('equipment.command.paramsHint')}
                errorText={errors.params}
              >
                <Textarea
                  data-testid="equipment-command-field-params"
                  rows={5}
                  spellcheck={false}
                  value={paramsText}
                  onChange={({ detail }) => setParamsText(detail.value)}
                />
              </FormField>
            </SpaceBetween>
          </form>
        ) : command ? (
          <CommandProgress command={command} timedOut={timedOut} locale={locale} />
        ) : null}
      </SpaceBetween>
    </Modal>
  );
}

/** A sent command: its name, id and send time, where it stands, and the gateway's result once it answered. */
function CommandProgress(props: {
  command: EquipmentCommand;
  timedOut: boolean;
  locale: ReturnType<typeof useI18n>['locale'];
}) {
  const { t } = useI18n();
  const { command } = props;
  const progress = progressOf(command, props.timedOut);
  const status = {
    waiting: <StatusIndicator type="loading">{t('equipment.command.waiting')}</StatusIndicator>,
    ok: <StatusIndicator type="success">{t('equipment.command.answered')}</StatusIndicator>,
    error: (
      <StatusIndicator type="error">
        {t('equipment.command.answeredError', { message: command.reply?.message ?? '-' })}
      </StatusIndicator>
    ),
    timeout: <StatusIndicator type="warning">{t('equipment.command.timeout')}</StatusIndicator>,
    undelivered: <StatusIndicator type="warning">{t('equipment.command.undelivered')}</StatusIndicator>,
  }[progress];
  const result = command.reply?.result;
  return (
    <SpaceBetween size="m">
      <KeyValuePairs
        columns={2}
        items={[
          { label: t('equipment.command.command'), value: command.command },
          { label: t('equipment.command.commandId'), value: command.commandId },
          { label: t('equipment.command.sentAt'), value: formatDateTime(command.sentAt, props.locale) },
          ...(command.reply
            ? [
                {
                  label: t('equipment.command.answeredAt'),
                  value: formatDateTime(command.reply.answeredAt, props.locale),
                },
              ]
            : []),
        ]}
      />
      <div data-testid="equipment-command-status" data-status={progress} role="status">
        {status}
      </div>
      {progress === 'timeout' ? <Box variant="small">{t('equipment.command.timeoutHint')}</Box> : null}
      {result ? (
        <div>
          <Box variant="awsui-key-label">{t('equipment.command.result')}</Box>
          <div
            data-testid="equipment-command-result"
            style={{
              background: colorBackgroundContainerHeader,
              border: `1px solid ${colorBorderDividerDefault}`,
              borderRadius: borderRadiusInput,
              padding: `0 ${spaceScaledS}`,
              maxHeight: 240,
              overflow: 'auto',
            }}
          >
            <Box variant="pre" fontSize="body-s">
              {JSON.stringify(result, null, 2)}
            </Box>
          </div>
        </div>
      ) : null}
    </SpaceBetween>
  );
}
