import '../../messages/users-messages.js';
import { useState } from 'react';
import { useCollection } from '@cloudscape-design/collection-hooks';
import DateInput from '@cloudscape-design/components/date-input';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { ENTERPRISE_LIST_FROM, ENTERPRISE_LIST_PAGE_SIZE, ENTERPRISE_LIST_TO } from '@shared/constants/user-lists.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { VerifyStatus } from '../user-list-management/verify-status.js';
import { useEnterprises } from './use-enterprises.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { TableEmpty } from '@/components/table-empty.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { ListEmpty } from '../../components/list-empty.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `/console/enterprise-list-management`: every enterprise for platform
 * administrators, 5 a page, searched by name and by creation day (default
 * 2001-01-01 to 2038-01-19, spec doc 1 §9).
 */
export default function EnterpriseListManagementPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const [filterText, setFilterText] = useState('');
  const [name, setName] = useState('');
  const [from, setFrom] = useState(ENTERPRISE_LIST_FROM);
  const [to, setTo] = useState(ENTERPRISE_LIST_TO);
  const [pageIndex, setPageIndex] = useState(1);
  const rangeValid = DAY.test(from) && DAY.test(to) && from <= to;
  const page = useEnterprises({
    name,
    from: rangeValid ? from : ENTERPRISE_LIST_FROM,
    to: rangeValid ? to : ENTERPRISE_LIST_TO,
    pageNumber: pageIndex - 1,
    pageSize: ENTERPRISE_LIST_PAGE_SIZE,
  });
  const total = page.data?.totalElements ?? 0;
  const { items, collectionProps } = useCollection(page.data?.content ?? [], {
    filtering: {
      empty: <TableEmpty text={t(name ? 'users.list.noMatch' : 'users.enterprises.empty')} />,
    },
  });
  const dateField = (
    label: 'users.enterprises.from' | 'users.enterprises.to',
    value: string,
    set: (v: string) => void,
  ) => (
    <FormField label={t(label)} errorText={!rangeValid && value ? t('users.enterprises.rangeInvalid') : undefined}>
      <DateInput
        value={value}
        placeholder="YYYY/MM/DD"
        ariaLabel={t(label)}
        onChange={({ detail }) => {
          set(detail.value);
          setPageIndex(1);
        }}
      />
    </FormField>
  );

  return (
    <ScreenLayout title={t('users.enterprises.page')} description={t('users.enterprises.description')}>
      <Table
        wrapLines
        {...collectionProps}
        data-testid="enterprise-table"
        items={items}
        trackBy="id"
        loading={page.loading}
        loadingText={t('app.loading')}
        columnDefinitions={[
          { id: 'name', header: t('users.enterprises.name'), cell: (e) => e.name },
          { id: 'alias', header: t('users.enterprises.alias'), cell: (e) => e.alias ?? '-' },
          { id: 'status', header: t('users.enterprises.status'), cell: (e) => <VerifyStatus code={e.status} /> },
          { id: 'createdAt', header: t('users.enterprises.createdAt'), cell: (e) => dateTime(e.createdAt) },
        ]}
        header={<Header counter={page.data ? `(${total})` : undefined}>{t('users.enterprises.title')}</Header>}
        filter={
          <SpaceBetween size="m" direction="horizontal" alignItems="end">
            <FormField label={t('users.enterprises.searchName')}>
              <TextFilter
                filteringText={filterText}
                filteringPlaceholder={t('users.enterprises.searchName')}
                filteringAriaLabel={t('users.enterprises.searchName')}
                onChange={({ detail }) => setFilterText(detail.filteringText)}
                onDelayedChange={({ detail }) => {
                  setName(detail.filteringText.trim());
                  setPageIndex(1);
                }}
              />
            </FormField>
            {dateField('users.enterprises.from', from, setFrom)}
            {dateField('users.enterprises.to', to, setTo)}
          </SpaceBetween>
        }
        pagination={
          <ServerPagination
            pageIndex={pageIndex}
            total={total}
            pageSize={ENTERPRISE_LIST_PAGE_SIZE}
            onChange={setPageIndex}
          />
        }
        empty={<ListEmpty error={page.error} empty={collectionProps.empty} />}
      />
    </ScreenLayout>
  );
}
