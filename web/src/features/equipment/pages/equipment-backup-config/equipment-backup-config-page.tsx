import '../../messages/backup-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { messageOf } from '@/api/http-client.js';
import { useFollow } from '@/components/router-link.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getEquipmentBackup, submitEquipmentBackup, type EquipmentBackup } from '../../api/equipment-history.js';
import { screenPath } from '../../components/paths.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/** The switches as saved and as the form shows them, by alias. */
const switchesOf = (backup: EquipmentBackup) => new Map(backup.nodes.map((node) => [node.alias, node.ifBackup]));

/** The form of a loaded gateway: one switch per node, saved together. */
function BackupSwitches(props: { backup: EquipmentBackup }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const [saved, setSaved] = useState(() => switchesOf(props.backup));
  const [shown, setShown] = useState(() => switchesOf(props.backup));
  const [saving, setSaving] = useState(false);
  const changed = [...shown].filter(([alias, on]) => saved.get(alias) !== on);

  const name = props.backup.equipmentId;
  const save = async () => {
    setSaving(true);
    try {
      const answer = await submitEquipmentBackup({
        equipmentId: props.backup.id,
        nodes: changed.map(([alias, ifBackup]) => ({ alias, ifBackup })),
      });
      setSaved(switchesOf(answer));
      setShown(switchesOf(answer));
      notify({ type: 'success', content: t('backup.config.saved', { name, count: changed.length }) });
      navigate('/console/equipment-backup-list');
    } catch (error) {
      notify({ type: 'error', content: t('backup.config.failed', { name, message: messageOf(error) }) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Table
      wrapLines
      data-testid="backup-nodes"
      items={props.backup.nodes}
      trackBy="alias"
      variant="container"
      header={
        <Header
          counter={`(${props.backup.nodes.length})`}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid="backup-back" onClick={() => navigate('/console/equipment-backup-list')}>
                {t('backup.action.back')}
              </Button>
              <Button
                variant="primary"
                data-testid="backup-save"
                disabled={changed.length === 0}
                disabledReason={t('backup.config.unchanged')}
                loading={saving}
                onClick={() => void save()}
              >
                {t('backup.action.save')}
              </Button>
            </SpaceBetween>
          }
        >
          {t('backup.config.nodes')}
        </Header>
      }
      columnDefinitions={[
        { id: 'name', header: t('backup.config.name'), cell: (node) => node.name, isRowHeader: true },
        { id: 'alias', header: t('backup.config.alias'), cell: (node) => node.alias },
        { id: 'dataType', header: t('backup.config.dataType'), cell: (node) => node.dataType },
        { id: 'dataUnit', header: t('backup.config.unit'), cell: (node) => node.dataUnit ?? '-' },
        {
          id: 'ifBackup',
          header: t('backup.config.backup'),
          cell: (node) => (
            <Toggle
              data-testid={`backup-switch-${node.alias}`}
              checked={shown.get(node.alias) ?? false}
              onChange={({ detail }) => setShown((current) => new Map(current).set(node.alias, detail.checked))}
            >
              {shown.get(node.alias) ? t('backup.config.on') : t('backup.config.off')}
            </Toggle>
          ),
        },
      ]}
    />
  );
}

/**
 * `/console/equipment-backup-config/{id}` (doc 3 §2.3 backup config): an on/off switch (ifBackup) per collect node of
 * the gateway; Save sends the changed switches (`submitEquipmentBackup`), and the flashbar says the gateway's data backup
 * setting was saved (back on the backup list) or why it failed (the form stays). A gateway never configured has no
 * nodes: the screen leads to its configuration. A missing or unknown id goes to `/exception/415`.
 */
export default function EquipmentBackupConfigPage() {
  const { t } = useI18n();
  const follow = useFollow();
  const state = useRecordOfPath(getEquipmentBackup);
  const backup = state.data;
  return (
    <ScreenLayout
      title={t('backup.config.title')}
      description={
        backup &&
        `${backup.equipmentId} · ${t('backup.retention.value', { days: backup.retentionDays, hot: backup.hotDays })}`
      }
    >
      {state.error ? (
        <Alert type="error">{t('backup.load.failed', { message: messageOf(state.error) })}</Alert>
      ) : !backup ? (
        <Loading />
      ) : backup.configured ? (
        <BackupSwitches key={backup.updateDate} backup={backup} />
      ) : (
        <Alert type="info" data-testid="backup-not-configured">
          <SpaceBetween size="xs">
            <span>{t('backup.config.notConfigured')}</span>
            <Link href={screenPath('equipment-config', backup.id)} onFollow={follow}>
              {t('backup.config.configure')}
            </Link>
          </SpaceBetween>
        </Alert>
      )}
    </ScreenLayout>
  );
}
