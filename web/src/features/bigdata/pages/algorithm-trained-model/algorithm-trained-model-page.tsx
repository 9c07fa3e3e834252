import '../../messages/bigdata-messages.js';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { getAlgorithm } from '@/features/algorithms/api/algorithms.js';
import { CopyableId } from '@/components/copyable-id.js';
import { orDash, useFormatting } from '@/components/formatting.js';
import { Loading } from '@/components/loading.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useRecordOfQuery } from '@/components/use-record-of-query.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getDataset, getModel, type Model } from '../../api/bigdata.js';
import { Entry, ModelEvaluation } from '../../components/model-evaluation.js';

/** The dataset id in a dataset's file key (`datasets/{enterprise}/{user}/{id}.{ext}`), if the key is one. */
const datasetIdOf = (key: string | undefined) => key?.match(/^datasets\/[^/]+\/[^/]+\/([^/.]+)\.[a-z]+$/)?.[1];

/** The algorithm that trained the model, as the library declares it (its name and parameters), when readable. */
function AlgorithmPart(props: { model: Model }) {
  const { t } = useI18n();
  const follow = useFollow();
  const algorithm = useLoad(props.model.algorithmId, (signal) => getAlgorithm(props.model.algorithmId, signal));
  const parameters = algorithm.data?.parameters ?? [];
  return (
    <Container header={<Header variant="h2">{t('bigdata.model.algorithm')}</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2} variant="text-grid">
          <Entry label={t('bigdata.field.name')}>
            {algorithm.data ? (
              <Link href={`/console/algorithm-view?id=${algorithm.data.id}`} onFollow={follow}>
                {algorithm.data.name}
              </Link>
            ) : (
              props.model.algorithmId
            )}
          </Entry>
          <Entry label={t('bigdata.model.task')}>{props.model.task}</Entry>
        </ColumnLayout>
        <Table
          variant="embedded"
          wrapLines
          loading={algorithm.loading}
          loadingText={t('app.loading')}
          header={<Header variant="h3">{t('bigdata.model.parameters')}</Header>}
          items={parameters}
          trackBy="name"
          empty={
            <TableEmpty
              text={algorithm.error ? t('bigdata.model.algorithmUnknown') : t('bigdata.model.noParameters')}
            />
          }
          columnDefinitions={[
            { id: 'name', header: t('bigdata.field.name'), cell: (p) => p.name },
            { id: 'type', header: t('bigdata.model.parameterType'), cell: (p) => p.type },
            { id: 'default', header: t('bigdata.model.default'), cell: (p) => orDash(p.defaultValue) },
            { id: 'description', header: t('bigdata.field.description'), cell: (p) => orDash(p.description) },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}

/** The data the model was trained on: the dataset's name and shape when it is the caller's or a system one. */
function TrainingPart(props: { model: Model }) {
  const { t } = useI18n();
  const { number, dateTime } = useFormatting();
  const { model } = props;
  const datasetId = datasetIdOf(model.trainingDataset);
  const dataset = useLoad(datasetId, (signal) => getDataset(datasetId!, signal));
  return (
    <Container header={<Header variant="h2">{t('bigdata.model.training')}</Header>}>
      <ColumnLayout columns={3} variant="text-grid">
        <Entry label={t('bigdata.model.trainingDataset')}>
          {dataset.data ? dataset.data.name : orDash(model.trainingDataset)}
        </Entry>
        <Entry label={t('bigdata.model.trainingRows')}>{number(model.trainingRows)}</Entry>
        <Entry label={t('bigdata.model.features')}>{model.features.join(', ')}</Entry>
        <Entry label={t('bigdata.model.label')}>{orDash(model.label)}</Entry>
        <Entry label={t('bigdata.model.classes')}>{orDash(model.classes?.join(', '))}</Entry>
        <Entry label={t('bigdata.model.run')}>
          {model.runId ? <CopyableId id={model.runId} label={t('bigdata.model.run')} /> : '-'}
        </Entry>
        <Entry label={t('bigdata.field.createdAt')}>{dateTime(model.createdAt)}</Entry>
        <Entry label={t('bigdata.model.key')}>
          <CopyableId id={model.key} label={t('bigdata.model.key')} />
        </Entry>
      </ColumnLayout>
    </Container>
  );
}

/**
 * `/algorithm/trained-model?id=` (console `algorithm/trained-model`; docs/bigdata.md "Console"): one model in full,
 * the algorithm that trained it with its declared parameters, the training data and the evaluation figures. A
 * missing or unknown id goes to `/exception/415`.
 */
export default function AlgorithmTrainedModelPage() {
  const { t } = useI18n();
  const model = useRecordOfQuery(getModel);
  const data = model.data;
  return (
    <ScreenLayout
      title={data ? t('bigdata.model.titleOf', { name: data.name ?? data.algorithmId }) : t('bigdata.model.detail')}
    >
      {data ? (
        <SpaceBetween size="l">
          <AlgorithmPart model={data} />
          <TrainingPart model={data} />
          <Container header={<Header variant="h2">{t('bigdata.evaluation.title')}</Header>}>
            <ModelEvaluation evaluation={data.evaluation} />
          </Container>
        </SpaceBetween>
      ) : model.error ? (
        <Box color="text-status-error">{t('bigdata.load.failed', { message: model.error.message })}</Box>
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
