import '../messages/equipment-messages.js';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getTypeNodeTemplate } from '../api/equipment.js';
import { nodeRowOf, type NodeRow } from './config-rules.js';

/**
 * The configuration wizard's "fill from the product template": the gateway's type's node template (its product in
 * the IoT area) becomes step 2's nodes. Nodes already in the list are replaced only after a confirmation; a type
 * without a template, or a caller the IoT area refuses, is told so in the flashbar.
 */
export function useTemplateFill(props: {
  typeId: string;
  nodes: readonly NodeRow[];
  onFill: (rows: NodeRow[]) => void;
}) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const [loading, setLoading] = useState(false);
  const [replacing, setReplacing] = useState<NodeRow[]>();
  const hasNodes = props.nodes.some((row) => row.name.trim() || row.alias.trim());

  const fill = async () => {
    setLoading(true);
    try {
      const rows = (await getTypeNodeTemplate(props.typeId)).map(nodeRowOf);
      if (rows.length === 0) notify({ type: 'warning', content: t('equipment.config.templateEmpty') });
      else if (hasNodes) setReplacing(rows);
      else props.onFill(rows);
    } catch (failure) {
      notify({ type: 'error', content: t('equipment.config.templateFailed', { message: messageOf(failure) }) });
    } finally {
      setLoading(false);
    }
  };

  const button = (
    <Button data-testid="equipment-config-fill-template" loading={loading} onClick={() => void fill()}>
      {t('equipment.config.fillFromTemplate')}
    </Button>
  );
  const dialogs = replacing ? (
    <ConfirmModal
      header={t('equipment.config.replaceNodesTitle')}
      onDismiss={() => setReplacing(undefined)}
      onConfirm={async () => {
        props.onFill(replacing);
        setReplacing(undefined);
      }}
    >
      {t('equipment.config.replaceNodesText', { current: props.nodes.length, template: replacing.length })}
    </ConfirmModal>
  ) : null;
  return { button, dialogs };
}
