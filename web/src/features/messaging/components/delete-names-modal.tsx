import '../messages/messaging-messages.js';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useI18n } from '@/i18n/i18n-context.js';

/**
 * The confirmation of a messaging delete: what happens, then the names of
 * the records concerned (found by `messaging-delete-names`).
 */
export function DeleteNamesModal(props: {
  header: string;
  text: string;
  names: readonly string[];
  /** The confirm button: the action (删除, 移除), never a bare 确定. */
  confirmText: string;
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  return (
    <ConfirmModal
      header={props.header}
      confirmText={props.confirmText}
      onConfirm={props.onConfirm}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="s">
        <Box>{props.text}</Box>
        <Box variant="strong" data-testid="messaging-delete-names">
          {props.names.join('、')}
        </Box>
      </SpaceBetween>
    </ConfirmModal>
  );
}

/** The confirmation of deleting catalogue records (categories, types, groups) by their names. */
export function DeleteRecordsModal(props: {
  names: readonly string[];
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  return (
    <DeleteNamesModal
      header={t('messaging.dialog.deleteTitle')}
      text={t('messaging.dialog.deleteText', { count: props.names.length })}
      names={props.names}
      confirmText={t('messaging.action.delete')}
      onConfirm={props.onConfirm}
      onDismiss={props.onDismiss}
    />
  );
}
