import '../../messages/iot-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { messageOf } from '@/api/http-client.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { optionsOnDemand } from '@/components/load-more.js';
import { useLoad } from '@/components/use-load.js';
import { useGatewayPages } from '@/features/equipment/components/use-gateway-pages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getDevices, getGroups, getProducts } from '../../api/iot.js';
import { formatDateTime, formatReading, orDash } from '@/components/formatting.js';
import { useTablePreferences } from '@/components/table-preferences.js';
import { GatewayStatus } from '../../components/gateway-status.js';
import { deviceDetailPath } from '../../components/paths.js';

const PAGE_SIZE = 20;

/** The filter choices: products and groups (gateways come a page at a time); a list the caller may not read stays empty. */
const loadChoices = (signal: AbortSignal) =>
  Promise.all([getProducts(signal).catch(() => []), getGroups(signal).catch(() => [])]);

/**
 * `/console/iot/device`: every collect node across the enterprise's gateways — gateway, product, node name and
 * alias, data type, unit, latest value and time, gateway status — narrowed by product, gateway and group, searched,
 * paged on the server. A row's alias opens `iot/device-detail/{type}/{id}/{code}/{protocol}`. The data type column
 * waits in the column preferences.
 */
export default function IotDevicePage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const choices = useLoad(enterpriseId, loadChoices);
  const gatewayPages = useGatewayPages(enterpriseId);
  const [filters, setFilters] = useState<{ typeId?: string; gatewayId?: string; groupId?: string }>({});
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const query = { ...filters, ...(search ? { search } : {}), page, size: PAGE_SIZE };
  const devices = useLoad(enterpriseId && JSON.stringify(query), (signal) => getDevices(query, signal));
  const [products, groups] = choices.data ?? [[], []];
  const columns = [
    { id: 'alias', label: t('iot.node.alias'), alwaysVisible: true },
    { id: 'name', label: t('iot.node.name') },
    { id: 'gateway', label: t('iot.device.hardwareId') },
    { id: 'type', label: t('iot.device.type') },
    { id: 'dataType', label: t('iot.node.dataType') },
    { id: 'dataUnit', label: t('iot.node.dataUnit') },
    { id: 'value', label: t('iot.device.value') },
    { id: 'time', label: t('iot.device.time') },
    { id: 'status', label: t('iot.device.gatewayStatus') },
  ];
  // The data type waits in the column preferences: the table fits a 1,280 px screen with the rest.
  const preferences = useTablePreferences('iot-device-table', columns, ['dataType']);
  const header = (id: string) => columns.find((column) => column.id === id)?.label;

  const all: SelectProps.Option = { value: '', label: t('iot.device.all') };
  const select = (
    key: 'typeId' | 'gatewayId' | 'groupId',
    label: string,
    options: SelectProps.Option[],
    more: Partial<SelectProps> = {},
  ) => (
    <Select
      {...more}
      data-testid={`iot-device-${key}`}
      inlineLabelText={label}
      options={[all, ...options]}
      selectedOption={[all, ...options].find((option) => option.value === (filters[key] ?? '')) ?? all}
      onChange={({ detail }) => {
        setFilters((current) => ({ ...current, [key]: detail.selectedOption.value || undefined }));
        setPage(0);
      }}
    />
  );

  return (
    <ScreenLayout title={t('iot.device.title')} description={t('iot.device.description')}>
      <SpaceBetween size="m">
        {devices.error ? (
          <Alert type="error">{t('iot.load.failed', { message: messageOf(devices.error) })}</Alert>
        ) : null}
        <Table
          wrapLines
          data-testid="iot-device-table"
          {...preferences.tableProps}
          preferences={preferences.preferences}
          items={devices.data?.content ?? []}
          loading={devices.loading && !devices.data}
          loadingText={t('app.loading')}
          trackBy={(device) => `${device.gatewayId}/${device.alias}`}
          empty={<TableEmpty text={t('iot.device.empty')} />}
          header={<Header counter={`(${devices.data?.totalElements ?? 0})`}>{t('iot.device.title')}</Header>}
          filter={
            <SpaceBetween size="xs" direction="horizontal">
              <TextFilter
                data-testid="iot-device-search"
                filteringText={searchText}
                filteringPlaceholder={t('iot.device.search')}
                filteringAriaLabel={t('iot.device.search')}
                onChange={({ detail }) => setSearchText(detail.filteringText)}
                onDelayedChange={({ detail }) => {
                  setSearch(detail.filteringText.trim());
                  setPage(0);
                }}
              />
              {select(
                'typeId',
                t('iot.device.type'),
                products.map((p) => ({ value: p.id, label: p.name })),
              )}
              {select(
                'gatewayId',
                t('iot.device.gateway'),
                gatewayPages.items.map((g) => ({ value: g.id, label: g.equipmentId })),
                optionsOnDemand(gatewayPages),
              )}
              {select(
                'groupId',
                t('iot.device.group'),
                groups.map((g) => ({ value: g.id, label: g.name })),
              )}
            </SpaceBetween>
          }
          pagination={
            <ServerPagination
              pageIndex={page + 1}
              total={devices.data?.totalElements ?? 0}
              pageSize={PAGE_SIZE}
              onChange={(index) => setPage(index - 1)}
            />
          }
          columnDefinitions={[
            {
              id: 'alias',
              header: header('alias'),
              isRowHeader: true,
              cell: (device) => (
                <Link
                  href={deviceDetailPath(device)}
                  onFollow={(event) => {
                    event.preventDefault();
                    navigate(deviceDetailPath(device));
                  }}
                >
                  {device.alias}
                </Link>
              ),
            },
            { id: 'name', header: header('name'), cell: (device) => device.name },
            { id: 'gateway', header: header('gateway'), cell: (device) => device.hardwareId },
            { id: 'type', header: header('type'), cell: (device) => device.typeName },
            { id: 'dataType', header: header('dataType'), cell: (device) => orDash(device.dataType) },
            { id: 'dataUnit', header: header('dataUnit'), cell: (device) => orDash(device.dataUnit) },
            { id: 'value', header: header('value'), cell: (device) => formatReading(device.value, locale) },
            { id: 'time', header: header('time'), cell: (device) => formatDateTime(device.timestamp, locale) },
            {
              id: 'status',
              header: header('status'),
              cell: (device) => <GatewayStatus status={device.gatewayStatus} />,
            },
          ]}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
