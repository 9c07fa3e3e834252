import '../../messages/algorithms-messages.js';
import { useAlgorithmDecision } from '../../components/algorithm-decision.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { useFormatting } from '@/components/formatting.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getAlgorithmStatuses, getVerifyingAlgorithms, type AlgorithmResponse } from '../../api/algorithms.js';

type StatusCode = '1' | '2' | '3' | '4' | '5';

/**
 * `/console/verify-algorithm-list`: the algorithms in one status (by default those under review) for auditors, who
 * approve one (it goes online) or reject it with a reason; the author is told either way. An auditor's own
 * algorithm cannot be decided (the server refuses it too).
 */
export default function VerifyAlgorithmListPage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const navigate = useNavigate();
  const me = useSession().data?.me.id;
  const [status, setStatus] = useState<StatusCode>('2');
  const [round, setRound] = useState(0);
  const list = useLoad(`${status}#${round}`, (signal) => getVerifyingAlgorithms(status, signal));
  const statuses = useLoad('statuses', (signal) => getAlgorithmStatuses(signal));
  const [selected, setSelected] = useState<AlgorithmResponse[]>([]);
  const chosen = selected[0];
  const options = (statuses.data ?? []).map((entry) => ({
    value: entry.code,
    label: locale === 'cn' ? entry.name : entry.nameEn,
  }));
  const columns: TableProps.ColumnDefinition<AlgorithmResponse>[] = [
    { id: 'name', header: t('algorithms.field.name'), sortingField: 'name', cell: (row) => row.name },
    { id: 'author', header: t('algorithms.field.author'), cell: (row) => row.createByName },
    { id: 'category', header: t('algorithms.field.category'), cell: (row) => row.algorithmCategory.name },
    { id: 'type', header: t('algorithms.field.type'), cell: (row) => row.algorithmType.name },
    {
      id: 'updateDate',
      header: t('algorithms.field.updateDate'),
      sortingField: 'updateDate',
      cell: (row) => dateTime(row.updateDate),
    },
  ];
  const { decide, dialog } = useAlgorithmDecision(() => {
    setSelected([]);
    setRound((n) => n + 1);
  });
  const decidable = chosen !== undefined && chosen.algorithmStatus.code === '2' && chosen.createById !== me;
  return (
    <ScreenLayout title={t('algorithms.verify.title')} description={t('algorithms.verify.description')}>
      <SpaceBetween size="l">
        {list.error ? (
          <Alert type="error">{t('algorithms.load.failed', { message: messageOf(list.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="verify-algorithm-table"
          title={t('algorithms.verify.table')}
          records={list.data?.content}
          loading={list.loading}
          loadingText={t('app.loading')}
          emptyText={t('algorithms.verify.empty')}
          pageSize={10}
          selectionType="single"
          selected={selected}
          onSelectionChange={setSelected}
          columns={columns}
          filter={
            <FormField label={t('algorithms.verify.status')}>
              <Select
                data-testid="verify-algorithm-status"
                selectedOption={options.find((option) => option.value === status) ?? { value: status, label: status }}
                options={options}
                statusType={statuses.loading ? 'loading' : 'finished'}
                onChange={({ detail }) => {
                  setSelected([]);
                  setStatus(detail.selectedOption.value as StatusCode);
                }}
              />
            </FormField>
          }
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                data-testid="verify-algorithm-detail"
                disabled={!chosen}
                onClick={() => navigate(`/console/verify-algorithm-detail?id=${chosen!.id}`)}
              >
                {t('algorithms.action.view')}
              </Button>
              <Button data-testid="verify-algorithm-reject" disabled={!decidable} onClick={() => decide(chosen!, '4')}>
                {t('algorithms.action.reject')}
              </Button>
              <Button
                variant="primary"
                data-testid="verify-algorithm-approve"
                disabled={!decidable}
                onClick={() => decide(chosen!, '3')}
              >
                {t('algorithms.action.approve')}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {dialog}
    </ScreenLayout>
  );
}
