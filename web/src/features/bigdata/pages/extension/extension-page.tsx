import '../../messages/bigdata-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { RowActions } from '@/components/row-actions.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { getExtensions, type AlgorithmResponse } from '@/features/algorithms/api/algorithms.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { EDITABLE_STATUSES, EXTENSION_LANGUAGE } from '@shared/constants/algorithm-rules.js';

/**
 * `/console/bigdata/extension` (docs/bigdata.md "Console"): the installed user algorithms, JavaScript algorithms
 * that run in the sandbox: the caller's own in any status and others' online ones, with author, status and
 * parameters; view each, edit one's own, upload a new one (algorithm-add with JavaScript chosen).
 */
export default function ExtensionPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const follow = useFollow();
  const navigate = useNavigate();
  const userId = useSession().data?.me.id;
  const list = useLoad(userId, (signal) => getExtensions(signal));
  const columns: TableProps.ColumnDefinition<AlgorithmResponse>[] = [
    {
      id: 'name',
      header: t('bigdata.field.name'),
      cell: (algorithm: AlgorithmResponse) => (
        <Link href={`/console/algorithm-view?id=${algorithm.id}`} onFollow={follow}>
          {algorithm.name}
        </Link>
      ),
    },
    { id: 'author', header: t('bigdata.extension.author'), cell: (a: AlgorithmResponse) => a.createByName },
    { id: 'status', header: t('bigdata.extension.status'), cell: (a: AlgorithmResponse) => a.algorithmStatus.name },
    {
      id: 'parameters',
      header: t('bigdata.extension.parameters'),
      cell: (a: AlgorithmResponse) => a.parameters.map((p) => `${p.name} (${p.type})`).join(', ') || '-',
    },
    { id: 'updated', header: t('bigdata.extension.updated'), cell: (a: AlgorithmResponse) => dateTime(a.updateDate) },
    {
      id: 'actions',
      header: t('app.rowActions'),
      cell: (a: AlgorithmResponse) => (
        <RowActions
          name={a.name}
          actions={[
            {
              id: 'view',
              text: t('bigdata.extension.view'),
              onClick: () => navigate(`/console/algorithm-view?id=${a.id}`),
            },
            ...(a.createById === userId && EDITABLE_STATUSES.includes(a.algorithmStatus.code)
              ? [
                  {
                    id: 'edit',
                    text: t('bigdata.extension.edit'),
                    onClick: () => navigate(`/console/algorithm-edit?id=${a.id}`),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
  const preferences = useTablePreferences('extension-table', columnsOf(columns, 'name'), ['updated']);
  const upload = () => navigate(`/console/algorithm-add?type=${EXTENSION_LANGUAGE}`);
  return (
    <ScreenLayout title={t('bigdata.extension.title')} description={t('bigdata.extension.description')}>
      <SpaceBetween size="m">
        {list.error ? <Alert type="error">{t('bigdata.load.failed', { message: messageOf(list.error) })}</Alert> : null}
        <Table
          {...preferences.tableProps}
          preferences={preferences.preferences}
          columnDefinitions={columns}
          data-testid="extension-table"
          loading={list.loading && !list.data}
          loadingText={t('app.loading')}
          items={list.data ?? []}
          trackBy="id"
          header={
            <Header
              counter={list.data ? `(${list.data.length})` : undefined}
              actions={
                <Button variant="primary" onClick={upload}>
                  {t('bigdata.extension.upload')}
                </Button>
              }
            >
              {t('bigdata.extension.table')}
            </Header>
          }
          empty={
            <Box textAlign="center" color="inherit">
              <SpaceBetween size="xs">
                <TableEmpty text={t('bigdata.extension.empty')} />
                <Button onClick={upload}>{t('bigdata.extension.upload')}</Button>
              </SpaceBetween>
            </Box>
          }
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
