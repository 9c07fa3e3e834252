import '../../messages/algorithms-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { algorithmLeaves, getUsableAlgorithmTree } from '../../api/algorithms.js';
import { SAMPLE_CHAINS } from '../../components/sample-chains.js';

/**
 * `/algorithm/projectPoc` (docs/algorithms.md "Console screens"): the sample chains a project can start from, as
 * numbered steps, each algorithm named as the library has it (linked) or marked when the library lacks it.
 */
export default function AlgorithmProjectPocPage() {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const tree = useLoad('tree', (signal) => getUsableAlgorithmTree(signal));
  const names = new Map(algorithmLeaves(tree.data ?? []).map((leaf) => [leaf.id, leaf.name]));
  return (
    <ScreenLayout title={t('algorithms.samples.title')} description={t('algorithms.samples.description')}>
      {tree.error ? (
        <Alert type="error">{t('algorithms.load.failed', { message: messageOf(tree.error) })}</Alert>
      ) : !tree.data ? (
        <Loading />
      ) : (
        <SpaceBetween size="l">
          {SAMPLE_CHAINS.map((chain) => (
            <Container
              key={chain.id}
              data-testid={`sample-${chain.id}`}
              header={
                <Header
                  variant="h2"
                  description={
                    chain.datasetId
                      ? t('algorithms.samples.from', { dataset: chain.datasetId })
                      : t('algorithms.samples.upload')
                  }
                >
                  {locale === 'en' ? chain.name.en : chain.name.cn}
                </Header>
              }
            >
              <ol>
                {chain.steps.map((step, index) => (
                  <li key={`${step.algorithmId}-${index}`}>
                    {names.has(step.algorithmId) ? (
                      <Link href={`/console/algorithm-view?id=${step.algorithmId}`} onFollow={follow}>
                        {names.get(step.algorithmId)}
                      </Link>
                    ) : (
                      <StatusIndicator type="warning">
                        {t('algorithms.samples.missing', { id: step.algorithmId })}
                      </StatusIndicator>
                    )}
                    {step.settings ? (
                      <Box variant="small" tagOverride="span" color="text-body-secondary">
                        {' '}
                        {step.settings}
                      </Box>
                    ) : null}
                  </li>
                ))}
              </ol>
            </Container>
          ))}
        </SpaceBetween>
      )}
    </ScreenLayout>
  );
}
