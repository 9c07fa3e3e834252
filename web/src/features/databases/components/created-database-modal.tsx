import '../messages/databases-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { copyTexts } from '@/components/copyable-id.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { CreatedDatabase } from '../api/databases.js';

/**
 * The new database's connection and login, with the password shown this once (the platform keeps it only in Secrets
 * Manager): each value with a copy button, and the warning that it is not shown again.
 */
export function CreatedDatabaseModal(props: { created: CreatedDatabase; onDismiss: () => void }) {
  const { t } = useI18n();
  const { created } = props;
  const copyable = (label: string, value: string, testId: string) => ({
    label,
    value: <CopyToClipboard variant="inline" textToCopy={value} data-testid={testId} {...copyTexts(t, label)} />,
  });
  return (
    <Modal
      visible
      data-testid="database-created-modal"
      header={t('databases.created.title', { name: created.databaseName })}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <Button variant="primary" data-testid="database-created-close" onClick={props.onDismiss}>
            {t('databases.action.close')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Alert type="warning">{t('databases.created.warning')}</Alert>
        <KeyValuePairs
          columns={2}
          items={[
            copyable(t('databases.field.host'), created.host, 'database-created-host'),
            copyable(t('databases.field.port'), String(created.port), 'database-created-port'),
            copyable(t('databases.field.database'), created.database, 'database-created-database'),
            copyable(t('databases.field.username'), created.username, 'database-created-username'),
            copyable(t('databases.field.password'), created.password, 'database-created-password'),
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
