import '../../messages/equipment-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { deleteEquipmentType, getEquipmentTypes, type EquipmentType } from '../../api/equipment.js';
import { formatDateTime, formatNumber } from '@/components/formatting.js';
import { useFollow } from '@/components/router-link.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { screenPath } from '../../components/paths.js';
import { useConfirmedAction } from '../../components/use-confirmed-action.js';

/**
 * `/console/equipment-type-list` (doc 3 §2.1): the current enterprise's gateway types, filtered by name and paged,
 * each named by a link to its edit screen, the columns shown the user's choice; add, edit the selected one, and delete
 * it after a confirmation, the flashbar telling how it went (a type gateways use is refused, with the server's
 * reason), then the list reloads.
 */
export default function EquipmentTypeListPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const types = useLoad(enterpriseId, getEquipmentTypes);
  const [selected, setSelected] = useState<EquipmentType[]>([]);
  const [search, setSearch] = useState('');
  const action = useConfirmedAction(() => {
    setSelected([]);
    types.reload();
  });
  const needle = search.trim().toLowerCase();
  const shown = types.data?.filter((type) => type.name.toLowerCase().includes(needle));
  const chosen = selected[0];
  const yesNo = (value: boolean) => (value ? t('equipment.yes') : t('equipment.no'));
  const title = t('equipment.type.listTitle');
  const columns: TableProps.ColumnDefinition<EquipmentType>[] = [
    {
      id: 'name',
      header: t('equipment.type.name'),
      cell: (type) => (
        <Link href={screenPath('equipment-type-edit', type.id)} onFollow={follow}>
          {type.name}
        </Link>
      ),
      sortingField: 'name',
      isRowHeader: true,
    },
    { id: 'code', header: t('equipment.type.code'), cell: (type) => type.code, sortingField: 'code' },
    { id: 'description', header: t('equipment.type.description'), cell: (type) => type.description },
    { id: 'dynamic', header: t('equipment.type.dynamic'), cell: (type) => yesNo(type.ifDynamic) },
    { id: 'enabled', header: t('equipment.type.enabled'), cell: (type) => yesNo(type.ifEnabled) },
    {
      id: 'gateways',
      header: t('equipment.type.gateways'),
      cell: (type) => formatNumber(type.gatewayCount, locale),
      sortingField: 'gatewayCount',
    },
    {
      id: 'updated',
      header: t('equipment.type.updated'),
      cell: (type) => formatDateTime(type.updateDate, locale),
      sortingField: 'updateDate',
    },
  ];
  const preferences = useTablePreferences('equipment-type-table', columnsOf(columns, 'name'));

  return (
    <ScreenLayout title={title} description={t('equipment.type.listDescription')}>
      <SpaceBetween size="m">
        {types.error ? (
          <Alert type="error">{t('equipment.load.failed', { message: messageOf(types.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="equipment-type-table"
          title={title}
          records={shown}
          loading={types.loading}
          loadingText={t('app.loading')}
          emptyText={needle ? t('equipment.type.noMatch') : t('equipment.type.empty')}
          pageSize={10}
          selectionType="single"
          selected={selected}
          onSelectionChange={setSelected}
          filter={
            <TextFilter
              data-testid="equipment-type-filter"
              filteringText={search}
              filteringPlaceholder={t('equipment.type.search')}
              filteringAriaLabel={t('equipment.type.search')}
              countText={`${shown?.length ?? 0}`}
              onChange={({ detail }) => {
                setSearch(detail.filteringText);
                setSelected([]);
              }}
            />
          }
          columns={columns}
          preferences={preferences}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                variant="primary"
                data-testid="equipment-type-add"
                onClick={() => navigate(screenPath('equipment-type-add'))}
              >
                {t('equipment.action.add')}
              </Button>
              <Button
                disabled={!chosen}
                data-testid="equipment-type-edit"
                onClick={() => chosen && navigate(screenPath('equipment-type-edit', chosen.id))}
              >
                {t('equipment.action.edit')}
              </Button>
              <Button
                disabled={!chosen}
                data-testid="equipment-type-delete"
                onClick={() =>
                  chosen &&
                  action.ask({
                    header: t('equipment.type.deleteTitle'),
                    text: [
                      t('equipment.type.deleteText', { name: chosen.name }),
                      ...(chosen.gatewayCount > 0
                        ? [t('equipment.type.deleteInUse', { count: chosen.gatewayCount })]
                        : []),
                    ].join(' '),
                    run: () => deleteEquipmentType(chosen.id),
                    doneText: t('equipment.result.deleted', { name: chosen.name }),
                  })
                }
              >
                {t('equipment.action.delete')}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {action.dialogs}
    </ScreenLayout>
  );
}
