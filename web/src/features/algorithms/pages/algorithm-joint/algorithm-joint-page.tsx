import '../../messages/algorithms-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useSearchParams } from 'react-router-dom';
import { messageOf } from '@/api/http-client.js';
import { orDash } from '@/components/formatting.js';
import { TableEmpty } from '@/components/table-empty.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { getDataset, listDatasets } from '@/features/bigdata/api/bigdata.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { algorithmLeaves, getAlgorithm, getUsableAlgorithmTree } from '../../api/algorithms.js';
import { datasetFit } from '../../components/dataset-fit.js';

const checkText = {
  datasetPort: {
    success: 'algorithms.joint.portOk',
    warning: 'algorithms.joint.portNone',
    error: 'algorithms.joint.portNone',
  },
  label: {
    success: 'algorithms.joint.labelOk',
    warning: 'algorithms.joint.labelChoose',
    error: 'algorithms.joint.labelNone',
  },
  numeric: {
    success: 'algorithms.joint.numericOk',
    warning: 'algorithms.joint.numericNone',
    error: 'algorithms.joint.numericNone',
  },
  missing: {
    success: 'algorithms.joint.missingNone',
    warning: 'algorithms.joint.missingSome',
    error: 'algorithms.joint.missingSome',
  },
} as const;

/**
 * `/algorithm/joint?algorithmId=&datasetId=` (docs/algorithms.md "Console screens"): an algorithm the caller may use
 * and a dataset of theirs (or a system one) side by side, and whether the dataset's inferred columns satisfy the
 * algorithm's parameters (a dataset port, a label column, numeric features, gaps to fill first).
 */
export default function AlgorithmJointPage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const algorithmId = search.get('algorithmId') ?? undefined;
  const datasetId = search.get('datasetId') ?? undefined;
  const tree = useLoad('tree', (signal) => getUsableAlgorithmTree(signal));
  const datasets = useLoad('datasets', async (signal) => {
    const [mine, system] = await Promise.all([
      listDatasets({ system: false, name: '' }, signal),
      listDatasets({ system: true, name: '' }, signal),
    ]);
    return [...mine.items, ...system.items];
  });
  const algorithm = useLoad(algorithmId, (signal) => getAlgorithm(algorithmId!, signal));
  const dataset = useLoad(datasetId, (signal) => getDataset(datasetId!, signal));
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(name, value);
    setSearch(next, { replace: true });
  };
  const algorithmOptions = algorithmLeaves(tree.data ?? []).map((leaf) => ({ value: leaf.id, label: leaf.name }));
  const datasetOptions = (datasets.data ?? []).map((item) => ({ value: item.id, label: item.name }));
  const checks = algorithm.data && dataset.data ? datasetFit(algorithm.data.parameters, dataset.data.columns) : [];
  const failure = tree.error ?? datasets.error ?? algorithm.error ?? dataset.error;
  return (
    <ScreenLayout title={t('algorithms.joint.title')} description={t('algorithms.joint.description')}>
      <SpaceBetween size="l">
        {failure ? <Alert type="error">{t('algorithms.load.failed', { message: messageOf(failure) })}</Alert> : null}
        <ColumnLayout columns={2}>
          <Container header={<Header variant="h2">{t('algorithms.joint.algorithm')}</Header>}>
            <SpaceBetween size="m">
              <FormField label={t('algorithms.joint.algorithm')}>
                <Select
                  data-testid="joint-algorithm"
                  selectedOption={algorithmOptions.find((option) => option.value === algorithmId) ?? null}
                  options={algorithmOptions}
                  statusType={tree.loading ? 'loading' : 'finished'}
                  loadingText={t('app.loading')}
                  empty={t('algorithms.joint.noAlgorithms')}
                  filteringType="auto"
                  placeholder={t('algorithms.joint.pickAlgorithm')}
                  onChange={(event) => choose('algorithmId', event.detail.selectedOption.value!)}
                />
              </FormField>
              <Table
                variant="embedded"
                wrapLines
                loading={algorithm.loading && !algorithm.data}
                loadingText={t('app.loading')}
                items={algorithm.data?.parameters ?? []}
                trackBy="name"
                empty={
                  <TableEmpty
                    text={algorithmId ? t('algorithms.form.noParameters') : t('algorithms.joint.pickAlgorithm')}
                  />
                }
                columnDefinitions={[
                  { id: 'name', header: t('algorithms.parameter.name'), cell: (p) => p.name },
                  { id: 'type', header: t('algorithms.parameter.type'), cell: (p) => p.type },
                  { id: 'default', header: t('algorithms.parameter.default'), cell: (p) => orDash(p.defaultValue) },
                ]}
              />
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">{t('algorithms.joint.dataset')}</Header>}>
            <SpaceBetween size="m">
              <FormField label={t('algorithms.joint.dataset')}>
                <Select
                  data-testid="joint-dataset"
                  selectedOption={datasetOptions.find((option) => option.value === datasetId) ?? null}
                  options={datasetOptions}
                  statusType={datasets.loading ? 'loading' : 'finished'}
                  loadingText={t('app.loading')}
                  empty={t('algorithms.joint.noDatasets')}
                  filteringType="auto"
                  placeholder={t('algorithms.joint.pickDataset')}
                  onChange={(event) => choose('datasetId', event.detail.selectedOption.value!)}
                />
              </FormField>
              <Table
                variant="embedded"
                wrapLines
                loading={dataset.loading && !dataset.data}
                loadingText={t('app.loading')}
                items={dataset.data?.columns ?? []}
                trackBy="name"
                empty={<TableEmpty text={t('algorithms.joint.pickDataset')} />}
                columnDefinitions={[
                  { id: 'name', header: t('algorithms.joint.column'), cell: (c) => c.name },
                  { id: 'type', header: t('algorithms.parameter.type'), cell: (c) => c.type },
                  { id: 'missing', header: t('algorithms.joint.missing'), cell: (c) => c.missing },
                ]}
              />
            </SpaceBetween>
          </Container>
        </ColumnLayout>
        <Container header={<Header variant="h2">{t('algorithms.joint.fit')}</Header>}>
          {checks.length === 0 ? (
            <Box color="text-status-inactive">{t('algorithms.joint.pickBoth')}</Box>
          ) : (
            <SpaceBetween size="xs" data-testid="joint-checks">
              {checks.map((check) => (
                <StatusIndicator key={check.id} type={check.status}>
                  {t(checkText[check.id][check.status], { columns: check.columns.join(', ') })}
                </StatusIndicator>
              ))}
            </SpaceBetween>
          )}
        </Container>
      </SpaceBetween>
    </ScreenLayout>
  );
}
