import '../../messages/bigdata-messages.js';
import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Link from '@cloudscape-design/components/link';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { CopyableId } from '@/components/copyable-id.js';
import { orDash, useFormatting } from '@/components/formatting.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { listModels, type Model } from '../../api/bigdata.js';
import { ModelEvaluation } from '../../components/model-evaluation.js';

/** A model as a table row (the catalogue table labels rows by `name`). */
type Row = Model & { name: string };

/** An id to copy, or `-` for a model registered from a file (no project run trained it). */
const idOrDash = (id: string | undefined, label: string) => (id ? <CopyableId id={id} label={label} /> : orDash(id));

/** A model's detail: the algorithm, features, label and classes, the run and data that trained it, its figures. */
function ModelDetail(props: { model: Row; onDismiss: () => void }) {
  const { t } = useI18n();
  const { dateTime, number } = useFormatting();
  const follow = useFollow();
  const { model } = props;
  const entry = (label: string, value: ReactNode) => (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{value}</div>
    </div>
  );
  return (
    <Modal
      visible
      size="large"
      data-testid="model-detail"
      header={t('bigdata.model.detail')}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <Button onClick={props.onDismiss}>{t('bigdata.action.close')}</Button>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <ColumnLayout columns={2} variant="text-grid">
          {entry(t('bigdata.model.algorithm'), model.algorithmId)}
          {entry(t('bigdata.model.task'), model.task)}
          {entry(t('bigdata.model.features'), model.features.join(', '))}
          {entry(t('bigdata.model.label'), orDash(model.label))}
          {entry(t('bigdata.model.classes'), orDash(model.classes?.join(', ')))}
          {entry(t('bigdata.model.project'), idOrDash(model.projectId, t('bigdata.model.project')))}
          {entry(t('bigdata.model.run'), idOrDash(model.runId, t('bigdata.model.run')))}
          {entry(t('bigdata.field.createdAt'), dateTime(model.createdAt))}
          {entry(t('bigdata.model.trainingDataset'), orDash(model.trainingDataset))}
          {entry(t('bigdata.model.trainingRows'), number(model.trainingRows))}
          {entry(t('bigdata.model.key'), <CopyableId id={model.key} label={t('bigdata.model.key')} />)}
        </ColumnLayout>
        <Header variant="h3">{t('bigdata.evaluation.title')}</Header>
        <ModelEvaluation evaluation={model.evaluation} />
        <Link href={`/console/algorithm/trained-model?id=${model.id}`} onFollow={follow}>
          {t('bigdata.model.openFull')}
        </Link>
      </SpaceBetween>
    </Modal>
  );
}

/** One tab's models: the enterprise's or the platform's. */
function ModelTable(props: { system: boolean }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const list = useLoad(String(props.system), (signal) => listModels(props.system, signal));
  const [selected, setSelected] = useState<Row[]>([]);
  const [viewing, setViewing] = useState<Row>();
  const rows = list.data?.items.map((model) => ({ ...model, name: model.name ?? model.algorithmId }));
  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'name',
      header: t('bigdata.field.name'),
      cell: (model) => <Link onFollow={() => setViewing(model)}>{model.name}</Link>,
    },
    { id: 'algorithm', header: t('bigdata.model.algorithm'), cell: (model) => model.algorithmId },
    { id: 'task', header: t('bigdata.model.task'), cell: (model) => model.task },
    { id: 'label', header: t('bigdata.model.label'), cell: (model) => orDash(model.label) },
    { id: 'createdAt', header: t('bigdata.field.createdAt'), cell: (model) => dateTime(model.createdAt) },
  ];
  return (
    <>
      {list.error ? <Alert type="error">{t('bigdata.load.failed', { message: messageOf(list.error) })}</Alert> : null}
      <CatalogueTable
        testId={props.system ? 'system-model-table' : 'model-table'}
        title={props.system ? t('bigdata.models.system') : t('bigdata.models.mine')}
        records={rows}
        loading={list.loading}
        loadingText={t('app.loading')}
        emptyText={t('bigdata.models.empty')}
        pageSize={10}
        selectionType="single"
        selected={selected}
        onSelectionChange={setSelected}
        columns={columns}
        actions={null}
      />
      {viewing ? <ModelDetail model={viewing} onDismiss={() => setViewing(undefined)} /> : null}
    </>
  );
}

/** `/console/bigdata/trained-model` (docs/bigdata.md): the enterprise's trained models and the system models. */
export default function TrainedModelPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('bigdata.models.title')} description={t('bigdata.models.description')}>
      <Tabs
        tabs={[
          { id: 'mine', label: t('bigdata.models.mine'), content: <ModelTable system={false} /> },
          { id: 'system', label: t('bigdata.models.system'), content: <ModelTable system /> },
        ]}
      />
    </ScreenLayout>
  );
}
