import '../../messages/statistics-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { SIGN_IN_RESULTS, type SignInResult } from '@shared/constants/statistics-rules.js';
import { orDash, useFormatting } from '@/components/formatting.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useTablePreferences } from '@/components/table-preferences.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { CursorTable } from '../../components/cursor-table.js';
import { getSignInHistory, type HistorySearch } from '../../api/statistics.js';
import { useStatisticsScope } from '../../components/enterprise-scope.js';
import { ResultLabel } from '../../components/result-label.js';

/** What the form holds: the search as typed, the result as chosen. */
interface Draft {
  username: string;
  result: string;
  from: string;
  to: string;
}
const EMPTY: Draft = { username: '', result: '', from: '', to: '' };

/** The search a draft names: empty fields are left out (the server then takes the last 7 days). */
const searchOf = (draft: Draft): HistorySearch => ({
  ...(draft.username.trim() ? { username: draft.username.trim() } : {}),
  ...(draft.result ? { result: draft.result as SignInResult } : {}),
  ...(draft.from ? { from: draft.from } : {}),
  ...(draft.to ? { to: draft.to } : {}),
});

/**
 * `/console/history-users`: sign-in attempts with time, address, client and result, newest first, narrowed by
 * username, result and a date range (at most 31 days; the last 7 unless given), read a page at a time.
 */
export default function HistoryUsersPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const scope = useStatisticsScope();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [search, setSearch] = useState<HistorySearch>({});
  const list = useCursorList(scope.key && `${scope.key}|${JSON.stringify(search)}`, (cursor, signal) =>
    getSignInHistory(scope.enterpriseId, search, cursor, signal),
  );
  const resultOptions: SelectProps.Option[] = [
    { value: '', label: t('statistics.history.allResults') },
    ...SIGN_IN_RESULTS.map((result) => ({ value: result, label: t(`statistics.result.${result}`) })),
  ];
  const columns = [
    { id: 'time', label: t('statistics.column.time'), alwaysVisible: true },
    { id: 'user', label: t('statistics.column.user') },
    { id: 'enterprise', label: t('statistics.column.enterprise') },
    { id: 'address', label: t('statistics.column.address') },
    { id: 'client', label: t('statistics.column.client') },
    { id: 'result', label: t('statistics.column.result') },
  ];
  const preferences = useTablePreferences('history-users-table', columns, scope.platformAdmin ? [] : ['enterprise']);
  const header = (id: string) => columns.find((column) => column.id === id)?.label;
  const set = (field: keyof Draft) => (value: string) => setDraft((before) => ({ ...before, [field]: value }));

  return (
    <ScreenLayout title={t('statistics.history.title')} description={t('statistics.history.description')}>
      <SpaceBetween size="l">
        <Container>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setSearch(searchOf(draft));
            }}
          >
            <SpaceBetween size="m">
              {scope.filter}
              <ColumnLayout columns={4}>
                <FormField label={t('statistics.history.username')}>
                  <Input
                    data-testid="history-username"
                    value={draft.username}
                    onChange={({ detail }) => set('username')(detail.value)}
                  />
                </FormField>
                <FormField label={t('statistics.history.result')}>
                  <Select
                    data-testid="history-result"
                    options={resultOptions}
                    selectedOption={resultOptions.find((option) => option.value === draft.result) ?? resultOptions[0]}
                    onChange={({ detail }) => set('result')(detail.selectedOption.value ?? '')}
                  />
                </FormField>
                <FormField label={t('statistics.history.from')} constraintText={t('statistics.history.dateHint')}>
                  <DatePicker
                    data-testid="history-from"
                    placeholder="YYYY/MM/DD"
                    value={draft.from}
                    onChange={({ detail }) => set('from')(detail.value)}
                  />
                </FormField>
                <FormField label={t('statistics.history.to')}>
                  <DatePicker
                    data-testid="history-to"
                    placeholder="YYYY/MM/DD"
                    value={draft.to}
                    onChange={({ detail }) => set('to')(detail.value)}
                  />
                </FormField>
              </ColumnLayout>
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="primary" data-testid="history-search">
                  {t('statistics.history.search')}
                </Button>
                <Button
                  formAction="none"
                  onClick={() => {
                    setDraft(EMPTY);
                    setSearch({});
                  }}
                >
                  {t('statistics.history.clear')}
                </Button>
              </SpaceBetween>
            </SpaceBetween>
          </form>
        </Container>
        <CursorTable
          testId="history-users-table"
          list={list}
          preferences={preferences}
          header={<Header variant="h2">{t('statistics.history.title')}</Header>}
          trackBy="id"
          emptyText={t('statistics.history.empty')}
          columnDefinitions={[
            { id: 'time', header: header('time'), isRowHeader: true, cell: (event) => dateTime(event.at) },
            {
              id: 'user',
              header: header('user'),
              cell: (event) => event.username ?? <Box color="text-body-secondary">{t('statistics.unknownUser')}</Box>,
            },
            { id: 'enterprise', header: header('enterprise'), cell: (event) => orDash(event.enterpriseName) },
            { id: 'address', header: header('address'), cell: (event) => event.sourceIp },
            { id: 'client', header: header('client'), cell: (event) => event.client },
            { id: 'result', header: header('result'), cell: (event) => <ResultLabel result={event.result} /> },
          ]}
        />
      </SpaceBetween>
    </ScreenLayout>
  );
}
