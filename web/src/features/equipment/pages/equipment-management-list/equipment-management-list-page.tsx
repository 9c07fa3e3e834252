import '../../messages/equipment-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { EQUIPMENT_STATUS } from '@shared/constants/equipment-rules.js';
import { messageOf } from '@/api/http-client.js';
import { CopyableId } from '@/components/copyable-id.js';
import { useFollow } from '@/components/router-link.js';
import { RowActions, type RowAction } from '@/components/row-actions.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { useTablePreferences } from '@/components/table-preferences.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import {
  deleteGateway,
  getEquipmentTypes,
  stopGateway,
  type Equipment,
  type EquipmentType,
} from '../../api/equipment.js';
import { CommandModal } from '../../components/command-modal.js';
import { GatewayImportModal } from '../../components/gateway-import-modal.js';
import { orDash } from '@/components/formatting.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import { useOfflineAlarmSettings } from '../../components/offline-alarm-settings.js';
import { logPath, screenPath } from '../../components/paths.js';
import { useConfirmedAction } from '../../components/use-confirmed-action.js';
import { useGatewayPages } from '../../components/use-gateway-pages.js';

/** The columns the list shows before the user chooses (the tenant and the port wait in the preferences). */
const HIDDEN_COLUMNS = ['tenant', 'port'];

/**
 * `/console/equipment-management-list` (doc 3 §2.2): the current enterprise's gateways, filtered by type (the
 * server matches the type's name; rows of other types whose names contain it are left out), read from the server a
 * page at a time ("load more" while more wait there) and paged in the table; add, and import many from CSV (all or
 * nothing). Each row names its gateway by its hardware id, a link to its detail, with its GUID to copy, and keeps
 * its actions in one 操作 menu: modify, view, configure (`equipment-config/{id}`), view its live data
 * (`equipment-data-view/{id}`), view its logs (`equipment-log?guid=`), issue a command (a dialog; not to a stopped
 * gateway), stop (not when already stopped) and delete, the last two with a confirmation and their result in the flashbar before
 * the list reloads. The columns shown are the user's choice (kept in the browser).
 */
