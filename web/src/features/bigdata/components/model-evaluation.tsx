import '../messages/bigdata-messages.js';
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useFormatting } from '@/components/formatting.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';
import type { Model } from '../api/bigdata.js';

type Evaluation = NonNullable<Model['evaluation']>;

/** The single figures an evaluation may carry, in reading order, with their labels. */
const FIGURES: readonly [keyof Evaluation, MessageKey][] = [
  ['accuracy', 'bigdata.evaluation.accuracy'],
  ['r2', 'bigdata.evaluation.r2'],
  ['rmse', 'bigdata.evaluation.rmse'],
  ['mae', 'bigdata.evaluation.mae'],
  ['silhouette', 'bigdata.evaluation.silhouette'],
  ['inertia', 'bigdata.evaluation.inertia'],
];

/** A label over its value (the key-value look of Cloudscape's details). */
export function Entry(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{props.label}</Box>
      <div>{props.children}</div>
    </div>
  );
}

/**
 * A model's evaluation figures (docs/bigdata.md "Evaluation"): the single figures its task has, a classifier's
 * per-class precision / recall / F1 and its confusion matrix (rows: actual, columns: predicted); without figures,
 * how to get them.
 */
export function ModelEvaluation(props: { evaluation: Model['evaluation'] }) {
  const { t } = useI18n();
  const { number, dateTime } = useFormatting();
  const { evaluation } = props;
  if (!evaluation) {
    return (
      <Box data-testid="model-evaluation" color="text-status-inactive">
        {t('bigdata.evaluation.none')}
      </Box>
    );
  }
  const figures = FIGURES.filter(([name]) => typeof evaluation[name] === 'number');
  const matrix = evaluation.confusionMatrix;
  return (
    <SpaceBetween size="l" data-testid="model-evaluation">
      <ColumnLayout columns={4} variant="text-grid">
        {figures.map(([name, label]) => (
          <Entry key={name} label={t(label)}>
            <Box variant="h3" tagOverride="span">
              {number(evaluation[name] as number, 3)}
            </Box>
          </Entry>
        ))}
        <Entry label={t('bigdata.evaluation.dataset')}>{evaluation.dataset ?? '-'}</Entry>
        <Entry label={t('bigdata.evaluation.at')}>{dateTime(evaluation.at)}</Entry>
      </ColumnLayout>
      {evaluation.perClass ? (
        <Table
          variant="embedded"
          wrapLines
          header={<Header variant="h3">{t('bigdata.evaluation.perClass')}</Header>}
          items={evaluation.perClass}
          trackBy="label"
          columnDefinitions={[
            { id: 'label', header: t('bigdata.evaluation.class'), cell: (row) => row.label },
            { id: 'precision', header: t('bigdata.evaluation.precision'), cell: (row) => number(row.precision, 3) },
            { id: 'recall', header: t('bigdata.evaluation.recall'), cell: (row) => number(row.recall, 3) },
            { id: 'f1', header: 'F1', cell: (row) => number(row.f1, 3) },
            { id: 'support', header: t('bigdata.evaluation.support'), cell: (row) => number(row.support) },
          ]}
        />
      ) : null}
      {matrix ? (
        <Table
          variant="embedded"
          wrapLines
          data-testid="confusion-matrix"
          header={
            <Header variant="h3" description={t('bigdata.evaluation.matrixHint')}>
              {t('bigdata.evaluation.matrix')}
            </Header>
          }
          items={matrix.labels.map((label, row) => ({ label, counts: matrix.matrix[row] ?? [] }))}
          trackBy="label"
          columnDefinitions={[
            { id: 'actual', header: t('bigdata.evaluation.actual'), cell: (row) => row.label },
            ...matrix.labels.map((label, column) => ({
              id: `predicted-${column}`,
              header: label,
              cell: (row: { label: string; counts: number[] }) => number(row.counts[column] ?? 0),
            })),
          ]}
        />
      ) : null}
    </SpaceBetween>
  );
}
