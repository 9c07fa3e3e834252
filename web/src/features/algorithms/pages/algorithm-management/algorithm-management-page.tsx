import '../../messages/algorithms-messages.js';
import { useAlgorithmBulkActions, useAlgorithmColumns } from '../../components/algorithm-bulk-actions.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { useNavigate } from 'react-router-dom';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAlgorithmStatuses, getVerifyingAlgorithms, type AlgorithmResponse } from '../../api/algorithms.js';

type StatusCode = '1' | '2' | '3' | '4' | '5';

/**
 * `/console/algorithm-management`: every algorithm of the platform in one status (by default online), searched by
 * name, for platform administrators: the bulk actions (delete, take offline, change category), each confirmed first
 * and all or none on the server.
 */
export default function AlgorithmManagementPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusCode>('3');
  const [round, setRound] = useState(0);
  const page = useLoad(`${status}#${round}`, (signal) => getVerifyingAlgorithms(status, signal));
  const list = { ...page, data: page.data?.content };
  const statuses = useLoad('statuses', (signal) => getAlgorithmStatuses(signal));
  const statusOptions = (statuses.data ?? []).map((entry) => ({
    value: entry.code,
    label: locale === 'cn' ? entry.name : entry.nameEn,
  }));
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AlgorithmResponse[]>([]);
  const wanted = search.trim().toLowerCase();
  const rows = list.data?.filter((algorithm) => algorithm.name.toLowerCase().includes(wanted));
  const columns = useAlgorithmColumns();
  const bulk = useAlgorithmBulkActions(selected, () => {
    setSelected([]);
    setRound((n) => n + 1);
  });
  return (
    <ScreenLayout title={t('algorithms.management.title')} description={t('algorithms.management.description')}>
      <SpaceBetween size="l">
        {list.error ? (
          <Alert type="error">{t('algorithms.load.failed', { message: messageOf(list.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="algorithm-management-table"
          title={t('algorithms.management.table')}
          records={rows}
          loading={list.loading}
          loadingText={t('app.loading')}
          emptyText={t('algorithms.table.empty')}
          pageSize={10}
          selectionType="multi"
          selected={selected}
          onSelectionChange={setSelected}
          columns={columns}
          filter={
            <SpaceBetween size="xs" direction="horizontal">
              <Select
                data-testid="algorithm-management-status"
                ariaLabel={t('algorithms.field.status')}
                selectedOption={
                  statusOptions.find((option) => option.value === status) ?? { value: status, label: status }
                }
                options={statusOptions}
                statusType={statuses.loading ? 'loading' : 'finished'}
                onChange={({ detail }) => {
                  setSelected([]);
                  setStatus(detail.selectedOption.value as StatusCode);
                }}
              />
              <Input
                data-testid="algorithm-search"
                type="search"
                placeholder={t('algorithms.search')}
                ariaLabel={t('algorithms.search')}
                value={search}
                onChange={({ detail }) => setSearch(detail.value)}
              />
            </SpaceBetween>
          }
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                data-testid="algorithm-view"
                disabled={selected.length !== 1}
                onClick={() => navigate(`/console/algorithm-view?id=${selected[0]!.id}`)}
              >
                {t('algorithms.action.view')}
              </Button>
              {bulk.buttons}
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {bulk.dialog}
    </ScreenLayout>
  );
}