export default function EquipmentManagementListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const types = useLoad(enterpriseId, getEquipmentTypes);
  const [type, setType] = useState<EquipmentType>();
  const gateways = useGatewayPages(enterpriseId, type?.name);
  const [commandFor, setCommandFor] = useState<Equipment>();
  const [importing, setImporting] = useState(false);
  const offlineAlarm = useOfflineAlarmSettings(enterpriseId);
  const action = useConfirmedAction(() => gateways.reload());
  const shown = gateways.items.filter((gateway) => !type || gateway.equipmentType.id === type.id);
  const { items, collectionProps, paginationProps } = useCollection(shown, {
    filtering: { empty: <TableEmpty text={t('equipment.gateway.empty')} /> },
    pagination: { pageSize: 10 },
    sorting: {},
  });
  const allOption = { value: '', label: t('equipment.gateway.allTypes') };
  const typeOptions = [allOption, ...(types.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))];
  const title = t('equipment.gateway.listTitle');
  const error = gateways.error ?? types.error;
  const columns = [
    { id: 'equipmentId', label: t('equipment.gateway.hardwareId'), alwaysVisible: true },
    { id: 'type', label: t('equipment.gateway.type') },
    { id: 'tenant', label: t('equipment.gateway.tenant') },
    { id: 'ip', label: t('equipment.gateway.ip') },
    { id: 'port', label: t('equipment.gateway.port') },
    { id: 'certificate', label: t('equipment.gateway.certificate') },
    { id: 'status', label: t('equipment.gateway.status') },
    { id: 'actions', label: t('app.rowActions'), alwaysVisible: true },
  ];
  const preferences = useTablePreferences('equipment-table', columns, HIDDEN_COLUMNS);
  const header = (id: string) => columns.find((column) => column.id === id)?.label;

  /** A gateway's actions, in the order of the spec's buttons. */
  const actionsOf = (gateway: Equipment): RowAction[] => {
    const stopped = gateway.equipmentStatus.id === EQUIPMENT_STATUS.stopped;
    const name = gateway.equipmentId;
    return [
      {
        id: 'equipment-modify',
        text: t('equipment.action.modify'),
        onClick: () => navigate(screenPath('equipment-edit', gateway.id)),
      },
      {
        id: 'equipment-view',
        text: t('equipment.action.view'),
        onClick: () => navigate(screenPath('equipment-detail', gateway.id)),
      },
      {
        id: 'equipment-configure',
        text: t('equipment.action.configure'),
        onClick: () => navigate(screenPath('equipment-config', gateway.id)),
      },
      {
        id: 'equipment-data',
        text: t('equipment.action.viewData'),
        onClick: () => navigate(screenPath('equipment-data-view', gateway.id)),
      },
      { id: 'equipment-logs', text: t('equipment.action.viewLogs'), onClick: () => navigate(logPath(gateway.id)) },
      {
        id: 'equipment-command',
        text: t('equipment.action.command'),
        disabled: stopped,
        disabledReason: t('equipment.gateway.stoppedReason'),
        onClick: () => setCommandFor(gateway),
      },
      {
        id: 'equipment-stop',
        text: t('equipment.action.stop'),
        disabled: stopped,
        disabledReason: t('equipment.gateway.stoppedReason'),
        onClick: () =>
          action.ask({
            header: t('equipment.gateway.stopTitle'),
            text: t('equipment.gateway.stopText', { name }),
            run: () => stopGateway(gateway.id),
            doneText: t('equipment.result.stopped', { name }),
          }),
      },
      {
        id: 'equipment-delete',
        text: t('equipment.action.delete'),
        onClick: () =>
          action.ask({
            header: t('equipment.gateway.deleteTitle'),
            text: t('equipment.gateway.deleteText', { name }),
            run: () => deleteGateway(gateway.id),
            doneText: t('equipment.result.deleted', { name }),
          }),
      },
    ];
  };

  return (
    <ScreenLayout title={title} description={t('equipment.gateway.listDescription')}>
      <SpaceBetween size="m">
        {error ? <Alert type="error">{t('equipment.load.failed', { message: messageOf(error) })}</Alert> : null}
        <Table
          wrapLines
          {...collectionProps}
          {...preferences.tableProps}
          data-testid="equipment-table"
          items={items}
          trackBy="id"
          loading={gateways.loading}
          loadingText={t('app.loading')}
          preferences={preferences.preferences}
          filter={
            <FormField label={t('equipment.gateway.typeFilter')}>
              <Select
                data-testid="equipment-type-select"
                selectedOption={typeOptions.find((option) => option.value === (type?.id ?? '')) ?? allOption}
                options={typeOptions}
                statusType={types.loading ? 'loading' : 'finished'}
                loadingText={t('app.loading')}
                onChange={({ detail }) =>
                  setType(types.data?.find((entry) => entry.id === detail.selectedOption.value))
                }
              />
            </FormField>
          }
          pagination={<Pagination {...paginationProps} />}
          footer={<LoadMoreFooter list={gateways} testId="equipment-load-more" />}
          header={
            <Header
              counter={`(${shown.length}${gateways.hasMore ? '+' : ''})`}
              description={offlineAlarm.line}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  <Button data-testid="equipment-import" onClick={() => setImporting(true)}>
                    {t('equipment.import.action')}
                  </Button>
                  <Button
                    variant="primary"
                    data-testid="equipment-add"
                    onClick={() => navigate(screenPath('equipment-add'))}
                  >
                    {t('equipment.action.add')}
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
              header: header('equipmentId'),
              isRowHeader: true,
              sortingField: 'equipmentId',
              cell: (gateway) => (
                <SpaceBetween size="xxxs">
                  <Link href={screenPath('equipment-detail', gateway.id)} onFollow={follow}>
                    {gateway.equipmentId}
                  </Link>
                  <CopyableId id={gateway.id} label={t('equipment.gateway.guid')} />
                </SpaceBetween>
              ),
            },
            { id: 'type', header: header('type'), cell: (gateway) => gateway.equipmentType.name },
            { id: 'tenant', header: header('tenant'), cell: (gateway) => gateway.registerCompanyName },
            { id: 'ip', header: header('ip'), cell: (gateway) => orDash(gateway.equipmentIp) },
            { id: 'port', header: header('port'), cell: (gateway) => orDash(gateway.equipmentPort) },
            {
              id: 'certificate',
              header: header('certificate'),
              cell: (gateway) =>
                gateway.equipmentCertify ? (
                  <CopyableId id={gateway.equipmentCertify.id} label={t('equipment.gateway.certificate')} />
                ) : (
                  <Box color="text-body-secondary">-</Box>
                ),
            },
            {
              id: 'status',
              header: header('status'),
              cell: (gateway) => <GatewayStatus status={gateway.equipmentStatus} />,
            },
            {
              id: 'actions',
              header: header('actions'),
              cell: (gateway) => <RowActions name={gateway.equipmentId} actions={actionsOf(gateway)} />,
            },
          ]}
        />
      </SpaceBetween>
      {action.dialogs}
      {offlineAlarm.dialog}
      {commandFor ? <CommandModal gateway={commandFor} onClose={() => setCommandFor(undefined)} /> : null}
      {importing ? (
        <GatewayImportModal
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            gateways.reload();
          }}
        />
      ) : null}
    </ScreenLayout>
  );
}
