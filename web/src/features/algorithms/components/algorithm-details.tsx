import '../messages/algorithms-messages.js';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useFormatting } from '@/components/formatting.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { AlgorithmResponse } from '../api/algorithms.js';

/** One labelled value of the details. */
function Value(props: { label: string; children: string }) {
  return (
    <div>
      <Box variant="awsui-key-label">{props.label}</Box>
      <div>{props.children || '–'}</div>
    </div>
  );
}

/** An algorithm read-only: its fields, its parameters and, when answered, its review history. */
export function AlgorithmDetails(props: { data: AlgorithmResponse }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { data } = props;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{data.name}</Header>}>
        <ColumnLayout columns={3} variant="text-grid">
          <Value label={t('algorithms.field.category')}>{data.algorithmCategory.name}</Value>
          <Value label={t('algorithms.field.type')}>{data.algorithmType.name}</Value>
          <Value label={t('algorithms.field.status')}>{data.algorithmStatus.name}</Value>
          <Value label={t('algorithms.field.author')}>{data.createByName}</Value>
          <Value label={t('algorithms.field.updateDate')}>{dateTime(data.updateDate)}</Value>
          <Value label={t('algorithms.field.keyword')}>{data.keyword}</Value>
        </ColumnLayout>
        <Box margin={{ top: 'm' }}>
          <Value label={t('algorithms.field.description')}>{data.description}</Value>
        </Box>
      </Container>
      <Table
        header={<Header variant="h2">{t('algorithms.form.parameters')}</Header>}
        items={data.parameters}
        trackBy="name"
        empty={<TableEmpty text={t('algorithms.form.noParameters')} />}
        columnDefinitions={[
          { id: 'name', header: t('algorithms.parameter.name'), cell: (p) => p.name },
          { id: 'type', header: t('algorithms.parameter.type'), cell: (p) => p.type },
          { id: 'default', header: t('algorithms.parameter.default'), cell: (p) => p.defaultValue ?? '–' },
          {
            id: 'range',
            header: t('algorithms.view.range'),
            cell: (p) =>
              p.options?.length
                ? p.options.join(', ')
                : p.min !== undefined || p.max !== undefined
                  ? `${p.min ?? ''} – ${p.max ?? ''}`
                  : '–',
          },
        ]}
      />
      {data.reviews ? <AlgorithmReviews reviews={data.reviews} /> : null}
    </SpaceBetween>
  );
}

/** An algorithm's review history, newest first (shown to its author and the auditors). */
export function AlgorithmReviews(props: { reviews: NonNullable<AlgorithmResponse['reviews']> }) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  return (
    <Table
      header={<Header variant="h2">{t('algorithms.view.reviews')}</Header>}
      items={props.reviews}
      trackBy="reviewedAt"
      wrapLines
      empty={<TableEmpty text={t('algorithms.view.noReviews')} />}
      columnDefinitions={[
        { id: 'at', header: t('algorithms.view.reviewedAt'), cell: (r) => dateTime(r.reviewedAt) },
        {
          id: 'decision',
          header: t('algorithms.view.decision'),
          cell: (r) => t(r.decision === 'approved' ? 'algorithms.view.approved' : 'algorithms.view.rejected'),
        },
        { id: 'reason', header: t('algorithms.reject.reason'), cell: (r) => r.reason || '–' },
        { id: 'reviewer', header: t('algorithms.view.reviewer'), cell: (r) => r.reviewerName },
      ]}
    />
  );
}
