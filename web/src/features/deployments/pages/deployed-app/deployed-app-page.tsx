import '../../messages/deployments-messages.js';
import { useParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getDeployment } from '../../api/deployments.js';
import { deploymentDetailPath, NoDeploymentChosen } from '../../components/deployment-actions.js';

/** What the frame leaves of the window's height: the top bar, the heading and the content's padding. */
const FRAME_HEIGHT = 'calc(100vh - 200px)';

/**
 * `/console/deployed-app/{deploymentId}`: a deployed app inside the console, full height in a frame of its visit
 * address (`/apps/{namespace}/{appCode}/`, same origin). The app's menu entry (menus' `deploymentId`, created at
 * deployment) opens it from the side navigation, whose name is then the heading. An app that is not running says
 * so and leads to its detail instead.
 */
export default function DeployedAppPage() {
  const { t } = useI18n();
  const follow = useFollow();
  const id = useParams().id;
  const state = useLoad(id, (signal) => getDeployment(id!, signal));
  const deployment = state.data?.deployment;
  const running = deployment?.status === 'running';
  return (
    <ScreenLayout
      title={deployment?.name ?? t('deployments.app.title')}
      description={
        deployment ? (
          <SpaceBetween direction="horizontal" size="s">
            <span>{deployment.visitUrl}</span>
            <Link href={deploymentDetailPath(deployment.id)} onFollow={follow}>
              {t('deployments.app.manage')}
            </Link>
          </SpaceBetween>
        ) : undefined
      }
    >
      {!id ? (
        <NoDeploymentChosen />
      ) : state.error && !state.data ? (
        <Alert type="error">{t('deployments.load.failed', { message: messageOf(state.error) })}</Alert>
      ) : !deployment ? (
        <Loading />
      ) : running ? (
        <SpaceBetween size="xs">
          <Box float="right">
            <Button
              href={deployment.visitUrl}
              target="_blank"
              iconName="external"
              iconAlign="right"
              variant="inline-link"
            >
              {t('deployments.action.openNewTab')}
            </Button>
          </Box>
          <iframe
            data-testid="deployments-app-frame"
            title={deployment.name}
            src={deployment.visitUrl}
            style={{ display: 'block', width: '100%', height: FRAME_HEIGHT, border: 0 }}
          />
        </SpaceBetween>
      ) : (
        <Alert type="info" data-testid="deployments-app-not-running">
          {t('deployments.app.notRunning', {
            name: deployment.name,
            state: t(`deployments.state.${deployment.status}`),
          })}
        </Alert>
      )}
    </ScreenLayout>
  );
}
