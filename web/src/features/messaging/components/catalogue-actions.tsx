import '../messages/messaging-messages.js';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useI18n } from '@/i18n/i18n-context.js';
import type { RecordMode } from './record-modal.js';

/**
 * The header buttons of a messaging catalogue: refresh, view, edit, delete and
 * add, found by `<testIdPrefix>-refresh` … `-add`. View and edit need one chosen
 * record, delete at least one; add waits for the scope.
 */
export function CatalogueActions(props: {
  testIdPrefix: string;
  chosen: number;
  canAdd: boolean;
  onRefresh: () => void;
  onOpen: (dialog: RecordMode | 'delete') => void;
}) {
  const { t } = useI18n();
  const prefix = props.testIdPrefix;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="refresh" data-testid={`${prefix}-refresh`} onClick={props.onRefresh}>
        {t('messaging.action.refresh')}
      </Button>
      <Button data-testid={`${prefix}-view`} disabled={props.chosen !== 1} onClick={() => props.onOpen('view')}>
        {t('messaging.action.view')}
      </Button>
      <Button data-testid={`${prefix}-edit`} disabled={props.chosen !== 1} onClick={() => props.onOpen('edit')}>
        {t('messaging.action.edit')}
      </Button>
      <Button data-testid={`${prefix}-delete`} disabled={props.chosen === 0} onClick={() => props.onOpen('delete')}>
        {t('messaging.action.delete')}
      </Button>
      <Button
        variant="primary"
        data-testid={`${prefix}-add`}
        disabled={!props.canAdd}
        onClick={() => props.onOpen('add')}
      >
        {t('messaging.action.add')}
      </Button>
    </SpaceBetween>
  );
}
