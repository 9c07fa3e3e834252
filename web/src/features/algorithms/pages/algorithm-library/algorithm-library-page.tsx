import '../../messages/algorithms-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { ScreenHeader } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAlgorithmCategoryTree, getTopAlgorithms } from '../../api/algorithms.js';

/**
 * `/common/algorithm-library`: the public algorithm library, signed in or not: its categories and the newest online
 * algorithms (`getTopAlgorithms`).
 */
export default function AlgorithmLibraryPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const top = useLoad('top', (signal) => getTopAlgorithms(signal));
  const tree = useLoad('tree', (signal) => getAlgorithmCategoryTree(signal));
  const failure = top.error ?? tree.error;
  return (
    <Box padding="l">
      <ContentLayout
        header={
          <ScreenHeader title={t('algorithms.library.title')} description={t('algorithms.library.description')} />
        }
      >
        <SpaceBetween size="l">
          {failure ? <Alert type="error">{t('algorithms.load.failed', { message: messageOf(failure) })}</Alert> : null}
          <Table
            header={<Header variant="h2">{t('algorithms.library.top')}</Header>}
            items={top.data ?? []}
            loading={top.loading}
            loadingText={t('app.loading')}
            trackBy="id"
            wrapLines
            empty={<TableEmpty text={t('algorithms.library.empty')} />}
            columnDefinitions={[
              { id: 'name', header: t('algorithms.field.name'), cell: (row) => row.name },
              { id: 'category', header: t('algorithms.field.category'), cell: (row) => row.algorithmCategory.name },
              { id: 'type', header: t('algorithms.field.type'), cell: (row) => row.algorithmType.name },
              { id: 'description', header: t('algorithms.field.description'), cell: (row) => row.description },
              { id: 'updateDate', header: t('algorithms.field.updateDate'), cell: (row) => dateTime(row.updateDate) },
            ]}
          />
          <Container header={<Header variant="h2">{t('algorithms.library.categories')}</Header>}>
            <ColumnLayout columns={3} variant="text-grid">
              {(tree.data ?? []).map((root) => (
                <div key={root.key}>
                  <Box variant="awsui-key-label">{root.label}</Box>
                  <div>{root.children.map((child) => child.label).join(t('app.namesSeparator')) || '–'}</div>
                </div>
              ))}
            </ColumnLayout>
          </Container>
        </SpaceBetween>
      </ContentLayout>
    </Box>
  );
}
