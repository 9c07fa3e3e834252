import '../../messages/algorithms-messages.js';
import { useState } from 'react';
import Select from '@cloudscape-design/components/select';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAlgorithmStatuses, getVerifyingAlgorithms } from '../../api/algorithms.js';
import { AlgorithmTable } from '../../components/algorithm-table.js';

type StatusCode = '1' | '2' | '3' | '4' | '5';

/**
 * `/console/algorithm-management`: every algorithm of the platform in one status (by default online), searched by
 * name, for platform administrators: the bulk actions (delete, take offline, change category), each confirmed first
 * and all or none on the server.
 */
export default function AlgorithmManagementPage() {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<StatusCode>('3');
  const [round, setRound] = useState(0);
  const page = useLoad(`${status}#${round}`, (signal) => getVerifyingAlgorithms(status, signal));
  const list = { ...page, data: page.data?.content };
  const statuses = useLoad('statuses', (signal) => getAlgorithmStatuses(signal));
  const statusOptions = (statuses.data ?? []).map((entry) => ({
    value: entry.code,
    label: locale === 'cn' ? entry.name : entry.nameEn,
  }));
  return (
    <ScreenLayout title={t('algorithms.management.title')} description={t('algorithms.management.description')}>
      <AlgorithmTable
        // A new status starts a new selection and search.
        key={status}
        testId="algorithm-management-table"
        title={t('algorithms.management.table')}
        list={list}
        onChanged={() => setRound((n) => n + 1)}
        filters={
          <Select
            data-testid="algorithm-management-status"
            ariaLabel={t('algorithms.field.status')}
            selectedOption={statusOptions.find((option) => option.value === status) ?? { value: status, label: status }}
            options={statusOptions}
            statusType={statuses.loading ? 'loading' : 'finished'}
            onChange={({ detail }) => setStatus(detail.selectedOption.value as StatusCode)}
          />
        }
      />
    </ScreenLayout>
  );
}
