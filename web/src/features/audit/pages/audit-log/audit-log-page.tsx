import '../../messages/audit-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { CopyableId } from '@/components/copyable-id.js';
import { useFormatting } from '@/components/formatting.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { UntilFirstPage } from '@/components/until-first-page.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAuditLogPage, type AuditEntry, type AuditSearch } from '../../api/audit.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';

/** A part of an entry as indented JSON, or "none". */
function JsonPart({ value, none }: { value: unknown; none: string }) {
  if (value === undefined || value === null) return <Box color="text-body-secondary">{none}</Box>;
  return (
    <Box variant="code">
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{JSON.stringify(value, null, 2)}</pre>
    </Box>
  );
}

/**
 * `/console/audit-log` (docs/operations.md "Audit log"): the administrative writes, newest first, narrowed by actor,
 * action and date range; a row's details show the request and the record before and after.
 */
export default function AuditLogPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const [draft, setDraft] = useState<AuditSearch>({});
  const [search, setSearch] = useState<AuditSearch>({});
  const [shown, setShown] = useState<AuditEntry>();
  const list = useCursorList(JSON.stringify(search), (cursor, signal) =>
    getAuditLogPage(search, cursor, signal).then((page) => ({ items: page.items, cursor: page.cursor })),
  );
  const set = (field: keyof AuditSearch) => (value: string) => setDraft((before) => ({ ...before, [field]: value }));

  const columns: TableProps.ColumnDefinition<AuditEntry>[] = [
    { id: 'at', header: t('audit.column.at'), cell: (entry) => dateTime(entry.at) },
    {
      id: 'actor',
      header: t('audit.column.actor'),
      cell: (entry) => (
        <SpaceBetween size="xxxs">
          <span>{entry.actorName ?? entry.actorId}</span>
          <CopyableId id={entry.actorId} label={t('audit.filter.actor')} />
        </SpaceBetween>
      ),
    },
    {
      id: 'operation',
      header: t('audit.column.operation'),
      cell: (entry) => (
        <SpaceBetween size="xxxs">
          <span>{entry.operation}</span>
          <Box color="text-body-secondary" fontSize="body-s">
            {entry.action}
          </Box>
        </SpaceBetween>
      ),
    },
    {
      id: 'targets',
      header: t('audit.column.targets'),
      cell: (entry) =>
        Object.entries(entry.targets)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ') || '-',
    },
    {
      id: 'outcome',
      header: t('audit.column.outcome'),
      cell: (entry) => (
        <StatusIndicator type={entry.outcome === 'succeeded' ? 'success' : 'error'}>
          {t(`audit.outcome.${entry.outcome}`, { status: entry.status })}
        </StatusIndicator>
      ),
    },
    {
      id: 'details',
      header: t('audit.column.details'),
      cell: (entry) => (
        <Button
          variant="inline-link"
          ariaLabel={t('audit.viewOf', { operation: entry.operation })}
          onClick={() => setShown(entry)}
        >
          {t('audit.view')}
        </Button>
      ),
    },
  ];
  const preferences = useTablePreferences('audit-table', columnsOf(columns, 'at'));
  return (
    <ScreenLayout title={t('audit.title')} description={t('audit.description')}>
      <SpaceBetween size="l">
        <Container>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(Object.fromEntries(Object.entries(draft).filter(([, value]) => value && value.trim() !== '')));
            }}
          >
            <SpaceBetween size="m">
              <ColumnLayout columns={4}>
                <FormField label={t('audit.filter.actor')}>
                  <Input
                    data-testid="audit-actor"
                    value={draft.actorId ?? ''}
                    onChange={({ detail }) => set('actorId')(detail.value)}
                  />
                </FormField>
                <FormField label={t('audit.filter.action')}>
                  <Input
                    data-testid="audit-action"
                    placeholder={t('audit.filter.actionPlaceholder')}
                    value={draft.action ?? ''}
                    onChange={({ detail }) => set('action')(detail.value)}
                  />
                </FormField>
                {(['from', 'to'] as const).map((bound) => (
                  <FormField key={bound} label={t(`audit.filter.${bound}`)} constraintText={t('audit.dateFormat')}>
                    <DatePicker
                      data-testid={`audit-${bound}`}
                      placeholder="YYYY/MM/DD"
                      value={draft[bound] ?? ''}
                      onChange={({ detail }) => set(bound)(detail.value)}
                    />
                  </FormField>
                ))}
              </ColumnLayout>
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="primary" data-testid="audit-search">
                  {t('audit.filter.search')}
                </Button>
                <Button
                  formAction="none"
                  onClick={() => {
                    setDraft({});
                    setSearch({});
                  }}
                >
                  {t('audit.filter.clear')}
                </Button>
              </SpaceBetween>
            </SpaceBetween>
          </form>
        </Container>
        {list.error ? (
          <StatusIndicator type="error">{t('audit.loadFailed', { message: messageOf(list.error) })}</StatusIndicator>
        ) : null}
        <UntilFirstPage
          waiting={list.loading && list.items.length === 0}
          header={<Header variant="h2">{t('audit.title')}</Header>}
        >
          <Table
            {...preferences.tableProps}
            preferences={preferences.preferences}
            data-testid="audit-table"
            variant="container"
            header={<Header variant="h2">{t('audit.title')}</Header>}
            items={[...list.items]}
            empty={<TableEmpty text={t('audit.empty')} />}
            footer={<LoadMoreFooter list={list} testId="audit-more" />}
            columnDefinitions={columns}
          />
        </UntilFirstPage>
      </SpaceBetween>
      {shown ? (
        <Modal
          visible
          size="large"
          header={t('audit.detail.title', { operation: shown.operation })}
          onDismiss={() => setShown(undefined)}
          footer={
            <Box float="right">
              <Button variant="primary" onClick={() => setShown(undefined)}>
                {t('audit.detail.close')}
              </Button>
            </Box>
          }
        >
          <SpaceBetween size="m">
            <FormField label={t('audit.detail.request')}>
              <JsonPart value={shown.request} none={t('audit.detail.none')} />
            </FormField>
            <FormField label={t('audit.detail.before')}>
              <JsonPart value={shown.before} none={t('audit.detail.none')} />
            </FormField>
            <FormField label={t('audit.detail.after')}>
              <JsonPart value={shown.after} none={t('audit.detail.none')} />
            </FormField>
          </SpaceBetween>
        </Modal>
      ) : null}
    </ScreenLayout>
  );
}
