import '../messages/equipment-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';

/** The outcome of an action: whether it succeeded and what to say. */
export interface ActionResult {
  ok: boolean;
  text: string;
  /** Shown under the text as a warning (a saved configuration that has not reached its gateway). */
  warning?: string;
  /** The natural next step after a success, offered beside the close button (a new gateway: configure it). */
  next?: { text: string; onClick: () => void };
}

/**
 * The result dialog of an equipment action (`equipment-result`): success or failure in its header, the text (with
 * its warning, `equipment-result-warning`, when there is one), and one button (`equipment-result-close`), labelled
 * `closeText` (back to the list after a saved form) or Close, after the next step when the result offers one
 * (`equipment-result-next`).
 */
export function ResultModal(props: { result: ActionResult; closeText?: string; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      visible
      data-testid="equipment-result"
      header={props.result.ok ? t('equipment.result.successTitle') : t('equipment.result.failedTitle')}
      onDismiss={props.onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {props.result.next ? (
              <Button data-testid="equipment-result-next" onClick={props.result.next.onClick}>
                {props.result.next.text}
              </Button>
            ) : null}
            <Button variant="primary" data-testid="equipment-result-close" onClick={props.onClose}>
              {props.closeText ?? t('equipment.action.close')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {props.result.warning ? (
        <SpaceBetween size="s">
          <Box variant="p">{props.result.text}</Box>
          <Alert type="warning" data-testid="equipment-result-warning">
            {props.result.warning}
          </Alert>
        </SpaceBetween>
      ) : (
        props.result.text
      )}
    </Modal>
  );
}
