import '../../messages/algorithms-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { algorithmLeaves, getUsableAlgorithmTree } from '../../api/algorithms.js';
import { KNOWN_RESULTS } from '../../components/known-results.js';

const metricKey = {
  accuracy: 'algorithms.poc.accuracy',
  silhouette: 'algorithms.poc.silhouette',
  r2: 'algorithms.poc.r2',
} as const;

/**
 * `/algorithm/poc` (docs/algorithms.md "Console screens"): the system algorithms as a catalogue, each with the
 * figures it reaches on known public data sets and the test that proves each figure.
 */
export default function AlgorithmPocPage() {
  const { t, locale } = useI18n();
  const { number } = useFormatting();
  const follow = useFollow();
  const tree = useLoad('tree', (signal) => getUsableAlgorithmTree(signal));
  const rows = algorithmLeaves(tree.data ?? []).filter((leaf) => leaf.id.startsWith('sys-'));
  return (
    <ScreenLayout title={t('algorithms.poc.title')} description={t('algorithms.poc.description')}>
      {tree.error ? (
        <Alert type="error">{t('algorithms.load.failed', { message: messageOf(tree.error) })}</Alert>
      ) : null}
      <Table
        data-testid="poc-table"
        wrapLines
        loading={tree.loading && !tree.data}
        loadingText={t('app.loading')}
        header={<Header counter={tree.data ? `(${rows.length})` : undefined}>{t('algorithms.poc.catalogue')}</Header>}
        items={rows}
        trackBy="id"
        empty={<TableEmpty text={t('algorithms.poc.empty')} />}
        columnDefinitions={[
          {
            id: 'name',
            header: t('algorithms.field.name'),
            cell: (row) => (
              <Link href={`/console/algorithm-view?id=${row.id}`} onFollow={follow}>
                {row.name}
              </Link>
            ),
          },
          { id: 'category', header: t('algorithms.field.category'), cell: (row) => row.categories.join(' / ') },
          {
            id: 'results',
            header: t('algorithms.poc.results'),
            cell: (row) => {
              const results = KNOWN_RESULTS.filter((result) => result.algorithmId === row.id);
              if (results.length === 0) return t('algorithms.poc.noResult');
              return (
                <SpaceBetween size="xs">
                  {results.map((result) => (
                    <div key={result.source}>
                      <Box variant="strong" tagOverride="span">
                        {t(metricKey[result.metric])} {number(result.value, 3)}
                      </Box>{' '}
                      {locale === 'en' ? result.dataset.en : result.dataset.cn}
                      <Box variant="small" display="block" color="text-body-secondary">
                        {t('algorithms.poc.source', { source: result.source })}
                      </Box>
                    </div>
                  ))}
                </SpaceBetween>
              );
            },
          },
        ]}
      />
    </ScreenLayout>
  );
}
