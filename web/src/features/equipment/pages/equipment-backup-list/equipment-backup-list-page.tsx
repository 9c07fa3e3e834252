import '../../messages/backup-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { messageOf } from '@/api/http-client.js';
import { CopyableId } from '@/components/copyable-id.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getBackupPage, type EquipmentBackupRow } from '../../api/equipment-history.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import { backupPath } from '../equipment-backup-paths.js';

/**
 * `/console/equipment-backup-list` (doc 3 §2.3 backup list): the current enterprise's gateways with how many of
 * their nodes are backed up and how long their type keeps history, read a page at a time ("load more"), each named
 * by its hardware id (a link to its history) with its GUID to copy; for the
 * selected gateway, 设置 (the "set" action: `equipment-backup-config/{id}`) and 历史数据
 * (`equipment-backup-detail/{id}`).
 */
export default function EquipmentBackupListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const rows = useCursorList(enterpriseId, getBackupPage);
  const [selected, setSelected] = useState<EquipmentBackupRow[]>([]);
  const { items, collectionProps, paginationProps } = useCollection([...rows.items], {
    filtering: { empty: <TableEmpty text={t('backup.list.empty')} /> },
    pagination: { pageSize: 10 },
    sorting: {},
  });
  const chosen = selected[0];
  const title = t('backup.list.title');
  return (
    <ScreenLayout title={title} description={t('backup.list.description')}>
      <SpaceBetween size="m">
        {rows.error ? <Alert type="error">{t('backup.load.failed', { message: messageOf(rows.error) })}</Alert> : null}
        <Table
          wrapLines
          {...collectionProps}
          data-testid="backup-table"
          items={items}
          trackBy="id"
          loading={rows.loading}
          loadingText={t('app.loading')}
          selectionType="single"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          ariaLabels={{ selectionGroupLabel: title, itemSelectionLabel: (_, row) => row.equipmentId }}
          pagination={<Pagination {...paginationProps} />}
          footer={<LoadMoreFooter list={rows} testId="backup-load-more" />}
          header={
            <Header
              counter={`(${rows.items.length}${rows.hasMore ? '+' : ''})`}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    variant="primary"
                    disabled={!chosen}
                    data-testid="backup-set"
                    onClick={() => chosen && navigate(backupPath('equipment-backup-config', chosen.id))}
                  >
                    {t('backup.action.set')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="backup-history"
                    onClick={() => chosen && navigate(backupPath('equipment-backup-detail', chosen.id))}
                  >
                    {t('backup.action.history')}
                  </Button>
                </SpaceBetween>
              }
            >
              {title}
            </Header>
          }
          columnDefinitions={[
            {
              id: 'equipmentId',
              header: t('backup.list.hardwareId'),
              isRowHeader: true,
              cell: (row) => (
                <SpaceBetween size="xxxs">
                  <Link href={backupPath('equipment-backup-detail', row.id)} onFollow={follow}>
                    {row.equipmentId}
                  </Link>
                  <CopyableId id={row.id} label={t('backup.list.gateway')} />
                </SpaceBetween>
              ),
              sortingField: 'equipmentId',
            },
            { id: 'type', header: t('backup.list.type'), cell: (row) => row.equipmentType?.name ?? '-' },
            {
              id: 'status',
              header: t('backup.list.status'),
              cell: (row) => <GatewayStatus status={row.equipmentStatus} />,
            },
            {
              id: 'nodes',
              header: t('backup.list.nodes'),
              cell: (row) =>
                row.configured
                  ? t('backup.list.nodesValue', { backup: row.backupCount, total: row.nodeCount })
                  : t('backup.list.notConfigured'),
            },
            {
              id: 'retention',
              header: t('backup.list.retention'),
              cell: (row) => t('backup.retention.value', { days: row.retentionDays, hot: row.hotDays }),
            },
          ]}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
