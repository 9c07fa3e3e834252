import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ConfirmModal } from '@/components/confirm-modal.js';

/**
 * The confirmation of a messaging delete: what happens, then the names of
 * the records concerned (found by `messaging-delete-names`).
 */
export function DeleteNamesModal(props: {
  header: string;
  text: string;
  names: readonly string[];
  onConfirm: () => Promise<void>;
  onDismiss: () => void;
}) {
  return (
    <ConfirmModal header={props.header} onConfirm={props.onConfirm} onDismiss={props.onDismiss}>
      <SpaceBetween size="s">
        <Box>{props.text}</Box>
        <Box variant="strong" data-testid="messaging-delete-names">
          {props.names.join('、')}
        </Box>
      </SpaceBetween>
    </ConfirmModal>
  );
}
