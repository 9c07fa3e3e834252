import { useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Loading } from '@/components/loading.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getEmbeddableApplication } from '../../api/content.js';
import { ContentFrame } from '../../components/content-frame.js';
import '../../messages/portal-messages.js';

/**
 * `/common/application-iframe?deploymentId=…`: a deployed application's page in a frame. The address framed is
 * the one the server answers for a running deployment, never one taken from the address bar: anything else (no
 * id, an unknown or stopped deployment) shows why nothing is framed (docs/portal.md "Embedded applications").
 */
export default function ApplicationIframePage() {
  const { t } = useI18n();
  const deploymentId = useSearchParams()[0].get('deploymentId') ?? undefined;
  const { data, error, loading } = useLoad(deploymentId, (signal) => getEmbeddableApplication(deploymentId!, signal));
  const title = data ? data.name : t('portal.iframe.title');
  return (
    <ContentFrame title={title} description={t('portal.iframe.description')}>
      {!deploymentId ? (
        <Alert type="info">{t('portal.iframe.missing')}</Alert>
      ) : error ? (
        <Alert type="warning" data-testid="iframe-refused">
          {t('portal.iframe.refused')}
        </Alert>
      ) : loading || !data ? (
        <Loading />
      ) : (
        <SpaceBetween size="s">
          <Box textAlign="right">
            <Link href={data.url} external target="_blank">
              {t('portal.iframe.openDirect')}
            </Link>
          </Box>
          <iframe
            src={data.url}
            title={t('portal.iframe.frameTitle', { name: data.name })}
            sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
            style={{ width: '100%', height: '75vh', border: 0 }}
          />
        </SpaceBetween>
      )}
    </ContentFrame>
  );
}
