import '../messages/accounts-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { LEDGER_KIND_CODES } from '@shared/constants/account-rules.js';
import { messageOf } from '@/api/http-client.js';
import { useFormatting, formatYuan } from '@/components/formatting.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { saveFile } from '@/components/save-file.js';
import { TableEmpty } from '@/components/table-empty.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  getAccount,
  getLedgerPage,
  readLedger,
  type AccountOwner,
  type LedgerEntry,
  type LedgerFilter,
} from '../api/accounts.js';
import { ledgerCsv } from './ledger-csv.js';
import { signedYuanText } from './money.js';
import { TopUpRequestModal } from './top-up-request-modal.js';

/** Entries a ledger page reads, and the most an export writes. */
const PAGE_SIZE = 20;
const EXPORT_MAX = 10_000;
/** Where a user follows their top-up requests. */
const REQUESTS_SCREEN = '/console/person-payment-confirmation';

/** The range picker's days as the ledger's instants: from the first day's start to the last day's end, local time. */
function rangeFilter(range: DateRangePickerProps.Value | null): Pick<LedgerFilter, 'from' | 'to'> {
  if (range?.type !== 'absolute') return {};
  const day = (date: string) => date.slice(0, 10);
  return {
    from: new Date(`${day(range.startDate)}T00:00:00`).toISOString(),
    to: new Date(`${day(range.endDate)}T23:59:59.999`).toISOString(),
  };
}

/**
 * One account's screen content: its balance with "request a top-up" (`mayTopUp`), and its ledger newest first, a
 * page at a time from the server, kept to one kind and a date range, exported as CSV with the same filters.
 * `topUpAccount` is what the request names (`person` or the enterprise's id).
 */
