import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { ENTERPRISE_LIST_FROM, ENTERPRISE_LIST_TO } from '@shared/constants/user-lists.js';
import { listEnterprises } from '@/features/identity/api/users.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useLoad } from './use-load.js';

/** How many enterprises the filter offers for what is typed. */
const ENTERPRISE_OPTIONS = 20;

/**
 * A platform administrator's enterprise filter: every enterprise (the option whose value is empty, labelled
 * `allLabel`), or one found by part of its name (the platform's enterprise list, searched as it is typed).
 */
export function EnterpriseFilter(props: {
  testId: string;
  label: string;
  allLabel: string;
  placeholder: string;
  value: SelectProps.Option;
  onChange: (option: SelectProps.Option) => void;
}) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const found = useLoad(`enterprises|${search}`, (signal) =>
    listEnterprises(
      { name: search, from: ENTERPRISE_LIST_FROM, to: ENTERPRISE_LIST_TO, pageNumber: 0, pageSize: ENTERPRISE_OPTIONS },
      signal,
    ),
  );
  return (
    <FormField label={props.label}>
      <Select
        data-testid={props.testId}
        selectedOption={props.value}
        options={[
          { value: '', label: props.allLabel },
          ...(found.data?.content ?? []).map((enterprise) => ({ value: enterprise.id, label: enterprise.name })),
        ]}
        filteringType="manual"
        filteringPlaceholder={props.placeholder}
        statusType={found.loading ? 'loading' : 'finished'}
        loadingText={t('app.loading')}
        onLoadItems={({ detail }) => setSearch(detail.filteringText)}
        onChange={({ detail }) => props.onChange(detail.selectedOption)}
      />
    </FormField>
  );
}
