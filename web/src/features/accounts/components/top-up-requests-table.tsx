import '../messages/accounts-messages.js';
import type { ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { TOP_UP_STATUSES, type TopUpStatus } from '@shared/constants/account-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useFormatting, formatYuan } from '@/components/formatting.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { TableEmpty } from '@/components/table-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import type { CursorListState } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { TopUpRequest } from '../api/accounts.js';

const STATUS_TYPES: Record<TopUpStatus, StatusIndicatorProps.Type> = {
  pending: 'pending',
  confirmed: 'success',
  rejected: 'stopped',
};

/** A request's status as the tables show it. */
export function TopUpStatusText(props: { status: TopUpStatus }) {
  const { t } = useI18n();
  return <StatusIndicator type={STATUS_TYPES[props.status]}>{t(`accounts.status.${props.status}`)}</StatusIndicator>;
}

/**
 * A table of top-up requests read a page at a time: newest first, kept to one status (`allowAll`: "all statuses"
 * too), with the requester's column (`showRequester`: the platform administrators' queue) and `actions` per row.
 */
export function TopUpRequestsTable(props: {
  testId: string;
  title: string;
  emptyText: string;
  list: CursorListState<TopUpRequest>;
  status: TopUpStatus | undefined;
  allowAll: boolean;
  onStatusChange: (status: TopUpStatus | undefined) => void;
  showRequester: boolean;
  headerActions?: ReactNode;
  actions?: (request: TopUpRequest) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const format = useFormatting();
  const statusOptions = [
    ...(props.allowAll ? [{ value: '', label: t('accounts.topUp.allStatuses') }] : []),
    ...TOP_UP_STATUSES.map((status) => ({ value: status, label: t(`accounts.status.${status}`) })),
  ];
  const columns: TableProps.ColumnDefinition<TopUpRequest>[] = [
    {
      id: 'createdAt',
      header: t('accounts.topUp.createdAt'),
      cell: (request) => format.dateTime(request.createdAt),
      isRowHeader: true,
    },
    ...(props.showRequester
      ? [
          {
            id: 'requester',
            header: t('accounts.topUp.requester'),
            cell: (request: TopUpRequest) => request.requesterName,
          },
        ]
      : []),
    {
      id: 'account',
      header: t('accounts.topUp.account'),
      cell: (request) =>
        request.account.kind === 'person'
          ? t('accounts.topUp.personal')
          : t('accounts.topUp.enterpriseOf', { name: request.account.name }),
    },
    { id: 'amount', header: t('accounts.topUp.amount'), cell: (request) => formatYuan(request.amount, locale) },
    {
      id: 'status',
      header: t('accounts.topUp.status'),
      cell: (request) => <TopUpStatusText status={request.status} />,
    },
    { id: 'remark', header: t('accounts.topUp.remark'), cell: (request) => request.remark ?? '-' },
    {
      id: 'decided',
      header: t('accounts.topUp.decidedBy'),
      cell: (request) =>
        request.decidedAt ? `${request.decidedByName ?? ''} ${format.dateTime(request.decidedAt)}`.trim() : '-',
    },
    { id: 'reason', header: t('accounts.topUp.reason'), cell: (request) => request.reason ?? '-' },
    ...(props.actions ? [{ id: 'actions', header: t('app.rowActions'), cell: props.actions }] : []),
  ];
  const preferences = useTablePreferences(`${props.testId}-table`, columnsOf(columns, 'createdAt'), [
    'decided',
    'reason',
  ]);
  return (
    <Table
      data-testid={props.testId}
      {...preferences.tableProps}
      preferences={preferences.preferences}
      items={props.list.items as TopUpRequest[]}
      trackBy="id"
      loading={props.list.loading && props.list.items.length === 0}
      loadingText={t('app.loading')}
      empty={<TableEmpty text={props.list.error ? messageOf(props.list.error) : props.emptyText} />}
      columnDefinitions={columns}
      footer={<LoadMoreFooter list={props.list} testId={`${props.testId}-more`} />}
      filter={
        <FormField label={t('accounts.topUp.status')}>
          <Select
            data-testid={`${props.testId}-status`}
            options={statusOptions}
            selectedOption={statusOptions.find((option) => option.value === (props.status ?? '')) ?? statusOptions[0]}
            onChange={({ detail }) => props.onStatusChange((detail.selectedOption.value || undefined) as TopUpStatus)}
          />
        </FormField>
      }
      header={
        <Header
          counter={
            props.list.items.length > 0 ? `(${props.list.items.length}${props.list.hasMore ? '+' : ''})` : undefined
          }
          actions={props.headerActions}
        >
          {props.title}
        </Header>
      }
    />
  );
}
