import '../../messages/deployments-messages.js';
import Button from '@cloudscape-design/components/button';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getDeployments } from '../../api/deployments.js';
import { DeploymentsEmpty, RunningApps } from '../../components/deployments-table.js';
import { DEPLOYMENT_PAGE_SIZE, useDeploymentList } from '../../components/use-deployment-list.js';

/**
 * `/console/space-apps-management` (also served at `/console/enterprise-space-apps-management`, the spec's enterprise
 * variant): the apps deployed in the current enterprise's tenant space, with the deployed-apps card (running,
 * booting, stopped, crashed, unknown) and per app its state from a real check, its limits and use, start, stop,
 * upgrade and delete. Read again every few seconds while an app boots.
 */
export default function SpaceAppsManagementPage() {
  const { t } = useI18n();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const { list, counts } = useDeploymentList(enterpriseId, (cursor, signal) =>
    getDeployments(cursor, DEPLOYMENT_PAGE_SIZE, signal),
  );
  return (
    <ScreenLayout title={t('deployments.apps.title')} description={t('deployments.apps.description')}>
      <RunningApps
        list={list}
        counts={counts}
        empty={
          <DeploymentsEmpty
            text={t('deployments.apps.empty')}
            action={
              <Button href="/common/application-market-list" onFollow={follow}>
                {t('deployments.apps.toMarket')}
              </Button>
            }
          />
        }
      />
    </ScreenLayout>
  );
}
