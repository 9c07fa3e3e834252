import '../../messages/deployments-messages.js';
import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { ENTERPRISE_LIST_FROM, ENTERPRISE_LIST_TO } from '@shared/constants/user-lists.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { listEnterprises } from '@/features/identity/api/users.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getPlatformDeployments } from '../../api/deployments.js';
import { DeploymentsEmpty, RunningApps } from '../../components/deployments-table.js';
import { DEPLOYMENT_PAGE_SIZE, useDeploymentList } from '../../components/use-deployment-list.js';

/** How many enterprises the filter offers for what is typed. */
const ENTERPRISE_OPTIONS = 20;

/** The enterprise filter: every enterprise, or one found by part of its name. */
function EnterpriseFilter(props: { value: SelectProps.Option; onChange: (option: SelectProps.Option) => void }) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const found = useLoad(`enterprises|${search}`, (signal) =>
    listEnterprises(
      { name: search, from: ENTERPRISE_LIST_FROM, to: ENTERPRISE_LIST_TO, pageNumber: 0, pageSize: ENTERPRISE_OPTIONS },
      signal,
    ),
  );
  const all: SelectProps.Option = { value: '', label: t('deployments.apps.allEnterprises') };
  return (
    <FormField label={t('deployments.apps.enterpriseFilter')}>
      <Select
        data-testid="deployments-enterprise-filter"
        selectedOption={props.value}
        options={[
          all,
          ...(found.data?.content ?? []).map((enterprise) => ({ value: enterprise.id, label: enterprise.name })),
        ]}
        filteringType="manual"
        filteringPlaceholder={t('deployments.apps.enterprisePlaceholder')}
        statusType={found.loading ? 'loading' : 'finished'}
        loadingText={t('app.loading')}
        onLoadItems={({ detail }) => setSearch(detail.filteringText)}
        onChange={({ detail }) => props.onChange(detail.selectedOption)}
      />
    </FormField>
  );
}

/**
 * `/console/platform-space-apps-management` (the spec's platform variant): every enterprise's deployed apps, newest
 * first, narrowed to one enterprise; the card counts what is loaded. Platform administrators act on any of them.
 */
export default function PlatformSpaceAppsManagementPage() {
  const { t } = useI18n();
  const [enterprise, setEnterprise] = useState<SelectProps.Option>({
    value: '',
    label: t('deployments.apps.allEnterprises'),
  });
  const enterpriseId = enterprise.value || undefined;
  const { list, counts } = useDeploymentList(`platform|${enterpriseId ?? ''}`, (cursor, signal) =>
    getPlatformDeployments(enterpriseId, cursor, DEPLOYMENT_PAGE_SIZE, signal),
  );
  return (
    <ScreenLayout title={t('deployments.apps.platformTitle')} description={t('deployments.apps.platformDescription')}>
      <RunningApps
        withSpace
        list={list}
        counts={counts}
        countsDescription={t('deployments.apps.countsOfPage')}
        filter={<EnterpriseFilter value={enterprise} onChange={setEnterprise} />}
        empty={<DeploymentsEmpty text={t('deployments.apps.empty')} />}
      />
    </ScreenLayout>
  );
}
