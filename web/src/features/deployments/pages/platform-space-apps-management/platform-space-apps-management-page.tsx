import '../../messages/deployments-messages.js';
import { useState } from 'react';
import type { SelectProps } from '@cloudscape-design/components/select';
import { EnterpriseFilter } from '@/components/enterprise-filter.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getPlatformDeployments } from '../../api/deployments.js';
import { DeploymentsEmpty, RunningApps } from '../../components/deployments-table.js';
import { DEPLOYMENT_PAGE_SIZE, useDeploymentList } from '../../components/use-deployment-list.js';

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
        filter={
          <EnterpriseFilter
            testId="deployments-enterprise-filter"
            label={t('deployments.apps.enterpriseFilter')}
            allLabel={t('deployments.apps.allEnterprises')}
            placeholder={t('deployments.apps.enterprisePlaceholder')}
            value={enterprise}
            onChange={setEnterprise}
          />
        }
        empty={<DeploymentsEmpty text={t('deployments.apps.empty')} />}
      />
    </ScreenLayout>
  );
}