export function AccountView(props: {
  owner: AccountOwner;
  topUpAccount: string;
  mayTopUp: boolean;
  exportName: string;
}) {
  const { t, locale } = useI18n();
  const format = useFormatting();
  const follow = useFollow();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const ownerKey = props.owner.kind === 'person' ? 'person' : props.owner.enterpriseId;
  const account = useLoad(ownerKey, (signal) => getAccount(props.owner, signal));
  const [kind, setKind] = useState<LedgerFilter['kind']>();
  const [range, setRange] = useState<DateRangePickerProps.Value | null>(null);
  const filter: LedgerFilter = { ...(kind ? { kind } : {}), ...rangeFilter(range) };
  const ledger = useCursorList(`${ownerKey}|${JSON.stringify(filter)}`, (cursor, signal) =>
    getLedgerPage(props.owner, filter, cursor, PAGE_SIZE, signal),
  );
  const [requesting, setRequesting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries = await readLedger(props.owner, filter, EXPORT_MAX);
      saveFile(
        `${props.exportName}-${new Date().toISOString().slice(0, 10)}.csv`,
        ledgerCsv(entries, locale, t),
        'text/csv',
      );
      notify({ type: 'success', content: t('accounts.ledger.exported', { count: entries.length }) });
    } catch (failure) {
      notify({ type: 'error', content: t('accounts.ledger.exportFailed', { message: messageOf(failure) }) });
    } finally {
      setExporting(false);
    }
  };

  const kindOptions = [
    { value: '', label: t('accounts.ledger.allKinds') },
    ...LEDGER_KIND_CODES.map((code) => ({ value: code, label: t(`accounts.kind.${code}`) })),
  ];
  const columns: TableProps.ColumnDefinition<LedgerEntry>[] = [
    { id: 'at', header: t('accounts.ledger.at'), cell: (entry) => format.dateTime(entry.at), isRowHeader: true },
    { id: 'kind', header: t('accounts.ledger.kind'), cell: (entry) => t(`accounts.kind.${entry.kind}`) },
    {
      id: 'description',
      header: t('accounts.ledger.description'),
      cell: (entry) => (locale === 'en' ? entry.description.en : entry.description.cn),
    },
    {
      id: 'amount',
      header: t('accounts.ledger.amount'),
      cell: (entry) => (
        <Box color={entry.amount > 0 ? 'text-status-success' : 'inherit'} textAlign="right">
          {signedYuanText(entry.amount, locale)}
        </Box>
      ),
    },
    { id: 'actor', header: t('accounts.ledger.actor'), cell: (entry) => entry.actorName },
    { id: 'entryId', header: t('accounts.ledger.entryId'), cell: (entry) => entry.entryId },
  ];
  const preferences = useTablePreferences('accounts-ledger', columnsOf(columns, 'at'), ['entryId']);
  const balance = account.data;

  return (
    <SpaceBetween size="l">
      <Container
        data-testid="accounts-balance"
        header={
          <Header
            variant="h2"
            actions={
              props.mayTopUp ? (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button href={REQUESTS_SCREEN} onFollow={follow}>
                    {t('accounts.balance.requests')}
                  </Button>
                  <Button variant="primary" data-testid="accounts-top-up" onClick={() => setRequesting(true)}>
                    {t('accounts.balance.topUp')}
                  </Button>
                </SpaceBetween>
              ) : undefined
            }
          >
            {t('accounts.balance.title')}
          </Header>
        }
      >
        {account.error ? (
          <Box color="text-status-error">{t('accounts.load.failed', { message: messageOf(account.error) })}</Box>
        ) : (
          <KeyValuePairs
            columns={2}
            items={[
              { label: t('accounts.balance.owner'), value: balance?.ownerName ?? '-' },
              {
                label: t('accounts.balance.amount'),
                value: (
                  <Box variant="awsui-value-large" data-testid="accounts-balance-amount">
                    ¥{balance ? formatYuan(balance.balance, locale) : '-'}
                  </Box>
                ),
              },
            ]}
          />
        )}
      </Container>
      <Table
        data-testid="accounts-ledger"
        {...preferences.tableProps}
        preferences={preferences.preferences}
        items={ledger.items as LedgerEntry[]}
        trackBy="entryId"
        loading={ledger.loading && ledger.items.length === 0}
        loadingText={t('app.loading')}
        empty={<TableEmpty text={ledger.error ? messageOf(ledger.error) : t('accounts.ledger.empty')} />}
        columnDefinitions={columns}
        footer={<LoadMoreFooter list={ledger} testId="accounts-ledger-more" />}
        filter={
          <ColumnLayout columns={2}>
            <FormField label={t('accounts.ledger.kind')}>
              <Select
                data-testid="accounts-ledger-kind"
                options={kindOptions}
                selectedOption={kindOptions.find((option) => option.value === (kind ?? '')) ?? kindOptions[0]}
                onChange={({ detail }) => setKind((detail.selectedOption.value || undefined) as LedgerFilter['kind'])}
              />
            </FormField>
            <FormField label={t('accounts.ledger.range')}>
              <DateRangePicker
                data-testid="accounts-ledger-range"
                value={range}
                rangeSelectorMode="absolute-only"
                dateOnly
                relativeOptions={[]}
                placeholder={t('accounts.ledger.rangePlaceholder')}
                isValidRange={() => ({ valid: true })}
                onChange={({ detail }) => setRange(detail.value)}
              />
            </FormField>
          </ColumnLayout>
        }
        header={
          <Header
            counter={ledger.items.length > 0 ? `(${ledger.items.length}${ledger.hasMore ? '+' : ''})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel={t('accounts.action.refresh')} onClick={ledger.reload} />
                <Button
                  data-testid="accounts-ledger-export"
                  iconName="download"
                  loading={exporting}
                  onClick={() => void exportCsv()}
                >
                  {t('accounts.ledger.export')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('accounts.ledger.title')}
          </Header>
        }
      />
      {requesting ? (
        <TopUpRequestModal
          account={props.topUpAccount}
          onDismiss={() => setRequesting(false)}
          onRequested={(request) => {
            setRequesting(false);
            notify({
              type: 'success',
              content: t('accounts.topUp.submitted', { amount: formatYuan(request.amount, locale) }),
              action: { text: t('accounts.balance.requests'), onClick: () => navigate(REQUESTS_SCREEN) },
            });
          }}
        />
      ) : null}
    </SpaceBetween>
  );
}
