import '../../messages/equipment-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { EQUIPMENT_STATUS } from '@shared/constants/equipment-rules.js';
import { messageOf } from '@/api/http-client.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { LoadMoreFooter } from '@/components/load-more.js';
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
import { orDash } from '../../components/format.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import { useOfflineAlarmSettings } from '../../components/offline-alarm-settings.js';
import { logPath, screenPath } from '../../components/paths.js';
import { useConfirmedAction } from '../../components/use-confirmed-action.js';
import { useGatewayPages } from '../../components/use-gateway-pages.js';

/**
 * `/console/equipment-management-list` (doc 3 §2.2): the current enterprise's gateways, filtered by type (the
 * server matches the type's name; rows of other types whose names contain it are left out), read from the server a
 * page at a time ("load more" while more wait there) and paged in the table; add, and
 * import many from CSV (all or nothing), for the selected gateway modify, view, configure (`equipment-config/{id}`), view its live data
 * (`equipment-data-view/{id}`), view its logs (`equipment-log?guid=`), issue a command (a dialog; not to a stopped
 * gateway), stop (not when already stopped) and delete, the last two with a confirmation and a result dialog before the list
 * reloads.
 */
export default function EquipmentManagementListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const types = useLoad(enterpriseId, getEquipmentTypes);
  const [type, setType] = useState<EquipmentType>();
  const gateways = useGatewayPages(enterpriseId, type?.name);
  const [selected, setSelected] = useState<Equipment[]>([]);
  const [commandFor, setCommandFor] = useState<Equipment>();
  const [importing, setImporting] = useState(false);
  const offlineAlarm = useOfflineAlarmSettings(enterpriseId);
  const action = useConfirmedAction(() => {
    setSelected([]);
    gateways.reload();
  });
  const shown = gateways.items.filter((gateway) => !type || gateway.equipmentType.id === type.id);
  const { items, collectionProps, paginationProps } = useCollection(shown, {
    filtering: { empty: <TableEmpty text={t('equipment.gateway.empty')} /> },
    pagination: { pageSize: 10 },
    sorting: {},
  });
  const chosen = selected[0];
  const allOption = { value: '', label: t('equipment.gateway.allTypes') };
  const typeOptions = [allOption, ...(types.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))];
  const title = t('equipment.gateway.listTitle');
  const error = gateways.error ?? types.error;

  return (
    <ScreenLayout title={title} description={t('equipment.gateway.listDescription')}>
      <SpaceBetween size="m">
        {error ? <Alert type="error">{t('equipment.load.failed', { message: messageOf(error) })}</Alert> : null}
        <Table
          {...collectionProps}
          data-testid="equipment-table"
          items={items}
          trackBy="id"
          loading={gateways.loading}
          loadingText={t('app.loading')}
          selectionType="single"
          selectedItems={selected}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          ariaLabels={{ selectionGroupLabel: title, itemSelectionLabel: (_, gateway) => gateway.equipmentId }}
          filter={
            <FormField label={t('equipment.gateway.typeFilter')}>
              <Select
                data-testid="equipment-type-select"
                selectedOption={typeOptions.find((option) => option.value === (type?.id ?? '')) ?? allOption}
                options={typeOptions}
                statusType={types.loading ? 'loading' : 'finished'}
                loadingText={t('app.loading')}
                onChange={({ detail }) => {
                  setType(types.data?.find((entry) => entry.id === detail.selectedOption.value));
                  setSelected([]);
                }}
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
                  <Button
                    variant="primary"
                    data-testid="equipment-add"
                    onClick={() => navigate(screenPath('equipment-add'))}
                  >
                    {t('equipment.action.add')}
                  </Button>
                  <Button data-testid="equipment-import" onClick={() => setImporting(true)}>
                    {t('equipment.import.action')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="equipment-modify"
                    onClick={() => chosen && navigate(screenPath('equipment-edit', chosen.id))}
                  >
                    {t('equipment.action.modify')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="equipment-view"
                    onClick={() => chosen && navigate(screenPath('equipment-detail', chosen.id))}
                  >
                    {t('equipment.action.view')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="equipment-configure"
                    onClick={() => chosen && navigate(screenPath('equipment-config', chosen.id))}
                  >
                    {t('equipment.action.configure')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="equipment-data"
                    onClick={() => chosen && navigate(screenPath('equipment-data-view', chosen.id))}
                  >
                    {t('equipment.action.viewData')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="equipment-logs"
                    onClick={() => chosen && navigate(logPath(chosen.id))}
                  >
                    {t('equipment.action.viewLogs')}
                  </Button>
                  <Button
                    disabled={!chosen || chosen.equipmentStatus.id === EQUIPMENT_STATUS.stopped}
                    data-testid="equipment-command"
                    onClick={() => setCommandFor(chosen)}
                  >
                    {t('equipment.action.command')}
                  </Button>
                  <Button
                    disabled={!chosen || chosen.equipmentStatus.id === EQUIPMENT_STATUS.stopped}
                    data-testid="equipment-stop"
                    onClick={() =>
                      chosen &&
                      action.ask({
                        header: t('equipment.gateway.stopTitle'),
                        text: t('equipment.gateway.stopText', { name: chosen.equipmentId }),
                        run: () => stopGateway(chosen.id),
                        doneText: t('equipment.result.stopped', { name: chosen.equipmentId }),
                      })
                    }
                  >
                    {t('equipment.action.stop')}
                  </Button>
                  <Button
                    disabled={!chosen}
                    data-testid="equipment-delete"
                    onClick={() =>
                      chosen &&
                      action.ask({
                        header: t('equipment.gateway.deleteTitle'),
                        text: t('equipment.gateway.deleteText', { name: chosen.equipmentId }),
                        run: () => deleteGateway(chosen.id),
                        doneText: t('equipment.result.deleted', { name: chosen.equipmentId }),
                      })
                    }
                  >
                    {t('equipment.action.delete')}
                  </Button>
                </SpaceBetween>
              }
            >
              {title}
            </Header>
          }
          columnDefinitions={[
            { id: 'id', header: t('equipment.gateway.guid'), cell: (gateway) => gateway.id },
            {
              id: 'type',
              header: t('equipment.gateway.type'),
              cell: (gateway) => gateway.equipmentType.name,
            },
            {
              id: 'equipmentId',
              header: t('equipment.gateway.hardwareId'),
              cell: (gateway) => gateway.equipmentId,
              sortingField: 'equipmentId',
            },
            { id: 'tenant', header: t('equipment.gateway.tenant'), cell: (gateway) => gateway.registerCompanyName },
            { id: 'ip', header: t('equipment.gateway.ip'), cell: (gateway) => orDash(gateway.equipmentIp) },
            { id: 'port', header: t('equipment.gateway.port'), cell: (gateway) => orDash(gateway.equipmentPort) },
            {
              id: 'certificate',
              header: t('equipment.gateway.certificate'),
              cell: (gateway) => orDash(gateway.equipmentCertify?.id),
            },
            {
              id: 'status',
              header: t('equipment.gateway.status'),
              cell: (gateway) => <GatewayStatus status={gateway.equipmentStatus} />,
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
